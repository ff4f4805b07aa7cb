/**
 * Which URLs an endpoint may have (decision record 0043). In production and preview: https only,
 * to a public host: no "localhost" names, no loopback, private, link-local, carrier-grade NAT,
 * multicast or unspecified addresses, written as IPv4 or IPv6 (a webhook must not become a way to
 * reach the platform's own network). Locally and in tests any http(s) URL is allowed, so a receiver
 * on http://127.0.0.1 can be used. A host name that resolves to a private address cannot be seen
 * from a Worker (no DNS API); Workers' fetch does not reach private networks in any case.
 */
type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

const privateV4 = (a: number, b: number) =>
  a === 0 ||
  a === 10 ||
  a === 127 ||
  (a === 100 && b >= 64 && b <= 127) ||
  (a === 169 && b === 254) ||
  (a === 172 && b >= 16 && b <= 31) ||
  (a === 192 && b === 168) ||
  (a === 192 && b === 0) ||
  (a === 198 && (b === 18 || b === 19)) ||
  a >= 224;

function isPrivateHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".local") || h.endsWith(".internal")) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (v4) return privateV4(Number(v4[1]), Number(v4[2]));
  // A bare number or hex form is an IPv4 address too ("http://2130706433" is 127.0.0.1): refused.
  if (/^(0x[0-9a-f]+|\d+)(\.(0x[0-9a-f]+|\d+))*$/.test(h)) return true;
  if (h.startsWith("[")) {
    const v6 = h.slice(1, -1);
    if (v6 === "::" || v6 === "::1") return true;
    if (/^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("ff")) return true;
    const mapped = /^::ffff:(\d+)\.(\d+)\.\d+\.\d+$/.exec(v6);
    if (mapped) return privateV4(Number(mapped[1]), Number(mapped[2]));
    // ::ffff:7f00:1 and other embedded IPv4 forms: only public unicast (2000::/3) is accepted.
    return !/^[23][0-9a-f]{0,3}:/.test(v6);
  }
  return false;
}

export function checkEndpointUrl(raw: string, appEnv: string): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "Enter a full URL, such as https://example.com/webhooks" };
  }
  if (url.username || url.password) return { ok: false, reason: "The URL must not contain a user name or password" };
  const strict = appEnv === "production" || appEnv === "preview";
  if (strict) {
    if (url.protocol !== "https:") return { ok: false, reason: "The URL must use https" };
    if (isPrivateHost(url.hostname)) return { ok: false, reason: "The URL must point to a public host (not a local, private or link-local address)" };
  } else if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, reason: "The URL must use http or https" };
  }
  return { ok: true, url: url.toString() };
}

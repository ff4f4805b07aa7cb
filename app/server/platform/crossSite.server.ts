/**
 * Refuses state-changing requests that a browser made on behalf of another site (CSRF).
 * Cookies are SameSite=Lax, which already keeps them off cross-site POSTs; this check also covers
 * same-site-but-cross-origin requests and the public forms. Non-browser API clients send neither
 * header and authenticate with a bearer token, so they pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host the request was sent to: its Host header, as Remix's own action check reads it. */
const hostOf = (request: Request) => request.headers.get("Host") ?? new URL(request.url).host;

export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  // A browser's Origin names the page that posts. Another host than the one addressed is refused
  // here (403), whatever Sec-Fetch-Site claims: Remix's own action check would otherwise throw on
  // it, a 500. `Origin: null` is left to the rules below (the invitation page's own form sends it).
  if (origin && origin !== "null" && !sameHost(origin, hostOf(request))) return true;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  if (!origin) return false;
  return origin === "null";
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

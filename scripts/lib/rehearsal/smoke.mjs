// What the rehearsal checks on the served artifact, one row each: what production must do that
// no other test sees on the uploaded bytes (production mode, HTTPS, the minified link).
import { readFileSync } from "node:fs";
import { send, totpCode } from "./client.mjs";

const PUBLIC = ["/", "/bank_operations/fed-funds", "/banking", "/news"];
// A language's pages are added to the route table at start and read their words through ASSETS
// (decision record 0058): only the served artifact shows both work in production mode.
const LANGUAGE_PAGES = [
  { path: "/es/", lang: "es", dir: "ltr" },
  { path: "/ar/bank_operations/fed-funds", lang: "ar", dir: "rtl" },
];
// A product page's own words come from static files through ASSETS: the page must show them.
const PRODUCT_WORDS = [
  { path: "/bank_operations/fed-funds", file: "public/i18n/en/catalogue/bankOperations.json" },
  { path: "/ar/bank_operations/fed-funds", file: "public/i18n/ar/catalogue/bankOperations.json" },
];
const firstSentence = (file) => JSON.parse(readFileSync(file, "utf8"))["fed-funds"].description[0].split(/(?<=[.؟!])\s/)[0];
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const row = (check, ok, detail) => ({ check, ok: Boolean(ok), detail });

/** Public pages: 200, HSTS, and a CSP whose script nonce is the one in the page. */
async function publicPages(origin) {
  const rows = [];
  for (const path of PUBLIC) {
    const res = await send(origin, path);
    const csp = String(res.headers["content-security-policy"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const ok =
      res.status === 200 && /max-age=\d+/.test(String(res.headers["strict-transport-security"] ?? "")) && nonce && res.text.includes(`nonce="${nonce}"`);
    rows.push(
      row(
        `GET ${path}: 200, HSTS, nonce CSP`,
        ok,
        `${res.status}, hsts ${res.headers["strict-transport-security"] ? "yes" : "no"}, nonce ${nonce ? "in page" : "none"}`,
      ),
    );
  }
  for (const page of LANGUAGE_PAGES) {
    const res = await send(origin, page.path);
    const html = /<html\b[^>]*>/i.exec(res.text)?.[0] ?? "";
    const ok = res.status === 200 && html.includes(`lang="${page.lang}"`) && html.includes(`dir="${page.dir}"`);
    rows.push(row(`GET ${page.path}: 200, lang="${page.lang}" dir="${page.dir}"`, ok, `${res.status}, ${html || "no <html>"}`));
  }
  for (const page of PRODUCT_WORDS) {
    const res = await send(origin, page.path);
    const sentence = firstSentence(page.file);
    const shown = res.text.includes(sentence) || res.text.includes(escapeHtml(sentence));
    rows.push(
      row(`GET ${page.path}: its words from ${page.file.replace("public", "")}`, res.status === 200 && shown, `${res.status}, shown: ${shown ? "yes" : "no"}`),
    );
  }
  return rows;
}

/** Staff sign-in through the real form (password and code): __Host- cookies, Secure. */
async function staffSignIn(origin, admin) {
  const body = new URLSearchParams({
    email: admin.ADMIN_EMAIL,
    password: admin.ADMIN_PASSWORD,
    code: await totpCode(admin.ADMIN_TOTP_SECRET, Date.now()),
    redirectTo: "/admin",
  }).toString();
  const res = await send(origin, "/admin/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Length": Buffer.byteLength(body),
    },
    body,
  });
  const cookies = [res.headers["set-cookie"] ?? []].flat();
  const session = cookies.find((c) => c.startsWith("__Host-meridian_staff="));
  const ok = res.status >= 300 && res.status < 400 && session && /;\s*Secure/i.test(session) && /;\s*Path=\//i.test(session) && !/;\s*Domain=/i.test(session);
  const names = cookies.map((c) => c.slice(0, c.indexOf("="))).join(", ") || "none";
  return { row: row("staff sign-in sets __Host- Secure cookies", ok, `${res.status}, cookies: ${names}`), cookie: session?.split(";")[0] };
}

/** The test-only fixture writer: a 404 here and no trace of it in the artifact's text. */
async function noTestFixtures(origin, artifactText) {
  const res = await send(origin, "/api/test-fixtures", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: '{"statements":["SELECT 1"]}',
  });
  const inText = artifactText.includes("test-fixtures");
  return row("/api/test-fixtures 404, absent from the artifact", res.status === 404 && !inText, `${res.status}, in _worker.js: ${inText ? "yes" : "no"}`);
}

async function httpWebhookRefused(origin, cookie) {
  if (!cookie) return row("an http webhook URL refused", false, "no staff session (sign-in failed)");
  const body = JSON.stringify({ url: "http://crm.example.com/hook", events: ["sales_request.created"], description: "rehearsal" });
  const res = await send(origin, "/api/webhooks", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: origin, "Sec-Fetch-Site": "same-origin" },
    body,
  });
  const said = /must use https/.test(res.text);
  return row("an http webhook URL refused", (res.status === 400 || res.status === 422) && said, `${res.status}, "must use https": ${said ? "yes" : "no"}`);
}

const contactPost = (origin, headers) =>
  send(origin, "/contact", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "name=x" });

async function crossSite(origin) {
  const res = await contactPost(origin, { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" });
  return row("a cross-site POST 403", res.status === 403, String(res.status));
}

async function originHostMismatch(origin) {
  const res = await contactPost(origin, { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "same-origin" });
  return row("Origin/Host mismatch 403, never 500", res.status === 403, String(res.status));
}

/** Health with every required secret: the optional one left out (EMAIL_PROVIDER_KEY) is named. */
async function healthNamesOptional(origin) {
  const res = await send(origin, "/api/health");
  const named = res.text.includes("EMAIL_PROVIDER_KEY");
  return row("/api/health names a secret not put (EMAIL_PROVIDER_KEY)", named && res.status === 503, `${res.status}, names it: ${named ? "yes" : "no"}`);
}

/** Health on a server started without the required secrets: each named. */
export async function healthNamesRequired(origin) {
  const res = await send(origin, "/api/health");
  const missing = ["SESSION_SECRET", "SEALING_KEYS"].filter((s) => !res.text.includes(s));
  const page = await send(origin, "/");
  return [
    row("/api/health names missing required secrets", res.status === 503 && missing.length === 0, `${res.status}, unnamed: ${missing.join(", ") || "none"}`),
    row("a page without its secrets: 500 with its request id", page.status === 500 && /Request id: \S+/.test(page.text), `${page.status}`),
  ];
}

/** The smoke on the freshly migrated database. */
export async function smokeFresh(origin, { admin, artifactText }) {
  const rows = await publicPages(origin);
  const signIn = await staffSignIn(origin, admin);
  rows.push(signIn.row);
  rows.push(await noTestFixtures(origin, artifactText));
  rows.push(await httpWebhookRefused(origin, signIn.cookie));
  rows.push(await crossSite(origin));
  rows.push(await originHostMismatch(origin));
  rows.push(await healthNamesOptional(origin));
  return rows;
}

/** The smoke on the previous release's data, migrated forward: its pages render, its admin signs in. */
export async function smokeForward(origin, { admin }) {
  const rows = (await publicPages(origin)).map((r) => ({ ...r, check: `migrated DB: ${r.check}` }));
  const signIn = await staffSignIn(origin, admin);
  rows.push({ ...signIn.row, check: "migrated DB: the release's admin signs in" });
  return rows;
}

export function printRows(title, rows) {
  const width = Math.max(...rows.map((r) => r.check.length));
  console.log(`\n${title}`);
  console.log(`${"".padEnd(6)}${"check".padEnd(width)}  detail`);
  for (const r of rows) console.log(`${r.ok ? "ok    " : "FAIL  "}${r.check.padEnd(width)}  ${r.detail}`);
}

import { type APIResponse, expect, test } from "./support/appTest";
import { LEGACY_ROUTES } from "~/catalogue/legacyRoutes";

/**
 * Every kind of response carries the security headers: HTML (tests/e2e/headers.spec.ts), API
 * JSON, media paths, redirects (the legacy 301s, the sign-in 302), static assets (public/_headers)
 * and errors (the 500 page: tests/e2e/faults.spec.ts).
 */
const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

function expectCommon(res: APIResponse, what: string, { staticFile = false } = {}) {
  const h = res.headers();
  for (const [name, value] of Object.entries(COMMON)) expect(h[name], `${what}: ${name}`).toBe(value);
  expect(h["permissions-policy"], what).toContain("camera=()");
  expect(h["content-security-policy"], what).toContain("frame-ancestors 'none'");
  // Not production here: the function sends no HSTS; static files carry public/_headers' own in
  // every environment (browsers ignore it over plain http). Not a preview: no noindex.
  if (staticFile) expect(h["strict-transport-security"], what).toBe("max-age=63072000; includeSubDomains; preload");
  else expect(h["strict-transport-security"], what).toBeUndefined();
}

test("API JSON, success and error, gets the strict policy and a request id", async ({ request }) => {
  for (const path of ["/api/health", "/api/users", "/api/no-such-thing"]) {
    const res = await request.get(path);
    expectCommon(res, path);
    expect(res.headers()["content-security-policy"], path).toContain("default-src 'none'");
    expect(res.headers()["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("media paths get the strict policy", async ({ request }) => {
  const res = await request.get("/media/uploads/no-such-file");
  expect(res.status()).toBe(404);
  expectCommon(res, "media");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("redirects carry the headers: a legacy 301 and the sign-in 302", async ({ request }) => {
  const [from] = Object.keys(LEGACY_ROUTES) as string[];
  const legacy = await request.get(from!, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expectCommon(legacy, "301");
  expect(legacy.headers()["x-request-id"]).toBeTruthy();
  const signIn = await request.get("/admin", { maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["location"]).toMatch(/^\/admin\/login\?redirectTo=/);
  expectCommon(signIn, "302");
  expect(signIn.headers()["x-request-id"]).toBeTruthy();
});

test("static assets get theirs from public/_headers", async ({ request }) => {
  // The script is read from the server's HTML, not the live page: Remix removes its modulepreload
  // links once the page has hydrated, so a DOM query raced hydration (and waited forever when
  // hydration won, as it did on a loaded CI machine).
  const html = await (await request.get("/")).text();
  const script = /<link rel="(?:x-held-)?modulepreload"[^>]*href="(\/build\/[^"]+)"/.exec(html)?.[1];
  expect(script, "a /build/ script in the home page").toBeTruthy();
  for (const path of ["/favicon.svg", script!]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommon(res, path, { staticFile: true });
    expect(res.headers()["content-security-policy"], path).toContain("default-src 'none'");
  }
});

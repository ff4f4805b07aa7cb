import { expect, test } from "./support/appTest";
import { PUBLIC_CACHE } from "../../app/lib/cache";
import { ADMIN, nextCode } from "./support/staff";

// Cache headers per kind of response, as the real server sends them (server.ts applies the one
// rule of app/server/platform/cachePolicy.server.ts; public pages are kept by app/server/platform/edgeCache.server.ts).
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.9.1" } });

const PUBLIC_PAGES = ["/", "/bank_operations/fed-funds", "/investment-management/portfolio-management/fund-portfolio", "/banking", "/sitemap", "/privacy"];
const PRIVATE = "private, no-store";

test("public pages are cacheable at the edge with stale-while-revalidate, vary on Cookie, and carry an ETag", async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()["cache-control"], path).toBe(PUBLIC_CACHE);
    expect(first.headers()["cache-control"]).toContain("stale-while-revalidate=");
    expect(first.headers()["vary"], path).toMatch(/\bCookie\b/i);
    // The first visitor gets the page as it renders; from then on the function's copy answers.
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"], { message: path }).toBe("HIT");
    const kept = await request.get(path);
    expect(kept.headers()["etag"], path).toMatch(/^W\/"[\w-]+"$/);
    expect(kept.headers()["cache-control"]).toBe(PUBLIC_CACHE);
  }
});

test("a page asked for with a query string is public but rendered every time, never kept", async ({ request }) => {
  for (const path of ["/search?q=loan", "/?category=loans", "/bank_operations/fed-funds?utm_source=mail"]) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe(PUBLIC_CACHE);
      expect(res.headers()["x-page-cache"], path).toBe("BYPASS");
    }
  }
});

test("a kept page is the page as rendered, with this response's own nonce", async ({ request }) => {
  const path = "/bank_operations/fed-funds";
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("HIT");
  const a = await request.get(path);
  const b = await request.get(path);
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1]!;
  const [na, nb] = [nonceOf(a.headers()["content-security-policy"]!), nonceOf(b.headers()["content-security-policy"]!)];
  expect(na).not.toBe(nb);
  const [ha, hb] = [await a.text(), await b.text()];
  expect(ha).toContain(`nonce="${na}"`);
  expect(ha).not.toContain(nb);
  expect(hb.split(nb).join("N")).toBe(ha.split(na).join("N"));
  expect(a.headers()["etag"]).toBe(b.headers()["etag"]);
});

test("a browser that has the page gets 304 without a body; a stale copy gets the page", async ({ request }) => {
  const path = "/sitemap";
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("HIT");
  const etag = (await request.get(path)).headers()["etag"]!;
  const notModified = await request.get(path, { headers: { "If-None-Match": etag } });
  expect(notModified.status()).toBe(304);
  expect((await notModified.body()).length).toBe(0);
  expect(notModified.headers()["etag"]).toBe(etag);
  expect(notModified.headers()["cache-control"]).toBe(PUBLIC_CACHE);
  const stale = await request.get(path, { headers: { "If-None-Match": 'W/"an-older-page"' } });
  expect(stale.status()).toBe(200);
  expect(await stale.text()).toContain("<h1");
});

test("the staff and demo areas and their doors are private, no-store", async ({ request }) => {
  for (const path of ["/login", "/admin/login", "/demo", "/admin", "/admin/users"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([200, 301, 302], path).toContain(res.status());
    expect(res.headers()["cache-control"], path).toBe(PRIVATE);
    expect(res.headers()["etag"], path).toBeUndefined();
  }
});

test("signing in sets a cookie on a private response, and every page is private to the signed-in visitor", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.9.2" } });
  const signIn = await request.post("/admin/login", {
    form: { email: ADMIN.email, password: ADMIN.password, code: await nextCode(ADMIN), redirectTo: "/admin" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["set-cookie"]).toContain("meridian_staff=");
  expect(signIn.headers()["cache-control"]).toBe(PRIVATE);
  for (const path of ["/", "/bank_operations/fed-funds", "/sitemap"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toBe(PRIVATE);
    expect(res.headers()["vary"], path).toMatch(/\bCookie\b/i);
    expect(res.headers()["x-page-cache"], path).toBe("BYPASS");
    expect(res.headers()["etag"], path).toBeUndefined();
  }
  await request.dispose();
});

test("an outdated browser's page (it carries the banner) is rendered for it and never kept", async ({ request }) => {
  const oldChrome = "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36";
  const path = "/bank_operations/fed-funds";
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("HIT");
  const res = await request.get(path, { headers: { "User-Agent": oldChrome } });
  expect(res.headers()["x-page-cache"]).toBe("BYPASS");
  expect(res.headers()["cache-control"]).toBe(PRIVATE);
  expect(await res.text()).toContain("You are using an outdated browser. Please upgrade Chrome to improve your experience.");
});

test("hashed build assets are immutable for a year; 404s are not stored", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  for (const asset of assets) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
  for (let i = 0; i < 2; i++) {
    const missing = await request.get("/bank_operations/no-such-product");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    expect(missing.headers()["x-page-cache"]).toBe("BYPASS");
  }
});

test("crawlers get the whole rendered document, the same page browsers get", async ({ request }) => {
  const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  for (const path of ["/", "/bank_operations/fed-funds", "/sitemap"]) {
    // A signed-in cookie keeps both requests away from the edge cache: both are rendered now.
    const headers = { Cookie: "meridian_staff=not-a-session" };
    const bot = await request.get(path, { headers: { ...headers, "User-Agent": googlebot } });
    const browser = await request.get(path, { headers });
    expect(bot.headers()["x-page-cache"]).toBe("BYPASS");
    const [botHtml, browserHtml] = [await bot.text(), await browser.text()];
    // The document, then the loader data Remix streams after it, down to its last chunk.
    expect(botHtml).toContain("</html>");
    expect(botHtml.trimEnd()).toMatch(/streamController\.close\(\);<\/script>(<!--\/\$-->)*$/);
    expect(botHtml).toContain("<h1");
    expect(botHtml).toContain('<script type="application/ld+json"');
    // No part left for a script to fill in later.
    expect(botHtml).not.toContain("<!--$?-->");
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(strip(botHtml)).toBe(strip(browserHtml));
  }
});

import { type APIRequestContext, expect, test } from "./support/appTest";
import { ADMIN, mintStaffToken, unique } from "./support/staff";
import { COOKIE_BASE_NAMES } from "../../app/lib/auth/sessionCookieNames";
import { warmPages } from "../../scripts/lib/warmPages.mjs";

/**
 * The shared edge cache (decision record 0027), on local workerd's Cache API:
 * personal requests never read or fill it, and a content change made by staff is visible at once
 * in the location that made it. (Nonces, ETags and 304s of kept pages: caching.spec.ts.)
 *
 * The tests ask under a site name of their own: the cache and the pages' store key a page by its
 * host, and a change purges the copies of the site it was made on, so no other spec's visits
 * (crawl.spec.ts asks for every page, at any moment, on the other worker) or posts touch these
 * copies. The product-page tests start by forgetting their page everywhere, so a retry starts
 * where the first attempt did.
 */
// Chromium resolves any *.localhost name to this machine, and treats it as a secure origin, as 127.0.0.1.
const SITE = "edge-cache.localhost";
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.9.31" } });

/** SITE on the server under test, as a Host header says it. */
const siteHost = (baseURL: string | undefined) => `${SITE}:${new URL(baseURL!).port}`;
/** Headers that ask for `host`. */
const onSite = (host: string, headers: Record<string, string> = {}) => ({ ...headers, Host: host });

/**
 * Makes this location forget its Cache API copies of these pages on SITE (a test server's
 * fixture), as a location no visitor has asked for them lately would be: the pages' store still
 * has them, unless `everywhere`, which forgets those too, as a deploy does.
 */
async function forgetCopies(request: APIRequestContext, host: string, paths: string[], everywhere = false) {
  const res = await request.post("/api/test-fixtures/forget-location-copies", { headers: onSite(host), data: { paths, everywhere } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The page on SITE as a visitor in a location without a copy gets it: from the store once it is kept there. */
async function fromAnotherLocation(request: APIRequestContext, host: string, path: string, headers?: Record<string, string>) {
  await forgetCopies(request, host, [path]);
  return request.get(path, { headers: onSite(host, headers) });
}

/** A public product page, not yet rendered for SITE: the last product /sitemap lists (or the `back`th before it). */
async function freshPage(request: APIRequestContext, host: string, back = 0): Promise<string> {
  const html = await (await request.get("/sitemap")).text();
  const links = [...html.matchAll(/href="(\/[a-z_]+\/[a-z0-9-]+)"/g)].map(([, href]) => href!);
  expect(links.length).toBeGreaterThan(10);
  const path = links[links.length - 1 - back]!;
  await forgetCopies(request, host, [path], true);
  return path;
}

test("a request with a staff session cookie or a staff token neither reads nor fills the shared cache", async ({ request, baseURL }) => {
  const host = siteHost(baseURL);
  const path = await freshPage(request, host);
  const token = await mintStaffToken(ADMIN.email);
  const personal: Array<Record<string, string>> = [
    { Cookie: `${COOKIE_BASE_NAMES.staff}=not-a-real-session` },
    { Cookie: `__Host-${COOKIE_BASE_NAMES.staff}=not-a-real-session` },
    { Authorization: `Bearer ${token}` },
  ];
  for (const headers of personal) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path, { headers: onSite(host, headers) });
      expect(res.status(), JSON.stringify(headers)).toBe(200);
      expect(res.headers()["x-page-cache"], JSON.stringify(headers)).toBe("BYPASS");
    }
  }
  // Nothing the personal requests got was stored: the first anonymous visitor renders it.
  expect((await request.get(path, { headers: onSite(host) })).headers()["x-page-cache"]).toBe("MISS");
  await expect.poll(async () => (await request.get(path, { headers: onSite(host) })).headers()["x-page-cache"]).toBe("HIT");
  // And a stored page is not handed to a personal request either.
  for (const headers of personal) expect((await request.get(path, { headers: onSite(host, headers) })).headers()["x-page-cache"]).toBe("BYPASS");
});

test("a visitor in a location without a copy gets the page another location rendered, from the pages' store, hydrated; personal requests never get it", async ({
  page,
  request,
  baseURL,
}) => {
  const host = siteHost(baseURL);
  const path = await freshPage(request, host, 1);
  const first = await request.get(path, { headers: onSite(host) });
  expect(first.headers()["x-page-cache"]).toBe("MISS");
  const rendered = await first.text();
  // Kept after the response (and not within 10 s of a content change): a ceiling, not a speed check.
  await expect.poll(async () => (await fromAnotherLocation(request, host, path)).headers()["x-page-cache"], { timeout: 30_000 }).toBe("STORE");
  const stored = await fromAnotherLocation(request, host, path);
  expect(stored.headers()["x-page-cache"]).toBe("STORE");
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  expect(withoutNonces(await stored.text())).toBe(withoutNonces(rendered));
  // In the browser: the scripts run under the response's own nonce, and the page hydrates.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  await forgetCopies(request, host, [path]);
  const visit = await page.goto(`http://${host}${path}`);
  expect(visit?.headers()["x-page-cache"]).toBe("STORE");
  await expect(page.locator('header button[aria-haspopup="dialog"]').first()).toBeAttached();
  expect(refused).toEqual([]);
  // A session cookie or a staff token is never answered from the store.
  const token = await mintStaffToken(ADMIN.email);
  const personal: Array<Record<string, string>> = [{ Cookie: `__Host-${COOKIE_BASE_NAMES.staff}=not-a-real-session` }, { Authorization: `Bearer ${token}` }];
  for (const headers of personal) {
    expect((await fromAnotherLocation(request, host, path, headers)).headers()["x-page-cache"], JSON.stringify(headers)).toBe("BYPASS");
  }
});

test("a post published through the API shows at once on /news, the feed and sitemap.xml, which the shared cache kept", async ({ request, baseURL }) => {
  // Published under SITE: the change purges the copies of the site it was made on.
  const host = siteHost(baseURL);
  const get = (path: string) => request.get(path, { headers: onSite(host) });
  for (const path of ["/news", "/news/rss.xml", "/sitemap.xml"]) await get(path);
  await expect.poll(async () => (await get("/news")).headers()["x-page-cache"]).toBe("HIT");
  // Every location's store has it too.
  await expect.poll(async () => (await fromAnotherLocation(request, host, "/news")).headers()["x-page-cache"], { timeout: 30_000 }).toBe("STORE");
  const title = unique("Edge cache post");
  const categories = (await (await request.get("/api/blogs/category")).json()) as { categories: { id: string }[] };
  const created = await request.post("/api/blogs/add-blog", {
    headers: onSite(host, { Authorization: `Bearer ${await mintStaffToken(ADMIN.email)}` }),
    data: {
      title,
      summary: "Published while /news was in the shared cache.",
      body: "Shown at once.",
      categoryId: categories.categories[0]!.id,
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const news = await get("/news");
  expect(news.headers()["x-page-cache"]).toBe("MISS");
  expect(await news.text()).toContain(title);
  // …and in a location that kept no copy: the store's copy went at once too.
  const elsewhere = await fromAnotherLocation(request, host, "/news");
  expect(elsewhere.headers()["x-page-cache"]).toBe("MISS");
  expect(await elsewhere.text()).toContain(title);
  expect(await (await get("/news/rss.xml")).text()).toContain(`/news/${slug}`);
  expect(await (await get("/sitemap.xml")).text()).toContain(`/news/${slug}`);
  // Deleted: gone at once too.
  const post = (await created.json()) as { id: string };
  const deleted = await request.delete(`/api/blogs/delete/${post.id}`, {
    headers: onSite(host, { Authorization: `Bearer ${await mintStaffToken(ADMIN.email)}` }),
  });
  expect(deleted.status()).toBe(200);
  expect(await (await get("/news")).text()).not.toContain(title);
});

test("after a deploy, warm:pages renders every public page once: a visitor anywhere then gets each from the store", async ({ request, baseURL }) => {
  // A site name of its own: a store no other test (or retry of this one) has filled.
  const host = `warm-${Date.now()}.localhost:${new URL(baseURL!).port}`;
  const results = await warmPages(async (path: string, { text = false }: { text?: boolean } = {}) => {
    const res = await request.get(path, { headers: onSite(host), maxRedirects: 0 });
    return { status: res.status(), cache: res.headers()["x-page-cache"] ?? null, ...(text ? { text: await res.text() } : {}) };
  });
  const paths = results.map((r) => r.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/banking",
      "/news",
      "/sitemap",
      "/sitemap.xml",
      "/news/rss.xml",
      "/sitemap-index.xml",
      "/es/sitemap.xml",
      "/es/",
      "/ar/banking",
    ]),
  );
  expect(paths.length).toBeGreaterThan(80);
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  // Nothing asked for them before: every page was rendered by the warm-up.
  expect(results.filter((r) => r.cache !== null && r.cache !== "MISS")).toEqual([]);
  // Kept after each response: a ceiling, not a speed check. Then a location without a copy gets it
  // from the store. Sampled among the pages (X-Page-Cache is an HTML response's header; results
  // come in the order they finished, so an XML path can stand anywhere).
  const pages = results.filter((r) => r.cache === "MISS").map((r) => r.path);
  for (const path of [pages[0]!, pages[Math.floor(pages.length / 2)]!, pages.at(-1)!]) {
    await expect.poll(async () => (await fromAnotherLocation(request, host, path)).headers()["x-page-cache"], { message: path, timeout: 30_000 }).toBe("STORE");
  }
});

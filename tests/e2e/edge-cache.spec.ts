import { type APIRequestContext, expect, test } from "./support/appTest";
import { ADMIN, mintStaffToken, unique } from "./support/staff";
import { COOKIE_BASE_NAMES } from "../../app/lib/auth/sessionCookieNames";

/**
 * The shared edge cache (issue 31 point 3, decision record 0027), on local workerd's Cache API:
 * personal requests never read or fill it, and a content change made by staff is visible at once
 * in the location that made it. (Nonces, ETags and 304s of kept pages: caching.spec.ts.)
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.9.31" } });

/** A public product page no other spec asks for: the last product /sitemap lists. */
async function untouchedPage(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/sitemap")).text();
  const links = [...html.matchAll(/href="(\/[a-z_]+\/[a-z0-9-]+)"/g)].map(([, href]) => href!);
  expect(links.length).toBeGreaterThan(10);
  return links[links.length - 1]!;
}

test("a request with a staff session cookie or a staff token neither reads nor fills the shared cache", async ({ request }) => {
  const path = await untouchedPage(request);
  const token = await mintStaffToken(ADMIN.email);
  const personal: Array<Record<string, string>> = [
    { Cookie: `${COOKIE_BASE_NAMES.staff}=not-a-real-session` },
    { Cookie: `__Host-${COOKIE_BASE_NAMES.staff}=not-a-real-session` },
    { Authorization: `Bearer ${token}` },
  ];
  for (const headers of personal) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path, { headers });
      expect(res.status(), JSON.stringify(headers)).toBe(200);
      expect(res.headers()["x-page-cache"], JSON.stringify(headers)).toBe("BYPASS");
    }
  }
  // Nothing the personal requests got was stored: the first anonymous visitor renders it.
  expect((await request.get(path)).headers()["x-page-cache"]).toBe("MISS");
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("HIT");
  // And a stored page is not handed to a personal request either.
  for (const headers of personal) expect((await request.get(path, { headers })).headers()["x-page-cache"]).toBe("BYPASS");
});

test("a post published through the API shows at once on /news, the feed and sitemap.xml, which the shared cache kept", async ({ request }) => {
  for (const path of ["/news", "/news/rss.xml", "/sitemap.xml"]) await request.get(path);
  await expect.poll(async () => (await request.get("/news")).headers()["x-page-cache"]).toBe("HIT");
  const title = unique("Edge cache post");
  const categories = (await (await request.get("/api/blogs/category")).json()) as { categories: { id: string }[] };
  const created = await request.post("/api/blogs/add-blog", {
    headers: { Authorization: `Bearer ${await mintStaffToken(ADMIN.email)}` },
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
  const news = await request.get("/news");
  expect(news.headers()["x-page-cache"]).toBe("MISS");
  expect(await news.text()).toContain(title);
  expect(await (await request.get("/news/rss.xml")).text()).toContain(`/news/${slug}`);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/news/${slug}`);
  // Deleted: gone at once too.
  const post = (await created.json()) as { id: string };
  const deleted = await request.delete(`/api/blogs/delete/${post.id}`, { headers: { Authorization: `Bearer ${await mintStaffToken(ADMIN.email)}` } });
  expect(deleted.status()).toBe(200);
  expect(await (await request.get("/news")).text()).not.toContain(title);
});

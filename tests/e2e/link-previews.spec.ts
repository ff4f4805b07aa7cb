import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "./support/appTest";
import { GROUP_PAGES, groupSlug } from "../../app/catalogue/groups";
import { PRODUCT_ENTRIES } from "../../app/catalogue/products";
import { adminToken, unique } from "./support/staff";

/**
 * every product, group and news post names a link-preview picture (og:image,
 * twitter:card summary_large_image). Products and groups get a 1200 × 630 PNG the build drew
 * from their own screen (scripts/og-images.ts); a post its own picture, else the site's card.
 * The pages name absolute URLs on the configured SITE_URL; the test fetches their paths from
 * the e2e server.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.6" } });

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** og:image and twitter:card of a page, read from the server's HTML as a crawler reads it. */
async function previewTags(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const content = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"/>`).exec(html)?.[1] ?? null;
  return { image: content('property="og:image"'), card: content('name="twitter:card"') };
}

// Which card each page names (products, groups, /news, /contact, posts, home), with its text
// alternative and size, is tests/routes/linkPreviews.test.tsx's: the route's loader and meta.
// Here: the server's HTML carries the tags, and serves every card.
test("the page works without JavaScript: crawlers read the tags from the server's HTML", async ({ request }) => {
  const html = await (await request.get("/loans/loan-origination")).text();
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og\/products\/loan-origination\.png"\/>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
});

test("a news post with its own picture names that picture", async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken()}` };
  const png = readFileSync("seed/media/sample-image.png");
  const upload = await request.post("/api/uploadFiles", { headers, multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: png } } });
  expect(upload.status()).toBe(201);
  const { uploads } = (await upload.json()) as { uploads: { id: string }[] };
  const categories = (await (await request.get("/api/blogs/category")).json()) as { categories: { id: string }[] };
  const title = unique("Preview picture");
  const created = await request.post("/api/blogs/add-blog", {
    headers,
    data: { title, body: "A post with a cover.", categoryId: categories.categories[0]!.id, published: true, coverUploadId: uploads[0]!.id },
  });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };
  const tags = await previewTags(request, `/news/${slug}`);
  expect(new URL(tags.image!).pathname).toBe(`/media/uploads/${uploads[0]!.id}`);
  expect(tags.card).toBe("summary_large_image");
  const response = await request.get(new URL(tags.image!).pathname);
  expect(response.status()).toBe(200);
  expect((await response.body()).equals(png)).toBe(true);
  await request.delete(`/api/blogs/delete/${id}`, { headers });
});

test("every product and group has its picture, and the site its card: 81 distinct 1200 × 630 PNGs served with a long cache at the URLs the pages name", async ({
  request,
}) => {
  const paths = [...PRODUCT_ENTRIES.map((p) => `/og/products/${p.id}.png`), ...GROUP_PAGES.map((g) => `/og/groups/${groupSlug(g)}.png`), "/og/site.png"];
  expect(paths).toHaveLength(81);
  const seen = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/png");
    expect(response.headers()["cache-control"], path).toMatch(/max-age=604800/);
    const body = await response.body();
    expect(pngSize(body), path).toEqual({ width: 1200, height: 630 });
    seen.add(body.toString("base64"));
  }
  expect(seen.size).toBe(81);
});

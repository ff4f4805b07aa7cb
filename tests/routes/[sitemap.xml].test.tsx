import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/[sitemap.xml]";
import { PRODUCTS, productPath } from "../../app/catalogue";
import { blogPost, publishedPost, publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const open = () => load(route.loader, "http://localhost/sitemap.xml", context);
const paths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

// app/routes/[sitemap.xml].ts: the catalogue's pages, the published posts and the public stories.
describe("/sitemap.xml", () => {
  it("lists home, the group pages, every product page, the site's other pages, and the published posts and stories (never a draft)", async () => {
    const post = await publishedPost(env);
    const draft = await blogPost(env);
    const shown = await publishedStory(env);
    const hidden = await story(env);
    const file = await open();
    expect(file.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const all = paths(file.text!);
    expect(all).toContain(`/news/${post.slug}`);
    expect(all).toContain(`/customers/${shown.slug}`);
    expect(all).not.toContain(`/news/${draft.slug}`);
    expect(all).not.toContain(`/customers/${hidden.slug}`);
    const pages = all.filter((path) => !path.startsWith("/news/") && !path.startsWith("/customers/"));
    expect(pages).toEqual([
      "/",
      "/banking",
      "/central-banking",
      "/investment",
      "/trust",
      "/accounting",
      "/module-options",
      ...PRODUCTS.map(productPath),
      "/sitemap",
      "/news",
      "/customers",
      "/trust-centre",
      "/company",
    ]);
  });

  it("is cached like the news pages, its ETag following the posts and the stories", async () => {
    const before = await open();
    expect(before.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = before.headers.get("ETag");
    expect(etag).toBeTruthy();
    await publishedStory(env);
    const afterStory = (await open()).headers.get("ETag");
    expect(afterStory).not.toBe(etag);
    await publishedPost(env);
    expect((await open()).headers.get("ETag")).not.toBe(afterStory);
  });
});

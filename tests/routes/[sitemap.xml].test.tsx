import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/[sitemap.xml]";
import * as sitemapIndex from "../../app/routes/[sitemap-index.xml]";
import { PRODUCTS, productPath } from "../../app/catalogue";
import { blogPost, publishedPost, publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const open = (path = "/sitemap.xml") => load(route.loader, `http://localhost${path}`, context);
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

describe("a sitemap per language (decision record 0049)", () => {
  it("lists each page's copy in its language, each naming every copy (itself included) and x-default English", async () => {
    const post = await publishedPost(env);
    const spanish = await open("/es/sitemap.xml");
    expect(spanish.status).toBe(200);
    const all = paths(spanish.text!);
    expect(all).toContain("/es/");
    expect(all).toContain("/es/banking");
    expect(all).toContain(`/es/news/${post.slug}`);
    expect(all.every((path) => path.startsWith("/es/"))).toBe(true);
    const entry = spanish.text!.split("\n").find((line) => line.includes("/es/loans/loan-origination</loc>"));
    expect(entry).toBeDefined();
    const links = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]);
    expect(links).toEqual([
      ["en", "/loans/loan-origination"],
      ["es", "/es/loans/loan-origination"],
      ["fr", "/fr/loans/loan-origination"],
      ["pt", "/pt/loans/loan-origination"],
      ["ar", "/ar/loans/loan-origination"],
      ["x-default", "/loans/loan-origination"],
    ]);
  });

  it("is named by the sitemap index, with the English one", async () => {
    const index = await load(sitemapIndex.loader, "http://localhost/sitemap-index.xml", context);
    expect(index.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(paths(index.text!)).toEqual(["/sitemap.xml", "/es/sitemap.xml", "/fr/sitemap.xml", "/pt/sitemap.xml", "/ar/sitemap.xml"]);
  });
});

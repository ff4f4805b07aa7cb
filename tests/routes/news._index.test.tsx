import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/news._index";
import { blogPost, publishedPost } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type NewsIndex = {
  posts: { title: string; slug: string }[];
  total: number;
  category: { name: string; slug: string } | null;
  categories: { slug: string; count: number }[];
};
const open = (query: string) => load<NewsIndex>(route.loader, `http://localhost/news${query}`, context);

// app/routes/news._index.tsx: the published posts, newest first, filtered by category.
describe("/news", () => {
  it("lists a published post in its category's page, with the category named and counted; a draft is in none", async () => {
    const post = await publishedPost(env);
    const draft = await blogPost(env);
    const page = await open(`?category=${post.category.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.category).toEqual({ name: post.category.name, slug: post.category.slug });
    expect(page.body.posts.map((p) => p.slug)).toEqual([post.slug]);
    expect(page.body.categories).toContainEqual(expect.objectContaining({ slug: post.category.slug, count: 1 }));
    const all = await open("");
    expect(all.body.posts.map((p) => p.slug)).toContain(post.slug);
    expect(all.body.posts.map((p) => p.slug)).not.toContain(draft.slug);
    // A category with only drafts is not offered.
    expect(all.body.categories.map((c) => c.slug)).not.toContain(draft.category.slug);
  });

  it("is cached at the edge with an ETag that follows the posts", async () => {
    await publishedPost(env);
    const before = await open("");
    expect(before.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    const etag = before.headers.get("ETag");
    expect(etag).toBeTruthy();
    await publishedPost(env);
    expect((await open("")).headers.get("ETag")).not.toBe(etag);
  });

  it("names the site's card as its link preview (decision record 0048)", async () => {
    const { preview } = (await open("")).body as NewsIndex & { preview: { property?: string; content?: string }[] };
    expect(preview).toContainEqual({ property: "og:image", content: `${env.SITE_URL.replace(/\/+$/, "")}/og/site.png` });
  });

  it("answers 404 for an unknown category, a page past the last, and a query it cannot read", async () => {
    const post = await publishedPost(env);
    for (const query of ["?category=no-such-category", `?category=${post.category.slug}&page=2`, "?page=abc"]) {
      expect((await open(query)).status, query).toBe(404);
    }
  });

  it("says its own words in the page's language, links within it, and says the posts are in English", async () => {
    const post = await publishedPost(env);
    type Words = NewsIndex & { words: Record<string, string>; englishNotice: string | null; newsPath: string };
    const spanish = await load<Words>(route.loader, `http://localhost/es/news?category=${post.category.slug}`, context);
    expect(spanish.status).toBe(200);
    expect(spanish.body.words).toMatchObject({ "news.title": "Noticias", "news.all": "Todas", "pager.status": "Página {page} de {pages}" });
    expect(spanish.body.newsPath).toBe("/es/news");
    expect(spanish.body.englishNotice).toBe("Esta parte de la página está en inglés.");
    const arabic = await load<Words>(route.loader, "http://localhost/ar/news", context);
    expect(arabic.body.words["news.none"]).toBe("لا توجد أخبار بعد. يُرجى العودة قريبًا.");
    const english = await load<Words>(route.loader, "http://localhost/news", context);
    expect([english.body.words["news.title"], english.body.englishNotice, english.body.newsPath]).toEqual(["News", null, "/news"]);
  });
});

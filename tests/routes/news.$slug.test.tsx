import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/news.$slug";
import { testNow } from "../support/testClock";
import { blogPost, publishedPost, upload } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
type NewsPost = { post: { title: string; html: string; description: string }; structuredData: string; preview: { property?: string; content?: string }[] };
const open = (slug: string) => load<NewsPost>(route.loader, `http://localhost/news/${slug}`, context, { params: { slug } });

// app/routes/news.$slug.tsx: one published post, its Markdown rendered and sanitized on the server.
describe("/news/:slug", () => {
  it("renders a published post's Markdown, with its Article JSON-LD and the site's picture when it has none", async () => {
    const post = await publishedPost(env, { body_md: "Some **bold** words.\n\n- one\n- two" });
    const page = await open(post.slug);
    expect(page.status).toBe(200);
    expect(page.body.post.html).toContain("<strong>bold</strong>");
    expect(page.body.post.html).toContain("<li>one</li>");
    expect(JSON.parse(page.body.structuredData)).toMatchObject({ "@type": "Article", headline: post.title });
    expect(page.body.preview).toContainEqual(expect.objectContaining({ property: "og:image" }));
    expect(page.headers.get("ETag")).toBeTruthy();
  });

  it("names its own cover as the preview when it is a PNG or JPEG, and the site's card for a WebP one (decision record 0048)", async () => {
    const ogImage = (page: { body: NewsPost }) => new URL(page.body.preview.find((t) => t.property === "og:image")!.content!).pathname;
    const png = await upload(env);
    const webp = await upload(env);
    await env.DB.prepare("UPDATE uploads SET content_type = 'image/webp' WHERE id = ?1").bind(webp.id).run();
    for (const [cover, expected] of [
      [png.id, `/media/uploads/${png.id}`],
      [webp.id, "/og/site.png"],
    ]) {
      const post = await publishedPost(env);
      await env.DB.prepare("UPDATE blog_posts SET cover_upload_id = ?2 WHERE id = ?1").bind(post.id, cover).run();
      expect(ogImage(await open(post.slug)), cover).toBe(expected);
    }
  });

  it("shows an XSS payload in a post's body as inert text", async () => {
    const post = await publishedPost(env, { body_md: 'Hello <script>alert("x")</script> <img src=x onerror="alert(1)"> [link](javascript:alert(1))' });
    const { html } = (await open(post.slug)).body.post;
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert"); // shown as the words it is
  });

  it("is a real 404 for a draft, a post scheduled for later, and an unknown slug", async () => {
    const draft = await blogPost(env);
    const scheduled = await publishedPost(env, {}, new Date(testNow().getTime() + 86_400_000));
    for (const slug of [draft.slug, scheduled.slug, "no-such-post"]) expect((await open(slug)).status, slug).toBe(404);
  });
});

describe("/es/news/:slug and /ar/news/:slug", () => {
  it("say the page's own words in its language, its date through Intl, its links within it", async () => {
    // A fixed day long past, so the test clock never finds it scheduled for later.
    const post = await publishedPost(env, {}, new Date("2020-03-04T10:00:00.000Z"));
    const spanish = renderRoute(route, { path: "/es/news/:slug", url: `/es/news/${post.slug}`, context });
    expect(await spanish.findByRole("link", { name: "← Todas las noticias" })).toBeTruthy();
    expect(spanish.getByRole("link", { name: "← Todas las noticias" }).getAttribute("href")).toBe("/es/news");
    expect(spanish.container.querySelector("time")?.textContent).toBe("4 de marzo de 2020");
    expect(spanish.getByText("Este artículo está en inglés.")).toBeTruthy();
    spanish.unmount();

    const arabic = renderRoute(route, { path: "/ar/news/:slug", url: `/ar/news/${post.slug}`, context });
    expect(await arabic.findByRole("link", { name: "→ كل الأخبار" })).toBeTruthy();
    expect(arabic.container.querySelector("time")?.textContent).toBe("4 مارس 2020");
    arabic.unmount();
  });
});

import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/news.rss[.]xml";
import { blogPost, publishedPost } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();

// app/routes/news.rss[.]xml.ts: the newest published posts as RSS 2.0.
describe("/news/rss.xml", () => {
  it("is RSS 2.0 with the published posts (never a draft), cached like the news pages", async () => {
    const post = await publishedPost(env);
    const draft = await blogPost(env);
    const feed = await load(route.loader, "http://localhost/news/rss.xml", context);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(feed.headers.get("ETag")).toBeTruthy();
    expect(feed.text).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2\.0"/);
    expect(feed.text).toContain(`<title>${post.title}</title>`);
    expect(feed.text).toContain(`/news/${post.slug}</link>`);
    expect(feed.text).not.toContain(draft.title);
    expect(feed.text?.match(/<item>/g)?.length ?? 0).toBeLessThanOrEqual(20);
  });
});

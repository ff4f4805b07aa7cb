import { describe, expect, it } from "vitest";
import { pictureMarkdown } from "~/lib/blog/pictures";
import { postStatus } from "~/lib/blog/postStatus";
import { newPostSchema, postChangesSchema } from "~/lib/blog/schemas";
import { picturesWithoutAlt, renderMarkdown } from "~/server/blog/markdown.server";
import { NEWS_CACHE, newsCacheControl } from "~/server/blog/newsCache.server";

// scheduled publishing, pictures with required alt text, the description field.
const base = { title: "T", body: "B", categoryId: "00000000-0000-4000-8000-000000000003" };

describe("publish time", () => {
  it("reads the editor's datetime-local as UTC and an ISO instant as given", () => {
    expect(newPostSchema.parse({ ...base, published: "on", publishAt: "2026-11-24T09:05" }).publishAt).toBe("2026-11-24T09:05:00.000Z");
    expect(newPostSchema.parse({ ...base, published: true, publishAt: "2026-11-24T10:05:00+01:00" }).publishAt).toBe("2026-11-24T09:05:00.000Z");
    expect(newPostSchema.parse({ ...base, publishAt: "" }).publishAt).toBeNull();
  });
  it.each(["2026-02-30T09:00", "2026-11-24T24:00", "2026-11-24 09:00x", "tomorrow", "1999-12-31T23:59", "0000-01-01T00:00"])("refuses %s", (v) => {
    expect(newPostSchema.safeParse({ ...base, published: true, publishAt: v }).success).toBe(false);
  });
  it("refuses a publish time on a post that is not published, with a reason on the field", () => {
    const r = newPostSchema.safeParse({ ...base, published: false, publishAt: "2026-11-24T09:05" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["publishAt"], message: expect.stringContaining("Tick Published") });
    expect(postChangesSchema.safeParse({ published: false, publishAt: "2026-11-24T09:05" }).success).toBe(false);
  });
  it("says Choose a category for a blank category (not 'not valid')", () => {
    const r = newPostSchema.safeParse({ ...base, categoryId: "" });
    expect(r.error?.issues[0]?.message).toBe("Choose a category");
  });
  it("tells draft, scheduled and published apart at a given time", () => {
    const now = "2026-11-24T09:00:00.000Z";
    expect(postStatus({ published: false, publishedAt: null }, now)).toBe("draft");
    expect(postStatus({ published: true, publishedAt: "2026-11-24T09:01:00.000Z" }, now)).toBe("scheduled");
    expect(postStatus({ published: true, publishedAt: now }, now)).toBe("published");
  });
});

describe("news caching around a scheduled post", () => {
  const now = "2026-11-24T09:00:00.000Z";
  it("keeps the usual policy with nothing due within the edge's five minutes", () => {
    expect(newsCacheControl(now, null)).toBe(NEWS_CACHE);
    expect(newsCacheControl(now, "2026-11-24T09:05:00.000Z")).toBe(NEWS_CACHE);
  });
  it("lets no copy outlive the next scheduled post, and serves none stale", () => {
    expect(newsCacheControl(now, "2026-11-24T09:01:00.000Z")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=0");
    expect(newsCacheControl(now, "2026-11-24T09:00:20.500Z")).toBe("public, max-age=20, s-maxage=20, stale-while-revalidate=0");
  });
});

describe("pictures in posts", () => {
  const id = "11111111-1111-4111-8111-111111111111";
  it("makes the Markdown of an upload with its text alternative, escaped", () => {
    expect(pictureMarkdown(id, "  Chart [2026]\n of deposits ")).toEqual({ ok: true, text: `\n\n![Chart \\[2026\\] of deposits](/media/uploads/${id})\n\n` });
    const html = renderMarkdown((pictureMarkdown(id, "Chart [2026]") as { text: string }).text);
    expect(html).toContain(`<img src="/media/uploads/${id}" alt="Chart [2026]"`);
  });
  it("requires the text alternative and a picture from the list", () => {
    expect(pictureMarkdown(id, "   ")).toMatchObject({ ok: false, path: "pictureAlt" });
    expect(pictureMarkdown("../x", "A chart")).toMatchObject({ ok: false, path: "pictureUploadId" });
  });
  it("counts pictures without alt text in a body", () => {
    expect(picturesWithoutAlt(`![](/media/uploads/${id}) and ![ ](/x.png) but ![ok](/y.png)`)).toBe(2);
    expect(picturesWithoutAlt("no pictures, `![](in code)`")).toBe(0);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniqueSlugs } from "../../../app/server/platform/uniqueSlugs.server";
import { createStory } from "../../../app/server/stories/storyOperations.server";
import { createStaff } from "../auth";
import { callAs } from "../operations/atomicity";
import { story } from "../operations/storyInput";

/** The one slug rule of posts and stories (app/server/platform/uniqueSlugs.server.ts), on a real customer_stories table. */
const slugs = uniqueSlugs("customer_stories", { noun: "story", fallback: "story" });

async function storyWithSlug(slug: string) {
  const created = await createStory(callAs(await createStaff("editor")), story({ slug }));
  if (!created.ok) throw new Error(created.error);
  return created.story;
}

describe("uniqueSlugs", () => {
  it("says a slug is taken by another row, not by the row itself", async () => {
    const slug = `slug-rule-${Date.now().toString(36)}`;
    const row = await storyWithSlug(slug);
    expect(await slugs.taken(env.DB, slug)).toBe(true);
    expect(await slugs.taken(env.DB, slug, row.id)).toBe(false);
    expect(await slugs.taken(env.DB, `${slug}-free`)).toBe(false);
  });

  it("makes a free slug from the name, numbering it while another row has it, and the fallback from a name with no letters", async () => {
    const name = `Lakeside Trust ${Date.now().toString(36)}`;
    const base = name.toLowerCase().replace(/ /g, "-");
    expect(await slugs.freeFor(env.DB, name)).toBe(base);
    await storyWithSlug(base);
    expect(await slugs.freeFor(env.DB, name)).toBe(`${base}-2`);
    await storyWithSlug(`${base}-2`);
    expect(await slugs.freeFor(env.DB, name)).toBe(`${base}-3`);
    expect(await slugs.freeFor(env.DB, "—")).toMatch(/^story(-\d+)?$/);
  });

  it("gives a new row the slug asked for, null when another row has it, or one from its name", async () => {
    const slug = `asked-for-${Date.now().toString(36)}`;
    expect(await slugs.forNew(env.DB, slug, "Ignored Name")).toBe(slug);
    await storyWithSlug(slug);
    expect(await slugs.forNew(env.DB, slug, "Ignored Name")).toBeNull();
    expect(await slugs.forNew(env.DB, undefined, `From Name ${slug}`)).toBe(`from-name-${slug}`);
  });

  it("answers a clash with a 409 on the slug field, and knows the table's UNIQUE error from others", async () => {
    expect(slugs.clash()).toEqual({
      ok: false,
      status: 409,
      error: "Another story already uses this slug",
      issues: [{ path: "slug", message: "Another story already uses this slug" }],
    });
    const slug = `unique-${Date.now().toString(36)}`;
    const row = await storyWithSlug(slug);
    const error = await env.DB.prepare("UPDATE customer_stories SET slug = ?1 WHERE id != ?2 AND id = (SELECT id FROM customer_stories WHERE id != ?2 LIMIT 1)")
      .bind(slug, row.id)
      .run()
      .catch((e: unknown) => e);
    expect(slugs.isClash(error)).toBe(true);
    expect(slugs.isClash(new Error("UNIQUE constraint failed: blog_posts.slug"))).toBe(false);
    expect(uniqueSlugs("blog_posts", { noun: "post", fallback: "post" }).isClash(new Error("UNIQUE constraint failed: blog_posts.slug"))).toBe(true);
  });
});

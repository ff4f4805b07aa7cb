import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { autosaveDraft } from "../../../app/server/blog/postAutosave.server";
import { createStaff } from "../auth";
import { makeCategory, makePost } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused } from "./atomicity";

/** Issue 30 point 3 (decision record 0025): the editor's autosave keeps drafts, never publishes, never overwrites a newer version. */
const row = (id: string) =>
  env.DB.prepare("SELECT title, body_md, published, published_at, updated_at FROM blog_posts WHERE id = ?1")
    .bind(id)
    .first<{ title: string; body_md: string; published: number; published_at: string | null; updated_at: string }>();

describe("autosaveDraft", () => {
  it("creates a new post as a draft on its first save, then saves into it with the version it answered", async () => {
    const editor = await createStaff("editor");
    const { id: categoryId } = await makeCategory();
    const title = `Autosave ${crypto.randomUUID()}`;
    const first = await autosaveDraft(callAs(editor), { title, body: "", categoryId, published: "on", publishAt: "2020-01-01T00:00" });
    if (!first.ok) throw new Error(first.error);
    expect(first.created).toBe(true);
    // Fields it does not keep (a Published box, a time) are ignored: a draft stays a draft.
    expect(await row(first.id)).toMatchObject({ title, body_md: "", published: 0, published_at: null });
    const second = await autosaveDraft(callAs(editor), { id: first.id, baseUpdatedAt: first.updatedAt, title, body: "Now with words.", categoryId });
    if (!second.ok) throw new Error(second.error);
    expect(second).toMatchObject({ id: first.id, created: false });
    expect(await row(first.id)).toMatchObject({ body_md: "Now with words.", published: 0 });
    expect((await auditRows("post.autosave")).filter((r) => r.target === title)).toHaveLength(1);
    expect((await auditRows("post.create")).filter((r) => r.target === title)).toHaveLength(1);
  });

  it("refuses a stale version with 409 and the newer version's time, and changes nothing", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false, body: "Original" });
    const loaded = (await row(post.id))!.updated_at;
    const other = await autosaveDraft(callAs(editor), {
      id: post.id,
      baseUpdatedAt: loaded,
      title: post.title,
      body: "Newer, from another tab",
      categoryId: post.categoryId,
    });
    if (!other.ok) throw new Error(other.error);
    const stale = await autosaveDraft(callAs(editor), {
      id: post.id,
      baseUpdatedAt: loaded,
      title: post.title,
      body: "Older tab",
      categoryId: post.categoryId,
    });
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      error: "A newer version of this post was saved",
      issues: [{ path: "updatedAt", message: other.updatedAt }],
    });
    expect(await row(post.id)).toMatchObject({ body_md: "Newer, from another tab", updated_at: other.updatedAt });
    // No audit row for what did not happen.
    expect(await count("SELECT count(*) AS n FROM staff_audit WHERE action = 'post.autosave' AND target = ?1", post.title)).toBe(1);
  });

  it("never writes a published or scheduled post", async () => {
    const editor = await createStaff("editor");
    for (const publishedAt of [new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString()]) {
      const post = await makePost({ published: true, publishedAt, body: "Live words" });
      const before = await row(post.id);
      const result = await autosaveDraft(callAs(editor), {
        id: post.id,
        baseUpdatedAt: before!.updated_at,
        title: "Changed",
        body: "Draft words",
        categoryId: post.categoryId,
      });
      expect(result).toMatchObject({ ok: false, status: 409 });
      expect(await row(post.id)).toEqual(before);
    }
  });

  it("validates (a title, pictures with alt text), and writes nothing when its audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false, body: "Kept" });
    const base = (await row(post.id))!.updated_at;
    expect(await autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "", categoryId: post.categoryId })).toMatchObject({
      ok: false,
      status: 400,
      error: "Give the post a title: drafts are saved once they have one",
    });
    expect(
      await autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "T", body: "![](/media/uploads/x)", categoryId: post.categoryId }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    const error = await whileAuditRefused(() =>
      autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "T", body: "Lost", categoryId: post.categoryId }),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await row(post.id)).toMatchObject({ body_md: "Kept", updated_at: base });
  });
});

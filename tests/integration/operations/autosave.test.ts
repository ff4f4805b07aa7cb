import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTOSAVE_AUDIT_MINUTES, NOTHING_YET, autosaveDraft } from "../../../app/server/blog/postAutosave.server";
import { editPost, savePost } from "../../../app/server/blog/postOperations.server";
import { createStaff, type TestStaff } from "../auth";
import { makeCategory, makePost } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused } from "./atomicity";

/** Decision record 0025: the editor's autosave keeps drafts, never publishes, never overwrites a newer version. */
const row = (id: string) =>
  env.DB.prepare("SELECT title, category_id, body_md, published, published_at, updated_at FROM blog_posts WHERE id = ?1")
    .bind(id)
    .first<{ title: string; body_md: string; published: number; published_at: string | null; updated_at: string }>();
/** An autosave of `post` (its title and category as they are) with new words, based on the version loaded at `baseUpdatedAt`. */
const autosaveBody = (editor: TestStaff, post: { id: string; title: string; categoryId: string }, baseUpdatedAt: string, body: string) =>
  autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt, title: post.title, body, categoryId: post.categoryId });

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

  it("stores no new draft with nothing written in it (400), but keeps a stored draft emptied by its writer", async () => {
    const editor = await createStaff("editor");
    const id = crypto.randomUUID();
    const empty = await autosaveDraft(callAs(editor), { id, title: "  ", summary: "", description: "", body: "\n" });
    expect(empty).toMatchObject({ ok: false, status: 400, error: NOTHING_YET });
    expect(await row(id)).toBeNull();
    expect(await autosaveDraft(callAs(editor), {})).toMatchObject({ ok: false, status: 400 });

    const post = await makePost({ published: false, body: "Words" });
    const emptied = await autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: (await row(post.id))!.updated_at, title: "", body: "" });
    expect(emptied).toMatchObject({ ok: true, created: false });
    expect(await row(post.id)).toMatchObject({ title: "", body_md: "", published: 0 });
  });

  it("refuses a stale version with 409 and the newer version's time, and changes nothing", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false, body: "Original" });
    const loaded = (await row(post.id))!.updated_at;
    const other = await autosaveBody(editor, post, loaded, "Newer, from another tab");
    if (!other.ok) throw new Error(other.error);
    const stale = await autosaveBody(editor, post, loaded, "Older tab");
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

  it("validates lengths, writes nothing when its audit row cannot be written, and keeps a draft with no title or a picture still without its text", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false, body: "Kept" });
    const base = (await row(post.id))!.updated_at;
    expect(await autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "x".repeat(201), categoryId: post.categoryId })).toMatchObject({
      ok: false,
      status: 400,
      error: "Title must be at most 200 characters",
    });
    const error = await whileAuditRefused(() =>
      autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "T", body: "Lost", categoryId: post.categoryId }),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await row(post.id)).toMatchObject({ body_md: "Kept", updated_at: base });
    // Words are kept from the first keystroke (migration 0031): no title, no category and a picture
    // still without its text alternative are a draft all the same (Save and publish refuse them).
    const kept = await autosaveDraft(callAs(editor), { id: post.id, baseUpdatedAt: base, title: "", body: "![](/media/uploads/x) and words" });
    expect(kept).toMatchObject({ ok: true });
    expect(await row(post.id)).toMatchObject({ title: "", category_id: null, body_md: "![](/media/uploads/x) and words", published: 0 });
  });
});

/**
 * Decision record 0025: an autosave on its way when the writer presses Save can reach
 * the server before or after the Save. In both orders the Save's words are what is stored, in
 * one post; the late autosave changes nothing and leaves no audit row.
 */
describe("an explicit Save always wins over an autosave, in either order", () => {
  const now = () => new Date().toISOString();
  const saveValues = (title: string, categoryId: string, body: string) => ({
    title,
    slug: "",
    summary: "",
    description: "",
    body,
    categoryId,
    coverUploadId: "",
    published: true,
    publishAt: "",
  });
  const postsTitled = (title: string) => count("SELECT count(*) AS n FROM blog_posts WHERE title = ?1", title);

  it("a new post: Save lands first, the page's first autosave lands after it and is refused", async () => {
    const editor = await createStaff("editor");
    const { id: categoryId } = await makeCategory();
    const title = `Race ${crypto.randomUUID()}`;
    const id = crypto.randomUUID();
    const saved = await savePost(callAs(editor), id, saveValues(title, categoryId, "The words Save sent."), { now: now() });
    if (!saved.ok) throw new Error(saved.error);
    const late = await autosaveDraft(callAs(editor), { id, baseUpdatedAt: "", title, body: "Older words the autosave carried.", categoryId });
    expect(late).toMatchObject({ ok: false, status: 409 });
    expect(await row(id)).toMatchObject({ body_md: "The words Save sent.", published: 1 });
    expect(await postsTitled(title)).toBe(1);
    expect((await auditRows("post.create")).filter((r) => r.target === title)).toHaveLength(0);
    expect((await auditRows("post.publish")).filter((r) => r.target === title)).toHaveLength(1);
  });

  it("a new post: the first autosave lands first, then Save writes the same post with its words", async () => {
    const editor = await createStaff("editor");
    const { id: categoryId } = await makeCategory();
    const title = `Race ${crypto.randomUUID()}`;
    const id = crypto.randomUUID();
    const early = await autosaveDraft(callAs(editor), { id, baseUpdatedAt: "", title, body: "Autosaved words.", categoryId });
    expect(early).toMatchObject({ ok: true, id, created: true });
    const saved = await savePost(callAs(editor), id, saveValues(title, categoryId, "The words Save sent."), { now: now() });
    expect(saved).toMatchObject({ ok: true, post: { id } });
    expect(await row(id)).toMatchObject({ body_md: "The words Save sent.", published: 1 });
    expect(await postsTitled(title)).toBe(1);
  });

  it("a stored draft: an autosave based on the version before the Save is refused after it", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false, body: "Loaded" });
    const loaded = (await row(post.id))!.updated_at;
    const saved = await editPost(
      callAs(editor),
      post.id,
      { ...saveValues(post.title, post.categoryId, "Saved with the button."), published: false },
      { now: now() },
    );
    if (!saved.ok) throw new Error(saved.error);
    const late = await autosaveBody(editor, post, loaded, "In flight.");
    expect(late).toMatchObject({ ok: false, status: 409, issues: [{ path: "updatedAt" }] });
    expect(await row(post.id)).toMatchObject({ body_md: "Saved with the button.", published: 0 });
    expect(await count("SELECT count(*) AS n FROM staff_audit WHERE action = 'post.autosave' AND detail = ?1", post.id)).toBe(0);
  });
});

/** Decision record 0025: one post.autosave row per stretch of writing, per post and person. */
describe("autosave's audit rows", () => {
  const autosaveRows = (id: string) => count("SELECT count(*) AS n FROM staff_audit WHERE action = 'post.autosave' AND detail = ?1", id);

  it("writes one row for many autosaves in a stretch, one per person, and a new one after AUTOSAVE_AUDIT_MINUTES", async () => {
    const [editor, colleague] = [await createStaff("editor"), await createStaff("editor")];
    const post = await makePost({ published: false, body: "Start" });
    let base = (await row(post.id))!.updated_at;
    const autosave = async (who: typeof editor, body: string) => {
      const r = await autosaveDraft(callAs(who), { id: post.id, baseUpdatedAt: base, title: post.title, body, categoryId: post.categoryId });
      if (!r.ok) throw new Error(r.error);
      base = r.updatedAt;
    };
    for (let i = 1; i <= 5; i++) await autosave(editor, `Draft ${i}`);
    expect(await autosaveRows(post.id)).toBe(1);
    expect(await row(post.id)).toMatchObject({ body_md: "Draft 5" });
    // Someone else writing in the same post: their own row.
    await autosave(colleague, "A colleague's words");
    await autosave(colleague, "A colleague's words, more");
    expect(await autosaveRows(post.id)).toBe(2);

    // The editor's last row is older than the window (the log is append-only: a row written as if
    // AUTOSAVE_AUDIT_MINUTES + 1 minutes ago stands for it): the next autosave starts a new stretch.
    const editorPost = await makePost({ published: false, body: "Later" });
    base = (await row(editorPost.id))!.updated_at;
    await env.DB.prepare(
      `INSERT INTO staff_audit (at, actor_id, actor_email, action, target, detail)
       VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?3), ?1, ?2, 'post.autosave', 'Earlier stretch', ?4)`,
    )
      .bind(editor.id, editor.email, `-${AUTOSAVE_AUDIT_MINUTES + 1} minutes`, editorPost.id)
      .run();
    for (const body of ["Back again", "Back again, more"]) {
      const r = await autosaveBody(editor, editorPost, base, body);
      if (!r.ok) throw new Error(r.error);
      base = r.updatedAt;
    }
    expect(await autosaveRows(editorPost.id)).toBe(2);
  });
});

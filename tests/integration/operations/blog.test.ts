import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCategory, deleteCategory, updateCategory } from "../../../app/server/blog/categories.server";
import { createPost, deletePost, editPost, setPostPublished } from "../../../app/server/blog/postOperations.server";
import { createStaff } from "../auth";
import { makeCategory, makePost, uniqueSlug } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

const now = () => new Date().toISOString();
const later = () => new Date(Date.now() + 86_400_000).toISOString();
const postRow = (id: string) => env.DB.prepare("SELECT title, published, published_at FROM blog_posts WHERE id = ?1").bind(id).first();

describe("posts: the post and its audit row land together or not at all", () => {
  it("names each change by what it did to the post's publication", async () => {
    const editor = await createStaff("editor");
    const { id: categoryId } = await makeCategory();
    const title = uniqueSlug("Audited");
    const created = await createPost(callAs(editor), { title, body: "Body", categoryId, published: false }, { now: now() });
    if (!created.ok) throw new Error(created.error);
    const id = created.post.id;
    expect(await editPost(callAs(editor), id, { summary: "New summary" }, { now: now() })).toMatchObject({ ok: true });
    expect(await editPost(callAs(editor), id, { published: true, publishAt: later() }, { now: now() })).toMatchObject({ ok: true });
    expect(await setPostPublished(callAs(editor), { id, published: true }, { now: now() })).toMatchObject({ ok: true });
    expect(await setPostPublished(callAs(editor), { id, published: false }, { now: now() })).toMatchObject({ ok: true });
    expect(await deletePost(callAs(editor), { id })).toMatchObject({ ok: true });
    await expect(title).toHaveAuditTrail(["post.create", "post.delete", "post.edit", "post.publish", "post.schedule", "post.unpublish"]);
  });

  it("creates no post when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const { id: categoryId } = await makeCategory();
    const title = uniqueSlug("Never");
    const error = await whileAuditRefused(() => createPost(callAs(editor), { title, body: "Body", categoryId, published: true }, { now: now() }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE title = ?1", title)).toBe(0);
  });

  it("changes, publishes and deletes nothing when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false });
    const before = await postRow(post.id);
    for (const run of [
      () => editPost(callAs(editor), post.id, { title: "Changed" }, { now: now() }),
      () => setPostPublished(callAs(editor), { id: post.id, published: true }, { now: now() }),
      () => deletePost(callAs(editor), { id: post.id }),
    ]) {
      expect(String(await whileAuditRefused(run))).toMatch(/refused by the test/);
      expect(await postRow(post.id)).toEqual(before);
    }
  });

  it("writes no audit row when the post cannot be written", async () => {
    const editor = await createStaff("editor");
    const post = await makePost({ published: false });
    const error = await whileRefused("blog_posts", "UPDATE", () => setPostPublished(callAs(editor), { id: post.id, published: true }, { now: now() }));
    expect(String(error)).toMatch(/refused by the test/);
    await expect(post.title).toHaveAuditTrail([]);
  });
});

describe("categories: the category and its audit row land together or not at all", () => {
  it("records create, rename and delete (with the posts moved)", async () => {
    const editor = await createStaff("editor");
    const name = uniqueSlug("Audited category");
    const created = await createCategory(callAs(editor), { name });
    if (!created.ok) throw new Error(created.error);
    const renamed = `${name} renamed`;
    expect(await updateCategory(callAs(editor), created.category.id, { name: renamed })).toMatchObject({ ok: true });
    const other = await makeCategory();
    const post = await makePost({ categoryId: created.category.id });
    expect(await deleteCategory(callAs(editor), { id: created.category.id, moveTo: other.id })).toMatchObject({ ok: true, moved: 1 });
    expect((await auditRows("category.create")).filter((r) => r.target === name)).toHaveLength(1);
    expect((await auditRows("category.edit")).filter((r) => r.target === renamed)).toHaveLength(1);
    expect((await auditRows("category.delete")).filter((r) => r.target === renamed)).toEqual([
      expect.objectContaining({ detail: `posts moved to ${other.id}`, actor_id: editor.id }),
    ]);
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE id = ?1 AND category_id = ?2", post.id, other.id)).toBe(1);
  });

  it("creates, renames, moves and deletes nothing when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const name = uniqueSlug("Refused category");
    expect(String(await whileAuditRefused(() => createCategory(callAs(editor), { name })))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM blog_categories WHERE name = ?1", name)).toBe(0);

    const category = await makeCategory();
    const other = await makeCategory();
    const post = await makePost({ categoryId: category.id });
    expect(String(await whileAuditRefused(() => updateCategory(callAs(editor), category.id, { name: `${name} 2` })))).toMatch(/refused by the test/);
    expect(String(await whileAuditRefused(() => deleteCategory(callAs(editor), { id: category.id, moveTo: other.id })))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM blog_categories WHERE id = ?1 AND name = ?2", category.id, category.name)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM blog_posts WHERE id = ?1 AND category_id = ?2", post.id, category.id)).toBe(1);
  });

  it("writes no audit row when the delete cannot run", async () => {
    const editor = await createStaff("editor");
    const category = await makeCategory();
    const error = await whileRefused("blog_categories", "DELETE", () => deleteCategory(callAs(editor), { id: category.id }));
    expect(String(error)).toMatch(/refused by the test/);
    expect((await auditRows("category.delete")).filter((r) => r.target === category.name)).toEqual([]);
  });
});

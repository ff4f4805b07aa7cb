import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createStaff, json, mintToken, signedInHeaders } from "../auth";
import { api, client } from "../helpers";
import { makeCategory, makePost, makeUpload } from "./fixtures";

let editor: Record<string, string>;
let editorId: string;

beforeAll(async () => {
  const user = await createStaff("editor", { name: "Erin Editor" });
  editorId = user.id;
  editor = bearer((await mintToken(user.id, "staff")).token);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
const body = async (res: { json(): Promise<unknown> }) => res.json() as Promise<Record<string, any>>;

describe("POST /api/blogs/add-blog", () => {
  it("creates a post with a slug made from the title, authored by the caller", async () => {
    const category = await makeCategory();
    const res = await client().api.blogs["add-blog"].$post(
      { json: { title: "Rates & Résumés: Q3 update", summary: "S", body: "# Hi", categoryId: category.id } },
      { headers: editor },
    );
    expect(res.status).toBe(201);
    const post = await body(res);
    expect(post).toMatchObject({
      slug: "rates-and-resumes-q3-update",
      published: false,
      publishedAt: null,
      author: { id: editorId, name: "Erin Editor" },
      category: { id: category.id },
    });
  });

  it("numbers a repeated title's slug and refuses a slug given twice (409)", async () => {
    const category = await makeCategory();
    const first = await body(
      await client().api.blogs["add-blog"].$post({ json: { title: "Same title", body: "x", categoryId: category.id } }, { headers: editor }),
    );
    const second = await body(
      await client().api.blogs["add-blog"].$post({ json: { title: "Same title", body: "x", categoryId: category.id } }, { headers: editor }),
    );
    expect(second.slug).toBe(`${first.slug}-2`);
    const clash = await client().api.blogs["add-blog"].$post(
      { json: { title: "Other", slug: first.slug, body: "x", categoryId: category.id } },
      { headers: editor },
    );
    expect(clash.status).toBe(409);
    expect(await body(clash)).toMatchObject({ error: "Another post already uses this slug", issues: [{ path: "slug" }] });
  });

  it("stamps published_at when created published", async () => {
    const category = await makeCategory();
    const post = await body(
      await client().api.blogs["add-blog"].$post({ json: { title: "Live now", body: "x", categoryId: category.id, published: true } }, { headers: editor }),
    );
    expect(post.published).toBe(true);
    expect(Date.parse(post.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [{}, ["title", "body", "categoryId"]],
    [{ title: " ", body: "x", categoryId: crypto.randomUUID() }, ["title"]],
    [{ title: "t", body: "   ", categoryId: crypto.randomUUID() }, ["body"]],
    [{ title: "t", body: "x", categoryId: "not-a-uuid" }, ["categoryId"]],
    [{ title: "t", body: "x", categoryId: crypto.randomUUID(), slug: "Bad Slug!" }, ["slug"]],
    [{ title: "x".repeat(201), body: "x", categoryId: crypto.randomUUID() }, ["title"]],
    [{ title: "t", body: "x".repeat(100_001), categoryId: crypto.randomUUID() }, ["body"]],
    [{ title: "t", body: "x", summary: "s".repeat(501), categoryId: crypto.randomUUID() }, ["summary"]],
  ])("refuses %j with 400 and the fields' issues", async (input, paths) => {
    // raw: bodies the schema refuses, some without fields the typed client requires.
    const res = await api("/api/blogs/add-blog", json("POST", input, editor));
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error).toBe("Please provide required values");
    expect(b.issues.map((i: { path: string }) => i.path).sort()).toEqual([...paths].sort());
  });

  it("refuses an unknown category, a missing cover and a cover that is not an image", async () => {
    const category = await makeCategory();
    const unknown = await client().api.blogs["add-blog"].$post({ json: { title: "t", body: "x", categoryId: crypto.randomUUID() } }, { headers: editor });
    expect(unknown.status).toBe(400);
    expect(await body(unknown)).toMatchObject({ issues: [{ path: "categoryId", message: "Category not found" }] });
    const missing = await client().api.blogs["add-blog"].$post(
      { json: { title: "t", body: "x", categoryId: category.id, coverUploadId: crypto.randomUUID() } },
      { headers: editor },
    );
    expect(await body(missing)).toMatchObject({ issues: [{ path: "coverUploadId", message: "Cover image not found" }] });
    const pdf = await makeUpload("pdf");
    const notImage = await client().api.blogs["add-blog"].$post(
      { json: { title: "t", body: "x", categoryId: category.id, coverUploadId: pdf.id } },
      { headers: editor },
    );
    expect(await body(notImage)).toMatchObject({ issues: [{ path: "coverUploadId", message: "The cover must be an image" }] });
    const png = await makeUpload("png");
    const ok = await client().api.blogs["add-blog"].$post(
      { json: { title: "With cover", body: "x", categoryId: category.id, coverUploadId: png.id } },
      { headers: editor },
    );
    expect(ok.status).toBe(201);
    expect(await body(ok)).toMatchObject({ cover: { id: png.id, url: `/media/uploads/${png.id}` } });
  });

  it("needs JSON (415) and valid JSON (400)", async () => {
    // raw: a form body, then JSON that does not parse.
    const form = await api("/api/blogs/add-blog", {
      method: "POST",
      headers: { ...editor, "Content-Type": "application/x-www-form-urlencoded" },
      body: "title=x",
    });
    expect(form.status).toBe(415);
    // raw: JSON that does not parse.
    const broken = await api("/api/blogs/add-blog", { method: "POST", headers: { ...editor, "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });
});

describe("PUT /api/blogs/edit/:id", () => {
  it("changes only the fields given and keeps the slug when the title changes", async () => {
    const post = await makePost({ published: false });
    const res = await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: { title: "A new title" } }, { headers: editor });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ title: "A new title", slug: post.slug, summary: "A summary", body: "Some **body** text." });
  });

  it("publishes, unpublishes and republishes keeping the first publication date", async () => {
    const post = await makePost({ published: false });
    const published = await body(await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: { published: true } }, { headers: editor }));
    expect(published.published).toBe(true);
    const hidden = await body(await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: { published: false } }, { headers: editor }));
    expect(hidden.published).toBe(false);
    const again = await body(await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: { published: true } }, { headers: editor }));
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("clears the cover with null", async () => {
    const png = await makeUpload("png");
    const category = await makeCategory();
    const created = await body(
      await client().api.blogs["add-blog"].$post({ json: { title: "Cover", body: "x", categoryId: category.id, coverUploadId: png.id } }, { headers: editor }),
    );
    const cleared = await body(await client().api.blogs.edit[":id"].$put({ param: { id: created.id }, json: { coverUploadId: null } }, { headers: editor }));
    expect(cleared.cover).toBeNull();
  });

  it("404 for an unknown or malformed id, 400 for nothing to change, 409 for a taken slug", async () => {
    expect((await client().api.blogs.edit[":id"].$put({ param: { id: crypto.randomUUID() }, json: { title: "x" } }, { headers: editor })).status).toBe(404);
    expect((await client().api.blogs.edit[":id"].$put({ param: { id: "nope" }, json: { title: "x" } }, { headers: editor })).status).toBe(404);
    const post = await makePost();
    const other = await makePost();
    const empty = await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: {} }, { headers: editor });
    expect(empty.status).toBe(400);
    expect(await body(empty)).toMatchObject({ issues: [{ message: "Nothing to change" }] });
    expect((await client().api.blogs.edit[":id"].$put({ param: { id: post.id }, json: { slug: other.slug } }, { headers: editor })).status).toBe(409);
  });
});

describe("DELETE /api/blogs/delete/:id", () => {
  it("deletes once, then 404", async () => {
    const post = await makePost();
    const res = await client().api.blogs.delete[":id"].$delete({ param: { id: post.id } }, { headers: editor });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ deleted: { id: post.id, slug: post.slug, title: post.title } });
    expect((await client().api.blogs.delete[":id"].$delete({ param: { id: post.id } }, { headers: editor })).status).toBe(404);
  });
});

describe("GET /api/blogs/view and /api/blogs/getblogbody", () => {
  it("lists published posts only, newest first, paginated and by category, cacheable", async () => {
    const category = await makeCategory();
    const older = await makePost({ categoryId: category.id, publishedAt: "2026-01-01T00:00:00.000Z" });
    const newer = await makePost({ categoryId: category.id, publishedAt: "2026-02-01T00:00:00.000Z" });
    await makePost({ categoryId: category.id, published: false });
    const res = await client().api.blogs.view.$get({ query: { category: category.slug, pageSize: "5" } });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
    const page = await body(res);
    expect(page.items.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 5, pages: 1 });
    const second = await body(await client().api.blogs.view.$get({ query: { category: category.slug, pageSize: "5", page: "2" } }));
    expect(second.items).toEqual([]);
  });

  it("shows drafts with scope=all to staff only", async () => {
    const category = await makeCategory();
    const draft = await makePost({ categoryId: category.id, published: false });
    expect((await client().api.blogs.view.$get({ query: { scope: "all", category: category.slug } })).status).toBe(401);
    const demo = await client().api.blogs.view.$get(
      { query: { scope: "all", category: category.slug } },
      { headers: bearer((await mintToken((await createStaff("editor")).id, "staff")).token) },
    );
    expect((await body(demo)).items.map((p: { id: string }) => p.id)).toEqual([draft.id]);
    expect(demo.headers.get("Cache-Control")).toBe("no-store");
  });

  it("rejects bad query values", async () => {
    for (const q of ["page=0", "page=x", "pageSize=7", "category=Not%20A%20Slug", "scope=everything"]) {
      expect((await client().api.blogs.view.$get({ query: Object.fromEntries(new URLSearchParams(q)) })).status, q).toBe(400);
    }
  });

  it("gives one post's body as Markdown and sanitized HTML; a draft is 404 to anyone but staff", async () => {
    const post = await makePost({ body: "Hello <script>alert(1)</script> [x](javascript:alert(1))" });
    const res = await client().api.blogs.getblogbody.$get({ query: { slug: post.slug } });
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b.body).toContain("<script>");
    expect(b.html).toBe("<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; x</p>\n");
    expect((await client().api.blogs.getblogbody.$get({ query: { id: post.id } })).status).toBe(200);

    const draft = await makePost({ published: false });
    expect((await client().api.blogs.getblogbody.$get({ query: { slug: draft.slug } })).status).toBe(404);
    expect((await client().api.blogs.getblogbody.$get({ query: { slug: draft.slug } }, { headers: await signedInHeaders("editor") })).status).toBe(200);
    expect((await client().api.blogs.getblogbody.$get({ query: { slug: crypto.randomUUID() } })).status).toBe(404);
    expect((await client().api.blogs.getblogbody.$get({ query: {} })).status).toBe(400);
    expect((await client().api.blogs.getblogbody.$get({ query: { slug: post.slug, id: post.id } })).status).toBe(400);
  });
});

describe("categories", () => {
  it("creates, refuses duplicates, renames (keeping the slug) and lists counts without drafts", async () => {
    const created = await client().api.blogs["add-category"].$post({ json: { name: "Regulatory Notes" } }, { headers: editor });
    expect(created.status).toBe(201);
    const c = await body(created);
    expect(c).toMatchObject({ name: "Regulatory Notes", slug: "regulatory-notes", postCount: 0 });
    const dup = await client().api.blogs["add-category"].$post({ json: { name: "regulatory notes" } }, { headers: editor });
    expect(dup.status).toBe(409);
    expect(await body(dup)).toMatchObject({ issues: [{ path: "name" }] });
    expect((await client().api.blogs["add-category"].$post({ json: { name: "" } }, { headers: editor })).status).toBe(400);
    expect((await client().api.blogs["add-category"].$post({ json: { name: "!!!" } }, { headers: editor })).status).toBe(400);

    const renamed = await body(
      await client().api.blogs["category-edit"][":id"].$put({ param: { id: c.id }, json: { name: "Regulation" } }, { headers: editor }),
    );
    expect(renamed).toMatchObject({ name: "Regulation", slug: "regulatory-notes" });
    const reslugged = await body(
      await client().api.blogs["category-edit"][":id"].$put({ param: { id: c.id }, json: { name: "Regulation", slug: "regulation" } }, { headers: editor }),
    );
    expect(reslugged.slug).toBe("regulation");
    expect(
      (await client().api.blogs["category-edit"][":id"].$put({ param: { id: crypto.randomUUID() }, json: { name: "x" } }, { headers: editor })).status,
    ).toBe(404);

    await makePost({ categoryId: c.id });
    await makePost({ categoryId: c.id, published: false });
    const list = await body(await client().api.blogs.category.$get());
    const listed = list.categories.find((x: { id: string }) => x.id === c.id);
    expect(listed).toEqual({ id: c.id, name: "Regulation", slug: "regulation", createdAt: c.createdAt, publishedCount: 1 });
  });

  it("deletes an empty category; one with posts only by moving them", async () => {
    const empty = await makeCategory();
    expect((await client().api.blogs["category-delete"][":id"].$delete({ param: { id: empty.id }, query: {} }, { headers: editor })).status).toBe(200);

    const full = await makeCategory();
    const target = await makeCategory();
    const a = await makePost({ categoryId: full.id });
    const b = await makePost({ categoryId: full.id, published: false });
    const refused = await client().api.blogs["category-delete"][":id"].$delete({ param: { id: full.id }, query: {} }, { headers: editor });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({ error: "This category has 2 posts: choose a category to move them to" });
    expect(
      (await client().api.blogs["category-delete"][":id"].$delete({ param: { id: full.id }, query: { moveTo: full.id } }, { headers: editor })).status,
    ).toBe(400);
    expect(
      (await client().api.blogs["category-delete"][":id"].$delete({ param: { id: full.id }, query: { moveTo: crypto.randomUUID() } }, { headers: editor }))
        .status,
    ).toBe(400);
    const moved = await client().api.blogs["category-delete"][":id"].$delete({ param: { id: full.id }, query: { moveTo: target.id } }, { headers: editor });
    expect(moved.status).toBe(200);
    expect(await body(moved)).toMatchObject({ moved: 2 });
    const rows = await env.DB.prepare("SELECT category_id FROM blog_posts WHERE id IN (?1, ?2)").bind(a.id, b.id).all<{ category_id: string }>();
    expect(rows.results.map((r) => r.category_id)).toEqual([target.id, target.id]);
  });
});

describe("GET /api/profileblogs", () => {
  it("lists the caller's own posts, drafts included, and nobody else's", async () => {
    const me = await createStaff("editor");
    const headers = bearer((await mintToken(me.id, "staff")).token);
    const mine = await makePost({ authorId: me.id, published: false });
    await makePost({ authorId: editorId });
    const page = await body(await client().api.profileblogs.$get({ query: {} }, { headers }));
    expect(page.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
  });
});

import type { NewPostInput, PostChanges } from "../../lib/blog/schemas";
import { slugify } from "../../lib/blog/slug";
import { uploadPath } from "../../lib/uploads/paths";
import { type Result, fail } from "../platform/result.server";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { picturesWithoutAlt } from "./markdown.server";

/**
 * Blog posts (table `blog_posts`): the domain layer both the admin screens (Remix loaders and
 * actions), the public /news pages and the /api/blogs endpoints use. It owns the posts' SQL.
 */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** For search engines and link previews; blank: pages fall back to the summary. */
  description: string;
  category: { id: string; name: string; slug: string };
  /** An image upload's id and public URL, or null. */
  cover: { id: string; url: string; filename: string } | null;
  published: boolean;
  /** When it went (or goes) public: a published post with a future time is scheduled. */
  publishedAt: string | null;
  author: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The Markdown source. */
  body: string;
}

interface Row {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  body_md?: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  cover_upload_id: string | null;
  cover_filename: string | null;
  published: number;
  published_at: string | null;
  author_id: string | null;
  author_name: string | null;
  created_at: string;
  updated_at: string;
}

const SUMMARY_COLS = `p.id, p.slug, p.title, p.summary, p.description, p.category_id, c.name AS category_name, c.slug AS category_slug,
  p.cover_upload_id, u.filename AS cover_filename, p.published, p.published_at, p.author_id, s.name AS author_name,
  p.created_at, p.updated_at`;
const FROM = `FROM blog_posts p
  JOIN blog_categories c ON c.id = p.category_id
  LEFT JOIN uploads u ON u.id = p.cover_upload_id
  LEFT JOIN staff_users s ON s.id = p.author_id`;

function toSummary(r: Row): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    description: r.description,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    cover: r.cover_upload_id && r.cover_filename ? { id: r.cover_upload_id, url: uploadPath(r.cover_upload_id), filename: r.cover_filename } : null,
    published: r.published === 1,
    publishedAt: r.published_at,
    author: r.author_id ? { id: r.author_id, name: r.author_name ?? "" } : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const toPost = (r: Row): BlogPost => ({ ...toSummary(r), body: r.body_md ?? "" });

/**
 * What the public may see at `now` (an ISO instant, the request's time: clock.server.ts): a
 * published post whose time has come. A published post with a later time is scheduled and
 * appears by itself when `now` passes it; nothing has to run at that moment.
 */
const VISIBLE = (nowParam: string) => `p.published = 1 AND p.published_at <= ${nowParam}`;

export interface PostListQuery {
  /** 'published': what the public sees at `now` (newest first); 'all': drafts and scheduled too (newest change first). */
  scope: "published" | "all";
  /** The request's time (ISO); required for the 'published' scope. */
  now?: string;
  page: number;
  pageSize: number;
  categorySlug?: string;
  authorId?: string;
}

export interface PostPage {
  items: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export async function listPosts(db: D1Database, q: PostListQuery): Promise<PostPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `?${params.push(v)}`;
  if (q.scope === "published") where.push(VISIBLE(param(q.now ?? new Date().toISOString())));
  if (q.categorySlug) where.push(`c.slug = ${param(q.categorySlug)}`);
  if (q.authorId) where.push(`p.author_id = ${param(q.authorId)}`);
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = q.scope === "published" ? "p.published_at DESC, p.created_at DESC" : "p.updated_at DESC";
  const n = params.length;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY_COLS} ${FROM} ${whereSql} ORDER BY ${order}, p.id LIMIT ?${n + 1} OFFSET ?${n + 2}`)
      .bind(...params, q.pageSize, (q.page - 1) * q.pageSize),
    db.prepare(`SELECT COUNT(*) AS total ${FROM} ${whereSql}`).bind(...params),
  ]);
  const total = Number((count?.results[0] as { total: number } | undefined)?.total ?? 0);
  return {
    items: ((rows?.results ?? []) as Row[]).map(toSummary),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

export async function getPostById(db: D1Database, id: string): Promise<BlogPost | null> {
  const r = await db.prepare(`SELECT ${SUMMARY_COLS}, p.body_md ${FROM} WHERE p.id = ?1`).bind(id).first<Row>();
  return r ? toPost(r) : null;
}

/**
 * A post by its slug; drafts and scheduled posts only when `includeDrafts` (staff), so the public
 * gets a 404 for them (a scheduled post's address gives nothing away before its time).
 */
export async function getPostBySlug(db: D1Database, slug: string, options: { includeDrafts: boolean; now: string }): Promise<BlogPost | null> {
  const r = await db
    .prepare(`SELECT ${SUMMARY_COLS}, p.body_md ${FROM} WHERE p.slug = ?1 ${options.includeDrafts ? "" : `AND ${VISIBLE("?2")}`}`)
    .bind(...(options.includeDrafts ? [slug] : [slug, options.now]))
    .first<Row>();
  return r ? toPost(r) : null;
}

/** Every post visible at `now`, newest first, for sitemap.xml (at most 5,000: far more than this blog will hold). */
export async function visiblePostLinks(db: D1Database, now: string): Promise<{ slug: string; updatedAt: string }[]> {
  const { results } = await db
    .prepare(`SELECT p.slug, p.updated_at FROM blog_posts p WHERE ${VISIBLE("?1")} ORDER BY p.published_at DESC LIMIT 5000`)
    .bind(now)
    .all<{ slug: string; updated_at: string }>();
  return results.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
}

/** Published (scheduled ones included) and draft counts, for the dashboard. */
export async function postCounts(db: D1Database): Promise<{ published: number; drafts: number }> {
  const r = await db
    .prepare("SELECT COALESCE(SUM(published = 1), 0) AS published, COALESCE(SUM(published = 0), 0) AS drafts FROM blog_posts")
    .first<{ published: number; drafts: number }>();
  return { published: Number(r?.published ?? 0), drafts: Number(r?.drafts ?? 0) };
}

/**
 * What the public news pages depend on at `now`, as one string: the newest change to a visible
 * post, how many are visible (an unpublish or delete lowers it even when the newest change is
 * older; a scheduled post coming due raises it) and the categories (names appear on every page).
 * Pages hash it into their ETag. `nextAt` is the next scheduled post's time, if any: caches of
 * these pages must not outlive it (newsCache.server.ts).
 */
export async function newsVersion(db: D1Database, now: string): Promise<{ version: string; nextAt: string | null }> {
  const r = await db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(updated_at), '') FROM blog_posts p WHERE ${VISIBLE("?1")}) AS newest,
              (SELECT COUNT(*) FROM blog_posts p WHERE ${VISIBLE("?1")}) AS published,
              (SELECT MIN(published_at) FROM blog_posts WHERE published = 1 AND published_at > ?1) AS next_at,
              (SELECT COALESCE(group_concat(id || ':' || name || ':' || slug, '|'), '') FROM (SELECT id, name, slug FROM blog_categories ORDER BY id)) AS categories`,
    )
    .bind(now)
    .first<{ newest: string; published: number; next_at: string | null; categories: string }>();
  return { version: `${r?.newest ?? ""}#${r?.published ?? 0}#${r?.categories ?? ""}`, nextAt: r?.next_at ?? null };
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

async function slugTaken(db: D1Database, slug: string, exceptId?: string): Promise<boolean> {
  const r = await db
    .prepare("SELECT id FROM blog_posts WHERE slug = ?1 AND id IS NOT ?2")
    .bind(slug, exceptId ?? null)
    .first();
  return r !== null;
}

/** The title's slug, with -2, -3… appended while another post has it. */
async function freeSlugFor(db: D1Database, title: string): Promise<string> {
  const base = slugify(title) || "post";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
}

const slugClash = () => fail(409, "Another post already uses this slug", { issues: [{ path: "slug", message: "Another post already uses this slug" }] });

export const MISSING_ALT_MESSAGE = "Every picture needs a text alternative: describe it between the brackets, as in ![Sales chart for 2026](/media/uploads/…)";

/** Checks that the category exists, the cover (when given) is an image upload, and every picture in the body has alt text. */
async function checkReferences(db: D1Database, input: { categoryId?: string; coverUploadId?: string | null; body?: string }) {
  if (input.body !== undefined && picturesWithoutAlt(input.body) > 0) {
    return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "body", message: MISSING_ALT_MESSAGE }] });
  }
  if (input.categoryId) {
    const c = await db.prepare("SELECT id FROM blog_categories WHERE id = ?1").bind(input.categoryId).first();
    if (!c) return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "categoryId", message: "Category not found" }] });
  }
  if (input.coverUploadId) {
    const u = await db.prepare("SELECT kind FROM uploads WHERE id = ?1").bind(input.coverUploadId).first<{ kind: string }>();
    if (!u) return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "coverUploadId", message: "Cover image not found" }] });
    if (u.kind !== "image") return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "coverUploadId", message: "The cover must be an image" }] });
  }
  return null;
}

const isUniqueSlugError = (e: unknown) => String(e).includes("UNIQUE") && String(e).includes("blog_posts.slug");

/** `now`: the request's time (ISO), stamped as published_at when a post is published at once. */
export async function createPost(db: D1Database, input: NewPostInput, authorId: string, now: string): Promise<Result<{ post: BlogPost }>> {
  const refused = await checkReferences(db, input);
  if (refused) return refused;
  let slug = input.slug;
  if (slug && (await slugTaken(db, slug))) return slugClash();
  slug ??= await freeSlugFor(db, input.title);
  const id = crypto.randomUUID();
  try {
    await db
      .prepare(
        `INSERT INTO blog_posts (id, slug, title, summary, description, body_md, category_id, cover_upload_id, published, published_at, author_id)
         VALUES (?1, ?2, ?3, ?4, ?10, ?5, ?6, ?7, ?8, CASE WHEN ?8 = 1 THEN COALESCE(?11, ?12) END, ?9)`,
      )
      .bind(
        id,
        slug,
        input.title,
        input.summary,
        input.body,
        input.categoryId,
        input.coverUploadId,
        input.published ? 1 : 0,
        authorId,
        input.description,
        input.publishAt,
        now,
      )
      .run();
  } catch (error) {
    if (isUniqueSlugError(error)) return slugClash();
    throw error;
  }
  return { ok: true, post: (await getPostById(db, id))! };
}

/**
 * Changes the given fields. A post keeps its slug when its title changes (links to it keep
 * working) unless a new slug is given. Publishing stamps published_at the first time only, so
 * unpublishing and republishing keeps the original date. `publishAt`: absent keeps the time
 * (a scheduled post stays scheduled); a time sets it (later than `now`: scheduled); null means
 * "at once": a post already public keeps its date, a draft or scheduled one gets `now`.
 */
export async function updatePost(db: D1Database, id: string, changes: PostChanges, now: string): Promise<Result<{ post: BlogPost }>> {
  const existing = await getPostById(db, id);
  if (!existing) return fail(404, "Post not found");
  if (changes.publishAt && !(changes.published ?? existing.published)) {
    return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "publishAt", message: "Tick Published to schedule the post (or clear the publish time)" }] });
  }
  const refused = await checkReferences(db, changes);
  if (refused) return refused;
  if (changes.slug && changes.slug !== existing.slug && (await slugTaken(db, changes.slug, id))) return slugClash();
  const published = changes.published ?? existing.published;
  try {
    await db
      .prepare(
        `UPDATE blog_posts SET
           title = COALESCE(?2, title), slug = COALESCE(?3, slug), summary = COALESCE(?4, summary), body_md = COALESCE(?5, body_md),
           category_id = COALESCE(?6, category_id),
           cover_upload_id = CASE WHEN ?7 = 1 THEN ?8 ELSE cover_upload_id END,
           description = COALESCE(?10, description),
           published = ?9,
           published_at = CASE
             WHEN ?9 = 0 THEN published_at
             WHEN ?11 = 0 THEN COALESCE(published_at, ?13)
             WHEN ?12 IS NOT NULL THEN ?12
             WHEN published_at IS NOT NULL AND published_at <= ?13 THEN published_at
             ELSE ?13 END,
           updated_at = ${NOW}
         WHERE id = ?1`,
      )
      .bind(
        id,
        changes.title ?? null,
        changes.slug ?? null,
        changes.summary ?? null,
        changes.body ?? null,
        changes.categoryId ?? null,
        changes.coverUploadId === undefined ? 0 : 1,
        changes.coverUploadId ?? null,
        published ? 1 : 0,
        changes.description ?? null,
        changes.publishAt === undefined ? 0 : 1,
        changes.publishAt ?? null,
        now,
      )
      .run();
  } catch (error) {
    if (isUniqueSlugError(error)) return slugClash();
    throw error;
  }
  return { ok: true, post: (await getPostById(db, id))! };
}

export async function deletePost(db: D1Database, id: string): Promise<Result<{ post: BlogPost }>> {
  const post = await getPostById(db, id);
  if (!post) return fail(404, "Post not found");
  await db.prepare("DELETE FROM blog_posts WHERE id = ?1").bind(id).run();
  return { ok: true, post };
}

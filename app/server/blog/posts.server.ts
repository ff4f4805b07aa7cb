import type { BlogPost, BlogPostSummary } from "../../lib/blog/postTypes";
import { uploadPath } from "../../lib/uploads/paths";
import type { Columns, LeftJoined } from "../platform/columns.server";
import { type Page, readPage } from "../platform/paging.server";
import type { D1 } from "../platform/d1Sessions.server";
import { everyWordIn } from "../platform/likeSearch.server";

/**
 * Blog posts (table `blog_posts`): the domain layer both the admin screens (Remix loaders and
 * actions), the public /news pages and the /api/blogs endpoints use. It owns the posts' SQL.
 */
export type { BlogPost, BlogPostSummary };

/** A post with its category's name and slug, its cover's file name and its author's name; the body only where read. */
type Row = Columns<
  "blog_posts",
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "description"
  | "category_id"
  | "cover_upload_id"
  | "published"
  | "published_at"
  | "author_id"
  | "created_at"
  | "updated_at"
> &
  Partial<Columns<"blog_posts", "body_md">> & {
    category_name: LeftJoined<"blog_categories", "name">;
    category_slug: LeftJoined<"blog_categories", "slug">;
    cover_filename: LeftJoined<"uploads", "filename">;
    cover_content_type: LeftJoined<"uploads", "content_type">;
    author_name: LeftJoined<"staff_users", "name">;
  };

const SUMMARY_COLS = `p.id, p.slug, p.title, p.summary, p.description, p.category_id, c.name AS category_name, c.slug AS category_slug,
  p.cover_upload_id, u.filename AS cover_filename, u.content_type AS cover_content_type, p.published, p.published_at, p.author_id, s.name AS author_name,
  p.created_at, p.updated_at`;
const FROM = `FROM blog_posts p
  LEFT JOIN blog_categories c ON c.id = p.category_id
  LEFT JOIN uploads u ON u.id = p.cover_upload_id
  LEFT JOIN staff_users s ON s.id = p.author_id`;

function toSummary(r: Row): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    description: r.description,
    // Only a draft can have none (migration 0031): public reads never meet one.
    category: r.category_id ? { id: r.category_id, name: r.category_name ?? "", slug: r.category_slug ?? "" } : null,
    cover:
      r.cover_upload_id && r.cover_filename
        ? { id: r.cover_upload_id, url: uploadPath(r.cover_upload_id), filename: r.cover_filename, contentType: r.cover_content_type ?? "" }
        : null,
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

interface PostListQuery {
  /** 'published': what the public sees at `now` (newest first); 'all': drafts and scheduled too (newest change first). */
  scope: "published" | "all";
  /** The request's time (ISO); required for the 'published' scope. */
  now?: string;
  page: number;
  pageSize: number;
  categorySlug?: string;
  authorId?: string;
}

type PostPage = Page<BlogPostSummary>;

export async function listPosts(db: D1, q: PostListQuery): Promise<PostPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `?${params.push(v)}`;
  if (q.scope === "published") where.push(VISIBLE(param(q.now ?? new Date().toISOString())));
  if (q.categorySlug) where.push(`c.slug = ${param(q.categorySlug)}`);
  if (q.authorId) where.push(`p.author_id = ${param(q.authorId)}`);
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = q.scope === "published" ? "p.published_at DESC, p.created_at DESC" : "p.updated_at DESC";
  return readPage<Row, BlogPostSummary>(db, {
    rows: `SELECT ${SUMMARY_COLS} ${FROM} ${whereSql} ORDER BY ${order}, p.id`,
    count: `SELECT COUNT(*) AS total ${FROM} ${whereSql}`,
    params,
    page: q.page,
    pageSize: q.pageSize,
    map: toSummary,
  });
}

export async function getPostById(db: D1, id: string): Promise<BlogPost | null> {
  const r = await db.prepare(`SELECT ${SUMMARY_COLS}, p.body_md ${FROM} WHERE p.id = ?1`).bind(id).first<Row>();
  return r ? toPost(r) : null;
}

/**
 * A post by its slug; drafts and scheduled posts only when `includeDrafts` (staff), so the public
 * gets a 404 for them (a scheduled post's address gives nothing away before its time).
 */
export async function getPostBySlug(db: D1, slug: string, options: { includeDrafts: boolean; now: string }): Promise<BlogPost | null> {
  const r = await db
    .prepare(`SELECT ${SUMMARY_COLS}, p.body_md ${FROM} WHERE p.slug = ?1 ${options.includeDrafts ? "" : `AND ${VISIBLE("?2")}`}`)
    .bind(...(options.includeDrafts ? [slug] : [slug, options.now]))
    .first<Row>();
  return r ? toPost(r) : null;
}

/** Every post visible at `now`, newest first, for sitemap.xml (at most 5,000: far more than this blog will hold). */
export async function visiblePostLinks(db: D1, now: string): Promise<{ slug: string; updatedAt: string }[]> {
  const { results } = await db
    .prepare(`SELECT p.slug, p.updated_at FROM blog_posts p WHERE ${VISIBLE("?1")} ORDER BY p.published_at DESC LIMIT 5000`)
    .bind(now)
    .all<Columns<"blog_posts", "slug" | "updated_at">>();
  return results.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
}

/** Published (scheduled ones included) and draft counts, for the dashboard. */
export async function postCounts(db: D1): Promise<{ published: number; drafts: number }> {
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
export async function newsVersion(db: D1, now: string): Promise<{ version: string; nextAt: string | null }> {
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

/**
 * Posts visible at `now` whose title or summary holds every word of the query (`patterns` from
 * platform/likeSearch.server.ts), newest first: the site search (/search).
 */
export async function searchVisiblePosts(db: D1, patterns: readonly string[], now: string, limit = 10): Promise<BlogPostSummary[]> {
  if (patterns.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLS} ${FROM} WHERE ${VISIBLE("?1")} AND ${everyWordIn(["p.title", "p.summary"], patterns, 3)} ORDER BY p.published_at DESC, p.id LIMIT ?2`,
    )
    .bind(now, limit, ...patterns)
    .all<Row>();
  return results.map(toSummary);
}

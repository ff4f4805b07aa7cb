import { newsPaths, purgeAfterChange } from "../platform/edgeCache.server";
import * as z from "zod";
import type { AuditAction } from "../../lib/admin/audit";
import { newPostSchema, postChangesSchema, type PostChanges } from "../../lib/blog/schemas";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { type StaffCall, admit, auditRow, batchUnlessClash, deleteAudited } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { picturesWithoutAlt } from "./markdown.server";
import { type BlogPost, getPostById } from "./posts.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { uniqueSlugs } from "../platform/uniqueSlugs.server";
import { samplePublishRefused } from "../launch/sampleContent.server";

/**
 * The staff's writes to blog posts (blog:manage), each one operation (decision record 0020):
 * create, edit (the admin form sends every field, the API what changes: one schema takes both),
 * publish or unpublish, delete. Each writes the post and its audit row in one batch. What a
 * change did to the post's publication names the audit row: post.publish, post.schedule,
 * post.unpublish, or post.create / post.edit when it stayed as it was.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** Posts' addresses: a typed slug another post has is refused, a missing one comes from the title. */
const postSlugs = uniqueSlugs("blog_posts", { noun: "post", fallback: "post" });
export const freeSlugFor = postSlugs.freeFor;

export const MISSING_ALT_MESSAGE = "Every picture needs a text alternative: describe it between the brackets, as in ![Sales chart for 2026](/media/uploads/…)";

/** Checks that the category exists, the cover (when given) is an image upload, and every picture in the body has alt text. */
export async function checkReferences(db: D1, input: { categoryId?: string; coverUploadId?: string | null; body?: string }) {
  if (input.body !== undefined && picturesWithoutAlt(input.body) > 0) {
    return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "body", message: MISSING_ALT_MESSAGE }] });
  }
  if (input.categoryId) {
    const c = await db.prepare("SELECT id FROM blog_categories WHERE id = ?1").bind(input.categoryId).first();
    if (!c) return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "categoryId", message: "Category not found" }] });
  }
  if (input.coverUploadId) {
    const u = await db.prepare("SELECT kind FROM uploads WHERE id = ?1").bind(input.coverUploadId).first<Columns<"uploads", "kind">>();
    if (!u) return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "coverUploadId", message: "Cover image not found" }] });
    if (u.kind !== "image") return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "coverUploadId", message: "The cover must be an image" }] });
  }
  return null;
}

/** Public now, public later, or not: what the audit row says a change did. */
const publication = (published: boolean, at: string | null, now: string) => (!published ? "draft" : at && at > now ? "scheduled" : "public");

function auditActionOf(before: ReturnType<typeof publication> | null, after: ReturnType<typeof publication>, atChanged: boolean): AuditAction {
  if (after === "public" && before !== "public") return "post.publish";
  if (after === "scheduled" && (before !== "scheduled" || atChanged)) return "post.schedule";
  if (after === "draft" && before !== null && before !== "draft") return "post.unpublish";
  return before === null ? "post.create" : "post.edit";
}

/** The news pages a post shows on, purged from this location's edge cache (decision record 0027). */
const purgeNews = (call: StaffCall, ...slugs: Array<string | null | undefined>) =>
  purgeAfterChange(
    call,
    slugs.flatMap((slug) => newsPaths(slug)),
  );

interface PostOptions {
  /** The request's time (ISO), stamped as published_at when a post is published at once. */
  now: string;
}

export async function createPost(
  call: StaffCall,
  raw: unknown,
  { now, id = crypto.randomUUID() }: PostOptions & { id?: string },
): Promise<Result<{ post: BlogPost }>> {
  const parsed = admit(call, "blog:manage", newPostSchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { db } = call;
  const references = await checkReferences(db, input);
  if (references) return references;
  const slug = await postSlugs.forNew(db, input.slug, input.title);
  if (slug === null) return postSlugs.clash();
  const after = publication(input.published, input.publishAt ?? now, now);
  const written = await batchUnlessClash(
    db,
    [
      db
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
          call.actor.id,
          input.description,
          input.publishAt,
          now,
        ),
      auditRow(call, {
        action: auditActionOf(null, after, false),
        target: input.title,
        detail: after === "scheduled" ? `${slug} at ${input.publishAt}` : slug,
      }),
    ],
    postSlugs,
  );
  if (!written.ok) return written;
  await purgeNews(call, slug);
  return { ok: true, post: (await getPostById(db, id))! };
}

/**
 * Changes the given fields. A post keeps its slug when its title changes (links to it keep
 * working) unless a new slug is given. Publishing stamps published_at the first time only, so
 * unpublishing and republishing keeps the original date. `publishAt`: absent keeps the time
 * (a scheduled post stays scheduled); a time sets it (later than `now`: scheduled); null means
 * "at once": a post already public keeps its date, a draft or scheduled one gets `now`.
 */
async function changePost(call: StaffCall, id: string, changes: PostChanges, now: string): Promise<Result<{ post: BlogPost }>> {
  const { db } = call;
  const existing = await getPostById(db, id);
  if (!existing) return fail(404, "Post not found");
  if (changes.publishAt && !(changes.published ?? existing.published)) {
    return fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path: "publishAt", message: "Tick Published to schedule the post (or clear the publish time)" }] });
  }
  const references = await checkReferences(db, changes);
  if (references) return references;
  // A draft autosaved before it had a title or a category (migration 0031) cannot go public so.
  if ((changes.published ?? existing.published) && !((changes.title ?? existing.title) && (changes.categoryId ?? existing.category?.id))) {
    return fail(400, "Give the post a title and a category before publishing it", {
      issues: [{ path: (changes.title ?? existing.title) ? "categoryId" : "title", message: "Needed to publish: a title and a category" }],
    });
  }
  if (changes.slug && changes.slug !== existing.slug && (await postSlugs.taken(db, changes.slug, id))) return postSlugs.clash();
  const published = changes.published ?? existing.published;
  // Sample content (decision record 0038) stays sample until a save rewrites its body; in
  // production it is never published.
  const sampleRow = await db.prepare("SELECT sample FROM blog_posts WHERE id = ?1").bind(id).first<{ sample: number }>();
  const staysSample = sampleRow?.sample === 1 && (changes.body === undefined || changes.body === existing.body);
  if (call.production && published && staysSample) return samplePublishRefused();
  // The published_at the UPDATE below writes, worked out the same way for the audit row.
  const at = !published
    ? existing.publishedAt
    : changes.publishAt === undefined
      ? (existing.publishedAt ?? now)
      : (changes.publishAt ?? (existing.publishedAt && existing.publishedAt <= now ? existing.publishedAt : now));
  const action = auditActionOf(publication(existing.published, existing.publishedAt, now), publication(published, at, now), at !== existing.publishedAt);
  const written = await batchUnlessClash(
    db,
    [
      db
        .prepare(
          `UPDATE blog_posts SET
             title = COALESCE(?2, title), slug = COALESCE(?3, slug), summary = COALESCE(?4, summary), body_md = COALESCE(?5, body_md),
             category_id = COALESCE(?6, category_id),
             cover_upload_id = CASE WHEN ?7 = 1 THEN ?8 ELSE cover_upload_id END,
             description = COALESCE(?10, description),
             published = ?9,
             sample = CASE WHEN ?14 = 1 THEN sample ELSE 0 END,
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
          staysSample ? 1 : 0,
        ),
      auditRow(
        call,
        {
          action,
          target: changes.title ?? existing.title,
          detail: action === "post.schedule" ? `${changes.slug ?? existing.slug} at ${at}` : (changes.slug ?? existing.slug),
        },
        { ifChanged: true },
      ),
    ],
    postSlugs,
  );
  if (!written.ok) return written;
  await purgeNews(call, existing.slug, changes.slug);
  return { ok: true, post: (await getPostById(db, id))! };
}

/**
 * Save on /admin/blog/new (decision record 0025): the post under the id the editor's page was
 * given, whether or not an autosave stored it first. Stored already: this is an edit of it, so
 * the Save's words replace the autosaved ones. Not yet: it is created under that id, and an
 * autosave still on its way then finds it and changes nothing (postAutosave.server.ts). Either
 * order ends with the Save's words in one post.
 */
export async function savePost(call: StaffCall, id: string, raw: unknown, { now }: PostOptions): Promise<Result<{ post: BlogPost }>> {
  if (await getPostById(call.db, id)) return editPost(call, id, raw, { now });
  const created = await createPost(call, raw, { now, id }).catch((error: unknown) => {
    if (String(error).includes("blog_posts.id")) return null;
    throw error;
  });
  // An autosave created it between the look-up and the insert (the id taken, or its slug): edit it.
  if (created === null || (!created.ok && created.status === 409 && (await getPostById(call.db, id)))) return editPost(call, id, raw, { now });
  return created;
}

/** An edit: the admin form's every field, or the API's fields that change. */
export async function editPost(call: StaffCall, id: string, raw: unknown, { now }: PostOptions): Promise<Result<{ post: BlogPost }>> {
  const parsed = admit(call, "blog:manage", postChangesSchema, raw);
  if (!parsed.ok) return parsed;
  return changePost(call, id, parsed.data, now);
}

const publishSchema = z.object({ id: z.string(), published: z.boolean() });

/** Publish at once (a scheduled post goes public now) or unpublish: the list's and the editor's buttons. */
export async function setPostPublished(call: StaffCall, raw: unknown, { now }: PostOptions): Promise<Result<{ post: BlogPost }>> {
  const parsed = admit(call, "blog:manage", publishSchema, raw);
  if (!parsed.ok) return parsed;
  const { id, published } = parsed.data;
  return changePost(call, id, published ? { published: true, publishAt: null } : { published: false }, now);
}

/** A post as its delete names it by id. */
const POSTS = { permission: "blog:manage", schema: z.object({ id: z.string() }), table: "blog_posts", find: getPostById, notFound: "Post not found" } as const;

export async function deletePost(call: StaffCall, raw: unknown): Promise<Result<{ post: BlogPost }>> {
  const deleted = await deleteAudited(call, raw, POSTS, (post) => ({ action: "post.delete", target: post.title, detail: post.slug }));
  if (!deleted.ok) return deleted;
  await purgeNews(call, deleted.row.slug);
  return { ok: true, post: deleted.row };
}

import * as z from "zod";
import { BODY_MAX, DESCRIPTION_MAX } from "../../lib/blog/schemas";
import { UNTITLED_DRAFT } from "../../lib/blog/untitled";
import { multiLine, singleLine } from "../../lib/plainText";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { checkReferences, freeSlugFor } from "./postOperations.server";

/**
 * The editor's autosave (decision record 0025): one staff operation that keeps
 * a DRAFT's words on the server while it is written. It never publishes and never overwrites a
 * newer version, so an explicit Save always wins, whichever reaches the server first:
 *  - it writes the words only (title, summary, description, body, category, cover), never
 *    `published`, `published_at` or a chosen slug. A draft is kept from its first keystroke, with
 *    or without a title or a category (migration 0031; the table requires both only of a public
 *    post), and a picture without its text alternative is kept too (Save and publish refuse it).
 *    A new draft gets its slug from its title, once; an untitled one a placeholder
 *    (`draft-` and its id's first 8 characters) that its first title replaces;
 *  - it changes a post only while it is a draft, and only when the post's `updated_at` is still
 *    the one the editor loaded or last saved (`baseUpdatedAt`): the UPDATE's WHERE says both, so
 *    a save from another tab, the Save button or a publish in between makes it change nothing,
 *    and it answers 409 with the newer version's time instead;
 *  - a new post is created under the id the editor's page was given (`id` without
 *    `baseUpdatedAt`), and only if no post has that id yet (INSERT … WHERE NOT EXISTS): when Save
 *    stored the post first (savePost, same id), a late first autosave changes nothing and answers
 *    409, so it can neither overwrite the Save nor make a second post;
 *  - the change and its audit row go in one batch, the audit row only when the row changed:
 *    post.create for the first save of a new draft, then post.autosave at most once per
 *    AUTOSAVE_AUDIT_MINUTES per post and person (one row per stretch of writing, not one per pause).
 * Without an `id` a new draft gets a fresh one (an older editor page).
 */
const uuid = z.string().trim().uuid();
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

const autosaveSchema = z.object({
  id: z.preprocess(blankToNull, uuid.nullable()),
  baseUpdatedAt: z.preprocess(blankToNull, z.string().max(40).nullable()),
  // Blank is kept: a draft is stored from the first keystroke (migration 0031). Publishing needs one.
  title: z.preprocess((v) => v ?? "", z.string().transform(singleLine).pipe(z.string().max(200, "Title must be at most 200 characters"))),
  summary: z.preprocess((v) => v ?? "", z.string().transform(multiLine).pipe(z.string().trim().max(500, "Summary must be at most 500 characters"))),
  description: z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .transform(singleLine)
      .pipe(z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)),
  ),
  body: z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .transform(multiLine)
      .pipe(z.string().max(BODY_MAX, `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters`)),
  ),
  categoryId: z.preprocess(blankToNull, z.string().trim().uuid("Choose a category from the list").nullable()),
  coverUploadId: z.preprocess(blankToNull, uuid.nullable()),
});

export interface Autosaved {
  id: string;
  /** The saved version: the editor sends it back as `baseUpdatedAt` with its next autosave. */
  updatedAt: string;
  created: boolean;
}

/** An untitled draft's address until it has a title (never public: drafts are not served). */
const placeholderSlug = (id: string) => `draft-${id.slice(0, 8).toLowerCase()}`;

const STALE = "A newer version of this post was saved";
export const NOTHING_YET = "Nothing to save yet: a draft is kept once it has a title or some words";

/** Autosaves of one post by one person within this many minutes make one audit row. */
export const AUTOSAVE_AUDIT_MINUTES = 10;

export async function autosaveDraft(call: StaffCall, raw: unknown): Promise<Result<Autosaved>> {
  const parsed = admit(call, "blog:manage", autosaveSchema, raw, (issues) => issues[0]?.message ?? "Please check the form");
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { db } = call;
  // Not the body's pictures: words are kept even while a picture still lacks its text (Save checks).
  const references = await checkReferences(db, { categoryId: input.categoryId ?? undefined, coverUploadId: input.coverUploadId });
  if (references) return { ...references, error: references.issues?.[0]?.message ?? references.error };

  const id = input.id ?? crypto.randomUUID();
  const creating = input.baseUpdatedAt === null;
  // A new draft is stored once something is written in it; an empty one (the words typed then
  // erased, or a post that carries no field at all) would only add an "Untitled draft" to the list.
  // A stored draft may be emptied: that is the writer's change, kept like any other.
  const hasWords = [input.title, input.summary, input.description, input.body].some((v) => v.trim() !== "") || input.categoryId || input.coverUploadId;
  if (creating && !hasWords) return fail(400, NOTHING_YET);
  const placeholder = placeholderSlug(id);
  const fromTitle = input.title ? await freeSlugFor(db, input.title) : null;
  const slug = creating ? (fromTitle ?? placeholder) : null;
  const write = creating
    ? db
        .prepare(
          `INSERT INTO blog_posts (id, slug, title, summary, description, body_md, category_id, cover_upload_id, published, published_at, author_id)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, NULL, ?9 WHERE NOT EXISTS (SELECT 1 FROM blog_posts WHERE id = ?1)`,
        )
        .bind(id, slug, input.title, input.summary, input.description, input.body, input.categoryId, input.coverUploadId, call.actor.id)
    : db
        .prepare(
          `UPDATE blog_posts SET title = ?3, summary = ?4, description = ?5, body_md = ?6, category_id = ?7, cover_upload_id = ?8,
             slug = CASE WHEN slug = ?9 AND ?10 IS NOT NULL THEN ?10 ELSE slug END,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?1 AND published = 0 AND updated_at IS ?2`,
        )
        .bind(
          id,
          input.baseUpdatedAt,
          input.title,
          input.summary,
          input.description,
          input.body,
          input.categoryId,
          input.coverUploadId,
          placeholder,
          fromTitle,
        );
  const audit = creating
    ? auditRow(call, { action: "post.create", target: input.title || UNTITLED_DRAFT, detail: `${slug} (draft, autosaved)` }, { ifChanged: true })
    : auditRow(
        call,
        { action: "post.autosave", target: input.title || UNTITLED_DRAFT, detail: id },
        { ifChanged: true, onceWithinMinutes: AUTOSAVE_AUDIT_MINUTES },
      );
  const [result, , read] = await db.batch([write, audit, db.prepare("SELECT published, updated_at FROM blog_posts WHERE id = ?1").bind(id)]);
  const row = read?.results[0] as { published: number; updated_at: string } | undefined;
  if (!row) return fail(404, "Post not found");
  if (result?.meta.changes === 1) return { ok: true, id, updatedAt: row.updated_at, created: creating };
  if (row.published === 1) return fail(409, "This post is published or scheduled: autosave keeps drafts only. Save your changes with the button.");
  return fail(409, STALE, { issues: [{ path: "updatedAt", message: row.updated_at }] });
}

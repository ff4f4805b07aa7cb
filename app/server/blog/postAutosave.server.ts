import * as z from "zod";
import { BODY_MAX, DESCRIPTION_MAX } from "../../lib/blog/schemas";
import { multiLine, singleLine } from "../../lib/plainText";
import { type StaffCall, admit, auditRow } from "../admin/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { checkReferences, freeSlugFor } from "./postOperations.server";

/**
 * The editor's autosave (decision record 0025): one staff operation that keeps
 * a DRAFT's words on the server while it is written. It never publishes and never overwrites a
 * newer version, so an explicit Save always wins, whichever reaches the server first:
 *  - it writes the words only (title, summary, description, body, category, cover), never
 *    `published`, `published_at` or the slug (a new draft gets one from its title, once);
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

export const autosaveSchema = z.object({
  id: z.preprocess(blankToNull, uuid.nullable()),
  baseUpdatedAt: z.preprocess(blankToNull, z.string().max(40).nullable()),
  title: z
    .string({ message: "Give the post a title: drafts are saved once they have one" })
    .transform(singleLine)
    .pipe(z.string().min(1, "Give the post a title: drafts are saved once they have one").max(200, "Title must be at most 200 characters")),
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
  categoryId: z.preprocess(
    blankToNull,
    z.string({ message: "Choose a category: drafts are saved once they have one" }).trim().uuid("Choose a category from the list"),
  ),
  coverUploadId: z.preprocess(blankToNull, uuid.nullable()),
});
export type AutosaveInput = z.infer<typeof autosaveSchema>;

export interface Autosaved {
  id: string;
  /** The saved version: the editor sends it back as `baseUpdatedAt` with its next autosave. */
  updatedAt: string;
  created: boolean;
}

const STALE = "A newer version of this post was saved";

/** Autosaves of one post by one person within this many minutes make one audit row. */
export const AUTOSAVE_AUDIT_MINUTES = 10;

export async function autosaveDraft(call: StaffCall, raw: unknown): Promise<Result<Autosaved>> {
  const parsed = admit(call, "blog:manage", autosaveSchema, raw, (issues) => issues[0]?.message ?? "Please check the form");
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { db } = call;
  const references = await checkReferences(db, input);
  if (references) return { ...references, error: references.issues?.[0]?.message ?? references.error };

  const id = input.id ?? crypto.randomUUID();
  const creating = input.baseUpdatedAt === null;
  const slug = creating ? await freeSlugFor(db, input.title) : null;
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
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?1 AND published = 0 AND updated_at IS ?2`,
        )
        .bind(id, input.baseUpdatedAt, input.title, input.summary, input.description, input.body, input.categoryId, input.coverUploadId);
  const audit = creating
    ? auditRow(call, { action: "post.create", target: input.title, detail: `${slug} (draft, autosaved)` }, { ifChanged: true })
    : auditRow(call, { action: "post.autosave", target: input.title, detail: id }, { ifChanged: true, onceWithinMinutes: AUTOSAVE_AUDIT_MINUTES });
  const [written, , read] = await db.batch([write, audit, db.prepare("SELECT published, updated_at FROM blog_posts WHERE id = ?1").bind(id)]);
  const row = read?.results[0] as { published: number; updated_at: string } | undefined;
  if (!row) return fail(404, "Post not found");
  if (written?.meta.changes === 1) return { ok: true, id, updatedAt: row.updated_at, created: creating };
  if (row.published === 1) return fail(409, "This post is published or scheduled: autosave keeps drafts only. Save your changes with the button.");
  return fail(409, STALE, { issues: [{ path: "updatedAt", message: row.updated_at }] });
}

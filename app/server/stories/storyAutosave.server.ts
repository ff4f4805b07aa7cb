import * as z from "zod";
import { storySchema } from "../../lib/stories/schemas";
import type { StoryFormValues } from "../../lib/stories/storyTypes";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { getStoryById } from "./stories.server";
import { checkReferences, contentFieldsOf, productStatements } from "./storyOperations.server";

/**
 * The story editor's autosave, as the post editor's (decision records 0025 and 0052): the words of
 * an unpublished story are kept on the server while they are written, through the same hook and
 * the same rules. It writes the story's words, results and products only (never its address,
 * `published` or `sample`), only while the story is unpublished and still at the version the
 * editor loaded or last saved (`baseUpdatedAt`), so the Save button and a publish always win. A
 * story is stored once, by Save (it needs its required fields); autosave keeps it from then on,
 * and a form missing a required field waits (400, the first problem) until it is filled again.
 * The change, its products and its audit row (one per stretch of writing) are one batch.
 */
const idsSchema = z.object({
  id: z.string().trim().uuid("Not a story id"),
  baseUpdatedAt: z.string().max(40),
});

const STORY_AUTOSAVE_AUDIT_MINUTES = 10;
const STALE = "A newer version of this story was saved";

export async function autosaveStory(
  call: StaffCall,
  raw: { id?: string; baseUpdatedAt?: string; values: StoryFormValues },
): Promise<Result<{ id: string; updatedAt: string }>> {
  const ids = admit(call, "stories:manage", idsSchema, { id: raw.id, baseUpdatedAt: raw.baseUpdatedAt }, firstIssueMessage);
  if (!ids.ok) return ids;
  const parsed = admit(call, "stories:manage", storySchema, { ...raw.values, slug: "", published: false, sample: false }, firstIssueMessage);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { id, baseUpdatedAt } = ids.data;
  const { db } = call;
  const existing = await getStoryById(db, id);
  if (!existing) return fail(404, "Story not found");
  if (existing.published) return fail(409, "This story is published: autosave keeps unpublished stories only. Save your changes with the button.");
  const references = await checkReferences(db, input);
  if (references) return { ...references, error: references.issues?.[0]?.message ?? references.error };
  const at = new Date().toISOString();
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE customer_stories SET headline = ?3, customer_name = ?4, segment = ?5, region = ?6, logo_upload_id = ?7, logo_alt = ?8, challenge = ?9,
           solution = ?10, results_json = ?11, quote_text = ?12, quote_name = ?13, quote_title = ?14, updated_at = ?15
         WHERE id = ?1 AND published = 0 AND updated_at IS ?2`,
      )
      .bind(id, baseUpdatedAt, ...contentFieldsOf(input), at),
    auditRow(call, { action: "story.autosave", target: input.customerName, detail: id }, { ifChanged: true, onceWithinMinutes: STORY_AUTOSAVE_AUDIT_MINUTES }),
    ...productStatements(db, id, input.productIds, at),
  ]);
  if (updated?.meta.changes === 1) return { ok: true, id, updatedAt: at };
  const now = await getStoryById(db, id);
  if (!now) return fail(404, "Story not found");
  if (now.published) return fail(409, "This story is published: autosave keeps unpublished stories only. Save your changes with the button.");
  return fail(409, STALE, { issues: [{ path: "updatedAt", message: now.updatedAt }] });
}

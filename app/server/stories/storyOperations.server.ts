import * as z from "zod";
import { productById } from "../../catalogue";
import type { AuditAction } from "../../lib/admin/audit";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { type StoryInput, storySchema } from "../../lib/stories/schemas";
import type { CustomerStory } from "../../lib/stories/storyTypes";
import { type StaffCall, admit, auditRow, batchUnlessClash, deleteAudited } from "../operations/staffOperation.server";
import { purgeAfterChange } from "../platform/edgeCache.server";
import { type Result, fail } from "../platform/result.server";
import { getStoryById } from "./stories.server";
import { storyPagePaths } from "./storyPages.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { uniqueSlugs } from "../platform/uniqueSlugs.server";
import { samplePublishRefused } from "../launch/sampleContent.server";

/**
 * The staff's writes to customer stories (stories:manage, which the roles that manage posts
 * hold), each one operation (decision record 0020): create, edit, publish or unpublish, delete.
 * Each writes the story, its products and its audit row in ONE batch (one transaction), so a
 * story never changes without its row in the audit log, and the log never names a change that
 * did not land. What a change did to the story's "may be published" flag names the row.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

type StoryResultOf = Result<{ story: CustomerStory }>;

/** Stories' addresses: a typed slug another story has is refused, a missing one comes from the customer's name. */
const storySlugs = uniqueSlugs("customer_stories", { noun: "story", fallback: "story" });
const invalid = (path: string, message: string) => fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path, message }] });

/** The products are the catalogue's, and the logo (when given) is an image in the uploads library. */
export async function checkReferences(db: D1, input: Pick<StoryInput, "productIds" | "logoUploadId">) {
  const unknown = input.productIds.find((id) => !productById(id));
  if (unknown) return invalid("productIds", `“${unknown}” is not a product of the catalogue`);
  if (input.logoUploadId) {
    const u = await db.prepare("SELECT kind FROM uploads WHERE id = ?1").bind(input.logoUploadId).first<Columns<"uploads", "kind">>();
    if (!u) return invalid("logoUploadId", "Logo not found in the uploads library");
    if (u.kind !== "image") return invalid("logoUploadId", "The logo must be an image");
  }
  return null;
}

/** The story's products, replaced; each insert only while the story exists (a lost race inserts nothing, it does not fail). */
export function productStatements(db: D1, id: string, productIds: readonly string[], onlyIfUpdatedAt: string | null = null): D1PreparedStatement[] {
  // With `onlyIfUpdatedAt`, only if the story carries that time (the autosave's update happened).
  return [
    db
      .prepare(
        "DELETE FROM customer_story_products WHERE story_id = ?1 AND EXISTS (SELECT 1 FROM customer_stories WHERE id = ?1 AND (?2 IS NULL OR updated_at = ?2))",
      )
      .bind(id, onlyIfUpdatedAt),
    ...productIds.map((productId, position) =>
      db
        .prepare(
          "INSERT INTO customer_story_products (story_id, product_id, position) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM customer_stories WHERE id = ?1 AND (?4 IS NULL OR updated_at = ?4))",
        )
        .bind(id, productId, position, onlyIfUpdatedAt),
    ),
  ];
}

/** A story's words, logo and results as bound in order (?3 to ?14 here; autosave binds them too). */
export const contentFieldsOf = (input: StoryInput) =>
  [
    input.headline,
    input.customerName,
    input.segment,
    input.region,
    input.logoUploadId,
    input.logoUploadId ? input.logoAlt : "",
    input.challenge,
    input.solution,
    JSON.stringify(input.results),
    input.quoteText,
    input.quoteText ? input.quoteName : "",
    input.quoteText ? input.quoteTitle : "",
  ] as const;

const fieldsOf = (input: StoryInput) => [...contentFieldsOf(input), input.published ? 1 : 0, input.sample ? 1 : 0] as const;

/** A created or edited story's fields (stories:manage); in production a sample is never published. */
function admitStory(call: StaffCall, raw: unknown): Result<{ input: StoryInput }> {
  const parsed = admit(call, "stories:manage", storySchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  return call.production && input.published && input.sample ? samplePublishRefused("sample") : { ok: true, input };
}

export async function createStory(call: StaffCall, raw: unknown): Promise<StoryResultOf> {
  const admitted = admitStory(call, raw);
  if (!admitted.ok) return admitted;
  const { input } = admitted;
  const { db } = call;
  const references = await checkReferences(db, input);
  if (references) return references;
  const slug = await storySlugs.forNew(db, input.slug, input.customerName);
  if (slug === null) return storySlugs.clash();
  const id = crypto.randomUUID();
  const written = await batchUnlessClash(
    db,
    [
      db
        .prepare(
          `INSERT INTO customer_stories (id, slug, headline, customer_name, segment, region, logo_upload_id, logo_alt, challenge, solution, results_json,
             quote_text, quote_name, quote_title, published, sample, author_id)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
        )
        .bind(id, slug, ...fieldsOf(input), call.actor.id),
      auditRow(call, { action: input.published ? "story.publish" : "story.create", target: input.customerName, detail: slug }),
      ...productStatements(db, id, input.productIds),
    ],
    storySlugs,
  );
  if (!written.ok) return written;
  const story = (await getStoryById(db, id))!;
  await purgeAfterChange(call, storyPagePaths(story));
  return { ok: true, story };
}

function actionOf(before: boolean, after: boolean): AuditAction {
  if (after && !before) return "story.publish";
  if (!after && before) return "story.unpublish";
  return "story.edit";
}

/** An edit sends every field (the admin form); a blank slug keeps the story's address. */
export async function editStory(call: StaffCall, id: string, raw: unknown): Promise<StoryResultOf> {
  const admitted = admitStory(call, raw);
  if (!admitted.ok) return admitted;
  const { input } = admitted;
  const { db } = call;
  const existing = await getStoryById(db, id);
  if (!existing) return fail(404, "Story not found");
  const references = await checkReferences(db, input);
  if (references) return references;
  const slug = input.slug ?? existing.slug;
  if (slug !== existing.slug && (await storySlugs.taken(db, slug, id))) return storySlugs.clash();
  const written = await batchUnlessClash(
    db,
    [
      db
        .prepare(
          `UPDATE customer_stories SET slug = ?2, headline = ?3, customer_name = ?4, segment = ?5, region = ?6, logo_upload_id = ?7, logo_alt = ?8,
             challenge = ?9, solution = ?10, results_json = ?11, quote_text = ?12, quote_name = ?13, quote_title = ?14, published = ?15, sample = ?16,
             updated_at = ${NOW}
           WHERE id = ?1`,
        )
        .bind(id, slug, ...fieldsOf(input)),
      auditRow(call, { action: actionOf(existing.published, input.published), target: input.customerName, detail: slug }, { ifChanged: true }),
      ...productStatements(db, id, input.productIds),
    ],
    storySlugs,
  );
  if (!written.ok) return written;
  const story = await getStoryById(db, id);
  if (!story) return fail(404, "Story not found");
  await purgeAfterChange(call, storyPagePaths(existing, story));
  return { ok: true, story };
}

const publishSchema = z.object({ id: z.string().max(64), published: z.boolean() });

/** The list's and the editor's Publish / Unpublish buttons: only the flag changes. */
export async function setStoryPublished(call: StaffCall, raw: unknown): Promise<StoryResultOf> {
  const parsed = admit(call, "stories:manage", publishSchema, raw);
  if (!parsed.ok) return parsed;
  const { id, published } = parsed.data;
  const { db } = call;
  const existing = await getStoryById(db, id);
  if (!existing) return fail(404, "Story not found");
  if (call.production && published && existing.sample) return samplePublishRefused();
  await db.batch([
    db
      // In production the row must still not be sample when it is published (another tab may have ticked it).
      .prepare(`UPDATE customer_stories SET published = ?2, updated_at = ${NOW} WHERE id = ?1 AND published = ?3 AND (?4 = 0 OR ?2 = 0 OR sample = 0)`)
      .bind(id, published ? 1 : 0, published ? 0 : 1, call.production ? 1 : 0),
    auditRow(call, { action: published ? "story.publish" : "story.unpublish", target: existing.customerName, detail: existing.slug }, { ifChanged: true }),
  ]);
  const story = await getStoryById(db, id);
  if (!story) return fail(404, "Story not found");
  await purgeAfterChange(call, storyPagePaths(story));
  return { ok: true, story };
}

/** A story as its delete names it by id. */
const STORIES = {
  permission: "stories:manage",
  schema: z.object({ id: z.string().max(64) }),
  table: "customer_stories",
  find: getStoryById,
  notFound: "Story not found",
} as const;

export async function deleteStory(call: StaffCall, raw: unknown): Promise<StoryResultOf> {
  const deleted = await deleteAudited(call, raw, STORIES, (story) => ({ action: "story.delete", target: story.customerName, detail: story.slug }));
  if (!deleted.ok) return deleted;
  await purgeAfterChange(call, storyPagePaths(deleted.row));
  return { ok: true, story: deleted.row };
}

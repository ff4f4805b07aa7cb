import * as z from "zod";
import { type DemoItemInput, type DemoKind, demoItemSchema } from "../../lib/demo/demoSchemas";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type DemoItemRecord, getDemoItem, mediaLocation } from "./demoItems.server";
import { type CompletedUpload, consumeUploadStatement, takeCompletedUpload } from "./demoUploads.server";

/**
 * The staff's writes to demo content (demo:manage), each one operation (decision record 0020):
 * save (create from a completed upload, or edit) and delete. Each writes the item and its audit
 * row in one batch (both land or neither); R2 objects a change replaces or removes are deleted
 * outside it, in the order that leaves nothing dangling (see each operation).
 */
const uploadIssue = (path: string, message: string) => fail(400, message, { issues: [{ path, message }] });

/** The completed uploads an input names, checked for kind: the media's must match, a poster is an image. */
async function uploadsFor(db: D1, input: DemoItemInput, kind: DemoKind | null) {
  let media: CompletedUpload | null = null;
  let poster: CompletedUpload | null = null;
  if (input.uploadId) {
    media = await takeCompletedUpload(db, input.uploadId);
    if (!media) return uploadIssue("uploadId", "The upload is not complete or no longer exists");
    if (kind && media.kind !== kind) return uploadIssue("uploadId", `This item is a ${kind}: upload a ${kind}`);
  }
  if (input.posterUploadId) {
    poster = await takeCompletedUpload(db, input.posterUploadId);
    if (!poster) return uploadIssue("posterUploadId", "The poster upload is not complete or no longer exists");
    if (poster.kind !== "image") return uploadIssue("posterUploadId", "The poster must be an image");
  }
  return { ok: true as const, media, poster };
}

/**
 * DemoAccessSaveorEdit. Create: the named completed upload becomes the item (its demo_uploads row
 * is consumed in the same batch, so an upload backs at most one item). Update: the given fields
 * change; a new upload or poster replaces the old object, which is deleted from R2 afterwards.
 */
export async function saveDemoItem(call: StaffCall, bucket: R2Bucket, raw: unknown): Promise<Result<{ item: DemoItemRecord; created: boolean }>> {
  const parsed = admit(call, "demo:manage", demoItemSchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { db } = call;
  const staffId = call.actor.id;
  const existing = input.id
    ? await db
        .prepare("SELECT kind, r2_key, poster_key FROM demo_items WHERE id = ?1")
        .bind(input.id)
        .first<Narrowed<Columns<"demo_items", "kind" | "r2_key" | "poster_key">, "kind", DemoKind>>()
    : null;
  if (input.id && !existing) return fail(404, NOT_FOUND_MESSAGE);
  const uploads = await uploadsFor(db, input, existing?.kind ?? null);
  if (!uploads.ok) return uploads;
  const { media, poster } = uploads;
  const statements: D1PreparedStatement[] = [];
  const id = input.id ?? crypto.randomUUID();

  if (!existing) {
    const m = media!;
    statements.push(
      db
        .prepare(
          `INSERT INTO demo_items (id, kind, title, description, product_id, r2_key, content_type, size_bytes, poster_key,
             duration_seconds, width, height, created_by)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
        )
        .bind(
          id,
          m.kind,
          input.title,
          input.description,
          input.productId,
          m.key,
          m.contentType,
          m.sizeBytes,
          poster?.key ?? null,
          m.kind === "video" ? (input.durationSeconds ?? null) : null,
          input.width ?? null,
          input.height ?? null,
          staffId,
        ),
    );
  } else {
    const sets = ["title = ?2", "description = ?3", "product_id = ?4", "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"];
    const params: unknown[] = [id, input.title, input.description, input.productId];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = ?${params.length}`);
    };
    if (media) {
      set("r2_key", media.key);
      set("content_type", media.contentType);
      set("size_bytes", media.sizeBytes);
    }
    if (poster) set("poster_key", poster.key);
    else if (input.posterUploadId === null) set("poster_key", null);
    if (input.durationSeconds !== undefined && existing.kind === "video") set("duration_seconds", input.durationSeconds);
    if (input.width !== undefined) set("width", input.width);
    if (input.height !== undefined) set("height", input.height);
    statements.push(db.prepare(`UPDATE demo_items SET ${sets.join(", ")} WHERE id = ?1`).bind(...params));
  }
  if (media) statements.push(consumeUploadStatement(db, media.id));
  if (poster) statements.push(consumeUploadStatement(db, poster.id));
  const changed = [media ? "new media" : null, poster ? "new poster" : input.posterUploadId === null ? "poster removed" : null].filter(Boolean).join(", ");
  statements.push(auditRow(call, { action: existing ? "demo.item.edit" : "demo.item.create", target: input.title, detail: existing ? changed || null : id }));
  try {
    await db.batch(statements);
  } catch (err) {
    // Two saves racing for the same upload: the second finds its key taken.
    if (/UNIQUE constraint failed: demo_items\.r2_key/.test(String(err))) return uploadIssue("uploadId", "This upload is already in use");
    throw err;
  }

  // The replaced objects, once nothing points at them any more.
  const replaced = [media && existing ? existing.r2_key : null, (poster || input.posterUploadId === null) && existing ? existing.poster_key : null];
  const stale = replaced.filter((k): k is string => k !== null);
  if (stale.length) await bucket.delete(stale);

  const item = await getDemoItem(db, id);
  return { ok: true, item: item!, created: !existing };
}

const demoItemIdSchema = z.object({ id: z.string() });

/** DemoAccessDeleteData: the row (its grants and view records go with it) with its audit row, after its R2 objects. */
export async function deleteDemoItem(call: StaffCall, bucket: R2Bucket, raw: unknown): Promise<Result<{ item: DemoItemRecord }>> {
  const parsed = admit(call, "demo:manage", demoItemIdSchema, raw);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const { id } = parsed.data;
  const item = await getDemoItem(db, id);
  const where = await mediaLocation(db, id);
  if (!item || !where) return fail(404, NOT_FOUND_MESSAGE);
  // The objects go first: if R2 is down, the answer is 503 and nothing has changed; if D1 then
  // fails, the row is still there and a retry finishes the job (deleting a missing key is a no-op).
  await bucket.delete([where.key, ...(where.posterKey ? [where.posterKey] : []), ...(where.captionsKey ? [where.captionsKey] : [])]);
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM demo_items WHERE id = ?1").bind(id),
    auditRow(call, { action: "demo.item.delete", target: item.title, detail: `${item.kind}, granted to ${item.grantCount}` }, { ifChanged: true }),
  ]);
  if (deleted?.meta.changes === 0) return fail(404, NOT_FOUND_MESSAGE);
  return { ok: true, item };
}

import * as z from "zod";
import { type DemoItemInput, type DemoKind, demoItemSchema } from "../../lib/demo/demoSchemas";
import { type StaffCall, admit, auditRow } from "../admin/staffOperation.server";
import { demoProduct } from "../../lib/demo/demoProducts";
import { type Result, fail } from "../platform/result.server";
import { type CompletedUpload, consumeUploadStatement, takeCompletedUpload } from "./demoUploads.server";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Demo content (table `demo_items`): videos and images in R2 that staff grant to demo users.
 * This module owns their SQL. R2 keys stay inside it: clients name an item by its id, and the
 * media routes look the key up after checking the caller may see the item.
 */
export interface DemoItemRecord {
  id: string;
  kind: DemoKind;
  title: string;
  description: string;
  productId: string;
  productName: string;
  /** The product's page on the public site. */
  productPath: string | null;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasPoster: boolean;
  /** Where the media streams from (authorized per request). */
  url: string;
  posterUrl: string | null;
  /** Whether staff uploaded WebVTT captions (WCAG 1.2.2). */
  hasCaptions: boolean;
  /**
   * A video's captions track, or null for an image. A video without a captions file still has a
   * track: it says, when turned on, that no captions are available yet (demoMedia.server.ts).
   */
  captionsUrl: string | null;
  /** BCP 47 language of the captions. */
  captionsLang: string;
  /** A video's chapters track (WebVTT, kind="chapters"), or null when it has none (decision record 0025). */
  chaptersUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many demo users may see it. */
  grantCount: number;
}

/** An item with the number of demo users granted it. */
type Row = Narrowed<
  Columns<
    "demo_items",
    | "id"
    | "kind"
    | "title"
    | "description"
    | "product_id"
    | "content_type"
    | "size_bytes"
    | "duration_seconds"
    | "width"
    | "height"
    | "poster_key"
    | "captions_key"
    | "captions_lang"
    | "created_at"
    | "updated_at"
  >,
  "kind",
  DemoKind
> & { has_chapters: number; grant_count: number };

const COLS = `i.id, i.kind, i.title, i.description, i.product_id, i.content_type, i.size_bytes, i.duration_seconds, i.width, i.height,
  i.poster_key, i.captions_key, i.captions_lang, i.chapters_vtt IS NOT NULL AS has_chapters, i.created_at, i.updated_at, (SELECT count(*) FROM demo_grants g WHERE g.demo_item_id = i.id) AS grant_count`;

export const mediaUrl = (id: string) => `/demo-media/items/${id}`;

function toRecord(r: Row): DemoItemRecord {
  const product = demoProduct(r.product_id);
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    productId: r.product_id,
    productName: product?.name ?? r.product_id,
    productPath: product?.path ?? null,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    durationSeconds: r.duration_seconds,
    width: r.width,
    height: r.height,
    hasPoster: r.poster_key !== null,
    url: mediaUrl(r.id),
    posterUrl: r.poster_key ? `${mediaUrl(r.id)}/poster` : null,
    // The key's file name changes with each upload, so a new file is a new URL (no stale copy).
    hasCaptions: r.captions_key !== null,
    captionsUrl: r.kind === "video" ? `${mediaUrl(r.id)}/captions?v=${encodeURIComponent(r.captions_key?.split("/").pop() ?? "none")}` : null,
    captionsLang: r.captions_lang,
    chaptersUrl: r.kind === "video" && r.has_chapters ? `${mediaUrl(r.id)}/chapters` : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    grantCount: r.grant_count,
  };
}

/** Every item (staff), or only those granted to `grantedTo` (a demo user); optionally one kind. */
export async function listDemoItems(db: D1, options: { kind?: DemoKind; grantedTo?: string } = {}): Promise<DemoItemRecord[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.kind) {
    params.push(options.kind);
    where.push(`i.kind = ?${params.length}`);
  }
  if (options.grantedTo) {
    params.push(options.grantedTo);
    where.push(`EXISTS (SELECT 1 FROM demo_grants g WHERE g.demo_item_id = i.id AND g.demo_user_id = ?${params.length})`);
  }
  const sql = `SELECT ${COLS} FROM demo_items i ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY i.title COLLATE NOCASE, i.created_at`;
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<Row>();
  return results.map(toRecord);
}

export async function getDemoItem(db: D1, id: string): Promise<DemoItemRecord | null> {
  const r = await db.prepare(`SELECT ${COLS} FROM demo_items i WHERE i.id = ?1`).bind(id).first<Row>();
  return r ? toRecord(r) : null;
}

/** The item, if `demoUserId` has been granted it; null otherwise (whether or not it exists). */
export async function getGrantedItem(db: D1, demoUserId: string, id: string): Promise<DemoItemRecord | null> {
  const r = await db
    .prepare(`SELECT ${COLS} FROM demo_items i JOIN demo_grants g ON g.demo_item_id = i.id AND g.demo_user_id = ?2 WHERE i.id = ?1`)
    .bind(id, demoUserId)
    .first<Row>();
  return r ? toRecord(r) : null;
}

/** A video's chapters as WebVTT text, or null (for the media route, after authorization, and the player's list). */
export async function chaptersOf(db: D1, id: string): Promise<string | null> {
  const r = await db.prepare("SELECT chapters_vtt FROM demo_items WHERE id = ?1").bind(id).first<{ chapters_vtt: string | null }>();
  return r?.chapters_vtt ?? null;
}

/** Where an item's bytes are in R2: for the media routes only, after authorization. */
export async function mediaLocation(
  db: D1,
  id: string,
): Promise<{ key: string; posterKey: string | null; captionsKey: string | null; contentType: string } | null> {
  const r = await db
    .prepare("SELECT r2_key, poster_key, captions_key, content_type FROM demo_items WHERE id = ?1")
    .bind(id)
    .first<Columns<"demo_items", "r2_key" | "poster_key" | "captions_key" | "content_type">>();
  return r ? { key: r.r2_key, posterKey: r.poster_key, captionsKey: r.captions_key, contentType: r.content_type } : null;
}

/** The demo users an item is granted to (for the item's admin screen). */
export async function granteesOf(db: D1, itemId: string): Promise<{ id: string; name: string; username: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.name, u.username FROM demo_grants g JOIN demo_users u ON u.id = g.demo_user_id
       WHERE g.demo_item_id = ?1 ORDER BY u.name COLLATE NOCASE`,
    )
    .bind(itemId)
    .all<Columns<"demo_users", "id" | "name" | "username">>();
  return results;
}

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

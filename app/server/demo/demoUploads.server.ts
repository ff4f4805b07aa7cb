import { type DemoKind, type UploadCreateInput, UPLOAD_PART_SIZE, kindOfContentType } from "../../lib/demo/demoSchemas";
import { type Result, fail } from "../platform/result.server";
import { StorageUnavailable } from "../platform/storageFaults.server";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type StaffCall, auditRow } from "../operations/staffOperation.server";

/**
 * Multipart uploads of demo media to R2 (table `demo_uploads`, parts in `demo_upload_parts`).
 *
 *   create → put parts 1..n (any order, again after a failure) → complete → the object exists
 *   abort  → the parts (or the completed but unused object) are deleted
 *
 * Every part but the last is exactly `partSize` bytes (R2 requires equal parts of at least
 * 5 MiB); a part's size is checked before a byte reaches R2. R2 cannot list an upload's parts,
 * so each part's ETag is recorded here: that record is what a resuming browser asks for and what
 * `complete` hands to R2. A completed upload becomes a demo item through DemoAccessSaveorEdit,
 * which consumes its row; until then the object is an upload, not content anyone can see.
 *
 * Each step a staff member takes (start, part, complete, cancel) writes its audit row in the
 * batch of its change (decision record 0020). Parts are many (a 2 GB video is 400 of them), so a
 * part writes a row only when the same person has none for the same upload in the last ten
 * minutes: one row per stretch of uploading, as the editor's autosave does (decision record 0025).
 */
export interface UploadState {
  id: string;
  kind: DemoKind;
  filename: string;
  contentType: string;
  sizeBytes: number;
  partSize: number;
  partCount: number;
  status: "uploading" | "completed";
  /** Part numbers R2 has (recorded as each landed), ascending. */
  uploadedParts: number[];
  createdAt: string;
}

/** A completed upload, as the item that takes it over needs it. */
export interface CompletedUpload {
  id: string;
  key: string;
  kind: DemoKind;
  contentType: string;
  sizeBytes: number;
}

type Row = Narrowed<
  Narrowed<
    Columns<
      "demo_uploads",
      "id" | "r2_key" | "r2_upload_id" | "kind" | "filename" | "content_type" | "size_bytes" | "part_size" | "part_count" | "status" | "created_at"
    >,
    "kind",
    DemoKind
  >,
  "status",
  "uploading" | "completed"
>;

const EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/ogg": "ogv",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

/** How long an unfinished upload may wait for its parts, and a finished one for its item. */
const STALE_AFTER_MS = { uploading: 7 * 24 * 3600 * 1000, completed: 24 * 3600 * 1000 };

const uploadDetail = (id: string) => `upload ${id}`;
const PART_AUDIT_MINUTES = 10;

const expectedPartSize = (u: Pick<Row, "size_bytes" | "part_size" | "part_count">, partNumber: number) =>
  partNumber < u.part_count ? u.part_size : u.size_bytes - u.part_size * (u.part_count - 1);

async function row(db: D1, id: string): Promise<Row | null> {
  return db.prepare("SELECT * FROM demo_uploads WHERE id = ?1").bind(id).first<Row>();
}

async function stateOf(db: D1, r: Row): Promise<UploadState> {
  const { results } = await db
    .prepare("SELECT part_number FROM demo_upload_parts WHERE upload_id = ?1 ORDER BY part_number")
    .bind(r.id)
    .all<Columns<"demo_upload_parts", "part_number">>();
  return {
    id: r.id,
    kind: r.kind,
    filename: r.filename,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    partSize: r.part_size,
    partCount: r.part_count,
    status: r.status,
    uploadedParts: r.status === "completed" ? Array.from({ length: r.part_count }, (_, i) => i + 1) : results.map((p) => p.part_number),
    createdAt: r.created_at,
  };
}

export async function getUpload(db: D1, id: string): Promise<UploadState | null> {
  const r = await row(db, id);
  return r ? stateOf(db, r) : null;
}

export async function createUpload(call: StaffCall, bucket: R2Bucket, input: UploadCreateInput): Promise<UploadState> {
  const { db } = call;
  const kind = kindOfContentType(input.contentType)!;
  const id = crypto.randomUUID();
  // The key is ours, never the client's: a random name under demo/, with the type's extension.
  const key = `demo/${id}.${EXTENSIONS[input.contentType] ?? "bin"}`;
  const partCount = Math.max(1, Math.ceil(input.size / UPLOAD_PART_SIZE));
  await cleanupStaleUploads(db, bucket);
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: input.contentType } });
  const [inserted] = await db.batch([
    db
      .prepare(
        // Stamped with the worker's clock, the one cleanupStaleUploads measures age with.
        `INSERT INTO demo_uploads (id, r2_key, r2_upload_id, kind, filename, content_type, size_bytes, part_size, part_count, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING *`,
      )
      .bind(
        id,
        key,
        upload.uploadId,
        kind,
        input.filename,
        input.contentType,
        input.size,
        UPLOAD_PART_SIZE,
        partCount,
        call.actor.id,
        new Date().toISOString(),
      ),
    auditRow(call, { action: "demo.upload.start", target: input.filename, detail: uploadDetail(id) }),
  ]);
  return stateOf(db, (inserted!.results as Row[])[0]!);
}

/**
 * Streams one part from `body` to R2 (never buffered whole) and records its ETag. The declared
 * length must be the part's exact size; a FixedLengthStream makes R2 refuse a body that ends early.
 */
export async function uploadPart(
  call: StaffCall,
  bucket: R2Bucket,
  id: string,
  partNumber: number,
  body: ReadableStream<Uint8Array> | null,
  contentLength: number | null,
): Promise<Result<{ partNumber: number; etag: string; sizeBytes: number }>> {
  const { db } = call;
  const r = await row(db, id);
  if (!r) return fail(404, "No such upload");
  if (r.status === "completed") return fail(409, "This upload is already complete");
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > r.part_count) {
    return fail(400, `Part numbers run from 1 to ${r.part_count}`);
  }
  const size = expectedPartSize(r, partNumber);
  if (contentLength !== size || !body) return fail(400, `Part ${partNumber} must be exactly ${size} bytes`);
  const { readable, writable } = new FixedLengthStream(size);
  const pump = pumpInto(body, writable, size);
  let etag: string;
  try {
    const part = await bucket.resumeMultipartUpload(r.r2_key, r.r2_upload_id).uploadPart(partNumber, readable);
    etag = part.etag;
  } catch (error) {
    // If R2 failed without reading the part, nothing drains the stream: stop the pump.
    await pump.stop();
    // The body ran past its Content-Length, or ended short of it: R2's error is about the
    // client's bytes (400). Otherwise R2 is down (503).
    const clientFault = pump.received > size || (pump.ended && pump.received < size);
    if (error instanceof StorageUnavailable && !clientFault) throw error;
    return fail(400, `Part ${partNumber} did not arrive whole; send it again`);
  }
  await pump.finished;
  await db.batch([
    db
      .prepare(
        `INSERT INTO demo_upload_parts (upload_id, part_number, etag, size_bytes) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (upload_id, part_number) DO UPDATE SET etag = excluded.etag, size_bytes = excluded.size_bytes,
           uploaded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(id, partNumber, etag, size),
    auditRow(call, { action: "demo.upload.part", target: r.filename, detail: uploadDetail(id) }, { onceWithinMinutes: PART_AUDIT_MINUTES }),
  ]);
  return { ok: true, partNumber, etag, sizeBytes: size };
}

/**
 * Copies `body` into `writable` (a FixedLengthStream of `size` bytes), counting, and never
 * writing past `size`: a longer body errors the stream instead. `stop()` ends the copy early
 * (R2 gave up) and resolves once it has.
 */
function pumpInto(body: ReadableStream<Uint8Array>, writable: WritableStream<Uint8Array>, size: number) {
  const reader = body.getReader();
  const writer = writable.getWriter();
  const state = { received: 0, ended: false, finished: Promise.resolve(), stop: async () => {} };
  const done = (async () => {
    try {
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) break;
        state.received += value.byteLength;
        if (state.received > size) throw new RangeError("The part is longer than its Content-Length");
        await writer.write(value);
      }
      state.ended = true;
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
      await reader.cancel().catch(() => undefined);
    }
  })();
  state.finished = done;
  state.stop = async () => {
    await writer.abort(new Error("The storage stopped reading")).catch(() => undefined);
    await reader.cancel().catch(() => undefined);
    await done;
  };
  return state;
}

/** Joins the recorded parts into the object. Completing a completed upload answers its state again. */
export async function completeUpload(call: StaffCall, bucket: R2Bucket, id: string): Promise<Result<{ upload: UploadState }>> {
  const { db } = call;
  const r = await row(db, id);
  if (!r) return fail(404, "No such upload");
  if (r.status === "completed") return { ok: true, upload: await stateOf(db, r) };
  const { results: parts } = await db
    .prepare("SELECT part_number, etag FROM demo_upload_parts WHERE upload_id = ?1 ORDER BY part_number")
    .bind(id)
    .all<Columns<"demo_upload_parts", "part_number" | "etag">>();
  const have = new Set(parts.map((p) => p.part_number));
  const missing = Array.from({ length: r.part_count }, (_, i) => i + 1).filter((n) => !have.has(n));
  if (missing.length) {
    const list = missing.length > 10 ? `${missing.slice(0, 10).join(", ")}…` : missing.join(", ");
    return fail(409, `The upload is missing part${missing.length > 1 ? "s" : ""} ${list}`);
  }
  try {
    await bucket.resumeMultipartUpload(r.r2_key, r.r2_upload_id).complete(parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })));
  } catch (error) {
    if (error instanceof StorageUnavailable) throw error;
    return fail(409, "The storage could not join the parts; cancel this upload and start again");
  }
  const head = await bucket.head(r.r2_key);
  if (!head || head.size !== r.size_bytes) {
    await bucket.delete(r.r2_key);
    await db.prepare("DELETE FROM demo_uploads WHERE id = ?1").bind(id).run();
    return fail(409, "The stored file does not have the announced size; upload it again");
  }
  await db.batch([
    db.prepare("UPDATE demo_uploads SET status = 'completed', completed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(id),
    db.prepare("DELETE FROM demo_upload_parts WHERE upload_id = ?1").bind(id),
    auditRow(call, { action: "demo.upload.complete", target: r.filename, detail: `${uploadDetail(id)}, ${r.size_bytes} bytes` }),
  ]);
  return { ok: true, upload: (await getUpload(db, id))! };
}

/** Cancels an upload: R2 drops its parts (or its object, if it completed but never became an item). */
export async function abortUpload(call: StaffCall, bucket: R2Bucket, id: string): Promise<Result<{ upload: UploadState }>> {
  const { db } = call;
  const r = await row(db, id);
  if (!r) return fail(404, "No such upload");
  const state = await stateOf(db, r);
  await discard(db, bucket, r, auditRow(call, { action: "demo.upload.abort", target: r.filename, detail: uploadDetail(id) }, { ifChanged: true }));
  return { ok: true, upload: state };
}

/** Drops an upload; `audit`, when a staff member asked for it, stands right after the row's DELETE in one batch. */
async function discard(db: D1, bucket: R2Bucket, r: Row, audit?: D1PreparedStatement): Promise<void> {
  if (r.status === "completed") await bucket.delete(r.r2_key);
  else {
    try {
      await bucket.resumeMultipartUpload(r.r2_key, r.r2_upload_id).abort();
    } catch (error) {
      // R2 down: keep the row, so the cancel can be repeated once it is back (503).
      if (error instanceof StorageUnavailable) throw error;
      // Already aborted or expired in R2: nothing left to clean there.
    }
  }
  const remove = db.prepare("DELETE FROM demo_uploads WHERE id = ?1").bind(r.id);
  await db.batch(audit ? [remove, audit] : [remove]);
}

/** Housekeeping on each new upload: unfinished uploads older than 7 days, unused finished ones older than a day. */
export async function cleanupStaleUploads(db: D1, bucket: R2Bucket, nowMs = Date.now()): Promise<number> {
  const { results } = await db
    .prepare("SELECT * FROM demo_uploads WHERE (status = 'uploading' AND created_at < ?1) OR (status = 'completed' AND created_at < ?2) LIMIT 20")
    .bind(new Date(nowMs - STALE_AFTER_MS.uploading).toISOString(), new Date(nowMs - STALE_AFTER_MS.completed).toISOString())
    .all<Row>();
  for (const r of results) await discard(db, bucket, r);
  return results.length;
}

/** A completed upload not yet taken by an item, or null. */
export async function takeCompletedUpload(db: D1, id: string): Promise<CompletedUpload | null> {
  const r = await db.prepare("SELECT * FROM demo_uploads WHERE id = ?1 AND status = 'completed'").bind(id).first<Row>();
  return r ? { id: r.id, key: r.r2_key, kind: r.kind, contentType: r.content_type, sizeBytes: r.size_bytes } : null;
}

/** Removes an upload's row once an item owns its object (run in the item's batch). */
export const consumeUploadStatement = (db: D1, id: string) => db.prepare("DELETE FROM demo_uploads WHERE id = ?1 AND status = 'completed'").bind(id);

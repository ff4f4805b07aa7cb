import {
  ALLOWED_TYPES_LABEL,
  type SniffedType,
  SNIFF_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
  normalizeFilename,
  sniffFileType,
} from "../../lib/uploads/fileTypes";
import { uploadPath } from "../../lib/uploads/paths";
import * as z from "zod";
import { type StaffCall, admit, auditRow, refused } from "../operations/staffOperation.server";
import { type Failure, fail } from "../platform/result.server";
import type { Columns, LeftJoined, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Files staff upload (table `uploads`, objects in the MEDIA bucket under uploads/<id>): blog
 * covers, PDFs, short videos. The bytes are stored first and the row only after R2 said yes;
 * if the row cannot be written the object is deleted again, so neither exists without the other.
 */
export { UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL };
/** The most files one request may carry. */
export const UPLOAD_MAX_FILES = 10;
/** A whole multipart request: the files plus room for the form's boundaries and headers. */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

export interface Upload {
  id: string;
  filename: string;
  contentType: string;
  kind: SniffedType["kind"];
  sizeBytes: number;
  url: string;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
}

type Row = Narrowed<
  Columns<"uploads", "id" | "r2_key" | "filename" | "content_type" | "kind" | "size_bytes" | "uploaded_by" | "created_at">,
  "kind",
  SniffedType["kind"]
> & {
  uploader_name: LeftJoined<"staff_users", "name">;
};

const toUpload = (r: Row): Upload => ({
  id: r.id,
  filename: r.filename,
  contentType: r.content_type,
  kind: r.kind,
  sizeBytes: Number(r.size_bytes),
  url: uploadPath(r.id),
  uploadedBy: r.uploaded_by ? { id: r.uploaded_by, name: r.uploader_name ?? "" } : null,
  createdAt: r.created_at,
});

const SELECT = `SELECT u.id, u.r2_key, u.filename, u.content_type, u.kind, u.size_bytes, u.uploaded_by, s.name AS uploader_name, u.created_at
  FROM uploads u LEFT JOIN staff_users s ON s.id = u.uploaded_by`;

export async function listUploads(db: D1, options: { kind?: SniffedType["kind"]; limit?: number } = {}): Promise<Upload[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE ?1 IS NULL OR u.kind = ?1 ORDER BY u.created_at DESC LIMIT ?2`)
    .bind(options.kind ?? null, options.limit ?? 200)
    .all<Row>();
  return results.map(toUpload);
}

export async function getUpload(db: D1, id: string): Promise<(Upload & { r2Key: string }) | null> {
  const r = await db.prepare(`${SELECT} WHERE u.id = ?1`).bind(id).first<Row>();
  return r ? { ...toUpload(r), r2Key: r.r2_key } : null;
}

/** Why files were refused: 400 (none, empty, too many), 413 (too large), 415 (type not allowed). */
/** A refused file: 413 over the limit, 415 not an allowed type, 400 otherwise (issues name the field `file`). */
export type UploadFailure = Failure & { status: 400 | 413 | 415 };

const refuse = (status: UploadFailure["status"], error: string): UploadFailure => ({ ok: false, status, error, issues: [{ path: "file", message: error }] });

/** Checks one file against the allowlist (by content) and the size limit. */
async function checkFile(file: File): Promise<{ ok: true; type: SniffedType } | UploadFailure> {
  const name = file.name || "The file";
  if (file.size > UPLOAD_MAX_BYTES) return refuse(413, `${name} is too large: the limit is ${UPLOAD_MAX_LABEL} per file`);
  if (file.size === 0) return refuse(400, `${name} is empty`);
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head);
  if (!type) return refuse(415, `${name} is not an allowed type: upload ${ALLOWED_TYPES_LABEL}`);
  return { ok: true, type };
}

/**
 * Stores files (uploads:write): all of them, or none. Every file is checked by its content before
 * anything is written (the files' schema is the allowlist of types and the size limit, below);
 * the rows and their audit row are one batch, and a failed put or batch removes what this call
 * already put in R2.
 */
export async function storeUploads(call: StaffCall, media: R2Bucket, files: File[]): Promise<{ ok: true; uploads: Upload[] } | Failure> {
  const denied = refused(call, "uploads:write");
  if (denied) return denied;
  if (files.length === 0) return refuse(400, "Choose a file to upload");
  if (files.length > UPLOAD_MAX_FILES) return refuse(400, `Upload at most ${UPLOAD_MAX_FILES} files at once`);
  const checked: { file: File; type: SniffedType; id: string; key: string; filename: string }[] = [];
  for (const file of files) {
    const result = await checkFile(file);
    if (!result.ok) return result;
    const id = crypto.randomUUID();
    checked.push({ file, type: result.type, id, key: `uploads/${id}`, filename: normalizeFilename(file.name, result.type) });
  }
  const { db } = call;
  const put: string[] = [];
  try {
    for (const f of checked) {
      // A Blob has a known length, which R2 needs (a bare stream may not).
      await media.put(f.key, f.file, {
        httpMetadata: { contentType: f.type.contentType },
        customMetadata: { filename: f.filename, uploadedBy: call.actor.id },
      });
      put.push(f.key);
    }
    await db.batch([
      ...checked.map((f) =>
        db
          .prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes, uploaded_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
          .bind(f.id, f.key, f.filename, f.type.contentType, f.type.kind, f.file.size, call.actor.id),
      ),
      auditRow(call, { action: "upload.create", target: checked.map((f) => f.filename).join(", "), detail: checked.map((f) => f.id).join(", ") }),
    ]);
  } catch (error) {
    if (put.length) await media.delete(put).catch(() => undefined);
    throw error;
  }
  const stored = await Promise.all(checked.map((f) => getUpload(db, f.id)));
  return { ok: true, uploads: stored.filter((u): u is NonNullable<typeof u> => u !== null).map(({ r2Key: _key, ...u }) => u) };
}

const uploadIdSchema = z.object({ id: z.string() });

/**
 * Deletes an upload (uploads:write): its row and the audit row in one batch, then its object
 * (a post using it as cover loses the cover). If the batch fails the object stays.
 */
export async function deleteUpload(call: StaffCall, media: R2Bucket, raw: unknown): Promise<{ ok: true; upload: Upload } | Failure> {
  const input = admit(call, "uploads:write", uploadIdSchema, raw);
  if (!input.ok) return input;
  const upload = await getUpload(call.db, input.data.id);
  if (!upload) return fail(404, "Upload not found");
  const [deleted] = await call.db.batch([
    call.db.prepare("DELETE FROM uploads WHERE id = ?1").bind(upload.id),
    auditRow(call, { action: "upload.delete", target: upload.filename, detail: upload.id }, { ifChanged: true }),
  ]);
  if (deleted?.meta.changes === 0) return fail(404, "Upload not found");
  await media.delete(upload.r2Key);
  const { r2Key: _key, ...rest } = upload;
  return { ok: true, upload: rest };
}

/** How an upload is served: images and videos inline, anything else as a download. */
export function dispositionFor(upload: Pick<Upload, "kind" | "filename">): string | undefined {
  if (upload.kind === "image" || upload.kind === "video") return undefined;
  const ascii = upload.filename.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.filename)}`;
}

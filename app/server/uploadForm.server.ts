import { UPLOAD_MAX_LABEL, UPLOAD_REQUEST_MAX_BYTES, type UploadFailure } from "./uploads.server";

/**
 * The files of a multipart upload request (fields `file` or `files`), read within the request
 * limit: a declared Content-Length over it is refused before reading anything, and a body without
 * one (chunked) is cut off as soon as it passes the limit, so a client cannot make the worker
 * buffer more than the limit.
 */
export async function readUploadFiles(request: Request): Promise<{ ok: true; files: File[]; fields: FormData } | UploadFailure> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return { ok: false, status: 415, error: "Content-Type must be multipart/form-data" };
  const tooLarge: UploadFailure = { ok: false, status: 413, error: `The upload is too large: the limit is ${UPLOAD_MAX_LABEL} per file` };
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > UPLOAD_REQUEST_MAX_BYTES) return tooLarge;
  const bytes = await readLimited(request.body, UPLOAD_REQUEST_MAX_BYTES);
  if (bytes === null) return tooLarge;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, status: 400, error: "The upload is not a valid multipart form" };
  }
  const files = [...form.getAll("file"), ...form.getAll("files")].filter((v): v is File => typeof v !== "string" && v.size >= 0 && v.name !== "");
  return { ok: true, files, fields: form };
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

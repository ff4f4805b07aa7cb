import { BodyTooLargeError, readBodyLimited } from "../platform/bodyLimit.server";
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
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyLimited(request, UPLOAD_REQUEST_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, error: `The upload is too large: the limit is ${UPLOAD_MAX_LABEL} per file` };
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, status: 400, error: "The upload is not a valid multipart form" };
  }
  const files = [...form.getAll("file"), ...form.getAll("files")].filter((v): v is File => typeof v !== "string" && v.name !== "");
  return { ok: true, files, fields: form };
}

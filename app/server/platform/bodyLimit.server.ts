/**
 * Reads a request body up to a byte limit. Content-Length is checked first, then the bytes
 * actually read, because a chunked body carries no length and a client can lie about it.
 */
/** What a JSON or form body may weigh unless its route needs more (a sign-in is well under 1 KB). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/**
 * Blog posts: a 100,000-character body, each character up to 4 bytes in UTF-8 and tripled by
 * url-encoding in a form post (%XX), plus the other fields.
 */
export const POST_BODY_LIMIT = 1280 * 1024;

export const limitLabel = (limit: number) => (limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 102.4) / 10} MB` : `${Math.round(limit / 1024)} KB`);

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
  }
}

export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A form body (urlencoded or multipart) read within the limit, as string fields. */
export async function readFormLimited(request: Request, limit: number): Promise<Record<string, string>> {
  const bytes = await readBodyLimited(request, limit);
  const type = request.headers.get("Content-Type") ?? "";
  const fields: Record<string, string> = {};
  const entries = type.startsWith("multipart/form-data")
    ? (await new Response(bytes, { headers: { "Content-Type": type } }).formData()).entries()
    : new URLSearchParams(new TextDecoder().decode(bytes)).entries();
  for (const [key, value] of entries) if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}

import { BodyTooLargeError, DEFAULT_BODY_LIMIT, readBodyLimited } from "./bodyLimit.server";

/**
 * A form post's fields. A body that is not form data (another content type, a malformed
 * multipart or url-encoded body) is the client's fault: 415 or 400 with the error page, not a
 * 500. A body over `limit` bytes is refused with 413 as soon as its declared length or the bytes
 * read pass the limit, before the rest is read.
 */
export async function readForm(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<FormData> {
  // Forms post. Remix hands PUT, PATCH and DELETE to the same action; none of ours means them.
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed", headers: { Allow: "POST" } });
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Response("Unsupported Media Type", { status: 415, statusText: "Unsupported Media Type" });
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new Response("Payload Too Large", { status: 413, statusText: "Payload Too Large" });
    throw error;
  }
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

/**
 * A form post's fields. A body that is not form data (another content type, a malformed
 * multipart or url-encoded body) is the client's fault: 415 with the error page, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Response("Unsupported Media Type", { status: 415, statusText: "Unsupported Media Type" });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

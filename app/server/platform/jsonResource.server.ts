import type { Issue } from "./result.server";

/**
 * Remix resource routes that answer the page's fetch() with JSON (the post editor's autosave and
 * live preview, decision record 0025). Every refusal is the project's JSON error shape,
 * `{ error, requestId, issues? }` with a 4xx, like the API's: never an HTML error page, and never
 * a redirect to sign in, which fetch() would follow to a 200 HTML page the script cannot read.
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function jsonError(
  requestId: string,
  status: number,
  error: string,
  extra: { issues?: Issue[]; headers?: Record<string, string>; [more: string]: unknown } = {},
) {
  const { headers, ...rest } = extra;
  return Response.json({ error, requestId, ...rest }, { status, headers: { ...NO_STORE, ...headers } });
}

export const jsonAnswer = (body: object) => Response.json(body, { headers: NO_STORE });

/** GET and HEAD (a resource route's loader): only POST is served. */
export const methodNotAllowed = (requestId: string) => jsonError(requestId, 405, "Method Not Allowed: send a POST", { headers: { Allow: "POST" } });

/** What a guard or the form reader threw (a Response), as JSON: a sign-in redirect becomes 401. */
async function asJson(thrown: Response, requestId: string): Promise<Response> {
  if (thrown.status >= 300 && thrown.status < 400) {
    const to = thrown.headers.get("Location") ?? "";
    return jsonError(requestId, 401, "Your session has ended: sign in again", { headers: to ? { "X-Sign-In": to } : {} });
  }
  if (thrown.status < 400) return thrown;
  const text = (await thrown.text().catch(() => "")).trim().slice(0, 200);
  const allow = thrown.headers.get("Allow");
  return jsonError(requestId, thrown.status, text || thrown.statusText || "Request refused", { headers: allow ? { Allow: allow } : {} });
}

/** Runs a JSON resource route's action: anything but POST is 405, and a thrown Response is answered as JSON. */
export async function jsonResource(request: Request, requestId: string, run: () => Promise<Response>): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(requestId);
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return asJson(thrown, requestId);
    throw thrown;
  }
}

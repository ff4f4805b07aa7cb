// The Remix half of the Pages project: compiled by `remix build` into functions/[[path]].js.
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import * as build from "@remix-run/dev/server-build";
import { claimedUserId } from "./app/server/auth/requestUser.server";
import { loadContext, type RequestMeta } from "./app/server/context.server";
import { etagMatches } from "./app/server/conditional.server";
import { isCrossSiteMutation } from "./app/server/crossSite.server";
import { parseEnv } from "./app/server/env.server";
import { logRequest } from "./app/server/log.server";
import { requestIdFor } from "./app/server/requestId.server";
import { applyHeaders, newNonce, securityHeaders } from "./app/server/securityHeaders.server";

const requestMeta = new WeakMap<Request, RequestMeta>();

const handleRemix = createPagesFunctionHandler({
  build,
  getLoadContext: ({ request, context }) =>
    loadContext(context.cloudflare, requestMeta.get(request) ?? { requestId: requestIdFor(request), cspNonce: newNonce() }),
});

export const onRequest: PagesFunction = async (context) => {
  const meta = { requestId: requestIdFor(context.request), cspNonce: newNonce() };
  requestMeta.set(context.request, meta);
  const started = Date.now();
  // Read now: Remix's Pages handler deletes it from the request.
  const ifNoneMatch = context.request.headers.get("If-None-Match");
  let response = isCrossSiteMutation(context.request)
    ? new Response("Cross-site request refused", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    : await handleRemix(context);
  if (response.status === 200 && etagMatches(context.request.method, ifNoneMatch, response.headers.get("ETag"))) {
    // The body is dropped unread (cancelling React's stream would log an abort as an error).
    response = new Response(null, { status: 304, headers: response.headers });
  }
  const durationMs = Date.now() - started;
  const out = new Response(response.body, response);
  out.headers.set("X-Request-Id", meta.requestId);
  out.headers.set("Server-Timing", `app;dur=${durationMs}`);
  const isHtml = out.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  applyHeaders(out.headers, securityHeaders((context.env as { APP_ENV?: string }).APP_ENV, isHtml ? "html" : "api", isHtml ? meta.cspNonce : undefined));
  // A 304 has no body: keep the stored page's policy, whose nonce matches its scripts.
  if (out.status === 304) out.headers.delete("Content-Security-Policy");
  logRequest({
    requestId: meta.requestId,
    method: context.request.method,
    route: new URL(context.request.url).pathname,
    status: out.status,
    durationMs,
    userId: await userIdOf(context.request, context.env),
  });
  return out;
};

/** The signed-in user a page request came from, for the log (null when none, or when the config is broken). */
async function userIdOf(request: Request, env: unknown): Promise<string | null> {
  try {
    return await claimedUserId(request, parseEnv(env as Record<string, unknown>));
  } catch {
    return null;
  }
}

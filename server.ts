// The Remix half of the Pages project: compiled by `remix build` into build/server/remix.js, which
// functions/[[path]].ts imports on the first page request. `onRequest` below is its list of steps.
import { type AppLoadContext, createRequestHandler } from "@remix-run/cloudflare";
import { withLanguageRoutes } from "./app/config/languages.mjs";
import { claimedUserId } from "./app/server/auth/requestUser.server";
import { kickScheduledWorkFromTraffic } from "./app/server/admin/scheduledWork.server";
import { appOwnedPaths } from "./app/server/platform/assetLookup.server";
import { pageLoadContext, type RequestIds } from "./app/server/platform/context.server";
import { isCrossSiteMutation } from "./app/server/platform/crossSite.server";
import { parseEnv } from "./app/server/platform/env.server";
import { logError } from "./app/server/platform/log.server";
import { pageBookmarkCookie, type RequestSession } from "./app/server/platform/d1Sessions.server";
import { edgeStore, edgeTtl, isEdgeCacheable } from "./app/server/platform/edgeCache.server";
import { weakEtag } from "./app/server/platform/conditional.server";
import { finishPageResponse, type PageCacheState } from "./app/server/platform/pageResponse.server";
import { keepStoredPage, storeTtl } from "./app/server/platform/pageStore.server";
import { type PipelineData, pipelineData } from "./app/server/platform/requestPipeline.server";

type PageContext = Parameters<PagesFunction>[0];

/**
 * The Remix build (every route module, React, the catalogue) is imported on the first page
 * request, not when the isolate starts (decision record 0027): `wrangler check startup`
 * measures module evaluation, and an isolate started for an API request or a page kept in the
 * edge cache never needs it. The compiler turns the dynamic import into a module initialised on
 * first call, in the same file.
 */
type RemixApp = { render: (request: Request, loadContext: AppLoadContext) => Promise<Response>; ownedByApp: (pathname: string) => boolean };
let remixApp: Promise<RemixApp> | undefined;
const loadRemix = () =>
  (remixApp ??= import("@remix-run/dev/server-build").then((built) => {
    // The public pages' copies under each language prefix (decision records 0049, 0058).
    const build = withLanguageRoutes(built);
    return { render: createRequestHandler(build), ownedByApp: appOwnedPaths(build.routes) };
  }));

/**
 * The request as Remix may see it, after three patches (each a header Remix would misread):
 * - If-None-Match goes, as the Pages adapter drops it (https://github.com/cloudflare/wrangler2/issues/117);
 *   onRequest has read it first, for finishPageResponse.
 * - X-Forwarded-Host goes: Remix compares a form post's Origin with it and throws (a 500) when they
 *   differ; Cloudflare does not set it, a client can. The origin check that matters
 *   (isCrossSiteMutation) has already run on the real host.
 * - `Origin: null` goes on a same-origin post: a page sent with `Referrer-Policy: no-referrer` (the
 *   invitation's, decision record 0026) makes the browser send it with its own form's post; the
 *   browser's Sec-Fetch-Site, which a page cannot set, says the post is same-origin.
 */
function forRemix(request: Request): Request {
  request.headers.delete("if-none-match");
  request.headers.delete("x-forwarded-host");
  if (request.headers.get("Origin") === "null" && request.headers.get("Sec-Fetch-Site") === "same-origin") request.headers.delete("Origin");
  return request;
}

/**
 * What the Remix adapter's createPagesFunctionHandler does, less one step on the app's own pages:
 * it asks the static files (env.ASSETS) before every render, a subrequest that can only miss on a
 * path one of the app's routes names (app/server/platform/assetLookup.server.ts; decision 0016).
 * Anything else is still looked up first, so a file in public/ that _routes.json does not exclude
 * is served as before. The page gets its load context from here (its D1 session beside it, whose
 * bookmark onRequest sends), not through a side channel.
 */
async function renderPage(context: PageContext, ids: RequestIds): Promise<{ response: Response; session?: RequestSession }> {
  const request = forRemix(context.request);
  try {
    const { render, ownedByApp } = await loadRemix();
    if (!ownedByApp(new URL(request.url).pathname)) {
      const asset = await staticFile(context, request);
      if (asset) return { response: asset };
    }
    const { loadContext, session } = pageLoadContext(context.env, request, ids, (p) => context.waitUntil(p));
    return { response: await render(request, loadContext), session };
  } catch (error) {
    // Logged once, here, with the request's id: the pipeline after sees only the 500.
    logError(ids.requestId, `page ${request.method} ${new URL(request.url).pathname}`, error);
    const response = new Response(`Internal Error\nRequest id: ${ids.requestId}\n`, {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
    return { response };
  }
}

/** A file of public/ at this path, or undefined (then Remix answers). */
async function staticFile(context: PageContext, request: Request): Promise<Response | undefined> {
  try {
    const { ASSETS } = context.env as { ASSETS: Fetcher };
    const asset = await ASSETS.fetch(request.url, request.clone() as unknown as RequestInit);
    return asset.status >= 200 && asset.status < 400 ? new Response(asset.body, asset) : undefined;
  } catch {
    return undefined;
  }
}

const crossSiteRefusal = () => new Response("Cross-site request refused", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * Keeps a public response (read from its second stream) in the location's shared cache and in the
 * pages' store every location reads (pageStore.server.ts; decision record 0032).
 */
async function keepAtEdge(request: Request, copy: Response, nonce: string, ttl: number, requestId: string, renderedAt: number) {
  try {
    const headers = new Headers(copy.headers);
    const body = await copy.text();
    // Pages without a route's own ETag get one: the page without its nonce (decision 0009).
    if (!headers.has("ETag")) headers.set("ETag", await weakEtag(nonce ? body.split(nonce).join("") : body));
    await Promise.all([
      edgeStore(request, new Response(body, { headers }), nonce, ttl),
      keepStoredPage(request, body, headers, nonce, storeTtl(ttl, headers), renderedAt),
    ]);
  } catch (error) {
    logError(requestId, "edge cache", error);
  }
}

/** Scheduled work kicked by traffic (decision record 0013), for the entry's stored-copy path too. */
export function kickScheduledWork(env: unknown, waitUntil: (p: Promise<unknown>) => void, requestId: string): void {
  kickScheduledWorkFromTraffic(env, waitUntil, requestId);
}

/**
 * A public page's response, kept at the edge while the visitor reads it: the visitor gets the
 * stream as it renders, the shared copy is read from a second branch (decision record 0032).
 */
function keepIfPublic(context: PageContext, response: Response, data: PipelineData, started: number): { response: Response; pageCache: PageCacheState } {
  if (!isEdgeCacheable(context.request)) return { response, pageCache: "BYPASS" };
  const ttl = edgeTtl(response.status, response.headers);
  if (ttl <= 0 || !response.body) return { response, pageCache: "BYPASS" };
  const [toVisitor, toCache] = response.body.tee();
  context.waitUntil(keepAtEdge(context.request, new Response(toCache, response), data.cspNonce, ttl, data.requestId, started));
  return { response: new Response(toVisitor, response), pageCache: "MISS" };
}

/** After a write, a signed-in browser's next request reads a copy at least this new (decision record 0027); an anonymous visitor gets no cookie (0048). */
function bookmarkCookieFor(request: Request, session: RequestSession | undefined, response: Response, env: unknown): string | undefined {
  return session ? pageBookmarkCookie(request, session, response.headers, String((env as { APP_ENV?: string }).APP_ENV ?? "")) : undefined;
}

/**
 * The page's own steps. The request pipeline before it (functions/_middleware.ts, decision record
 * 0045) has configured the platform, given the request its id and nonce and looked for a kept
 * copy; it adds the security headers and the log line after.
 */
export const onRequest: PagesFunction = async (context) => {
  const { request } = context;
  const data = pipelineData(context.data);
  const started = Date.now();
  const ifNoneMatch = request.headers.get("If-None-Match"); // before forRemix drops it
  const page = isCrossSiteMutation(request) ? { response: crossSiteRefusal() } : await renderPage(context, data);
  const kept = keepIfPublic(context, page.response, data, started);
  const out = finishPageResponse(request, kept.response, {
    ifNoneMatch,
    pageCache: kept.pageCache,
    durationMs: Date.now() - started,
    setCookie: bookmarkCookieFor(request, page.session, kept.response, context.env),
  });
  // Pages has no cron: traffic runs the scheduled work, after the response (decision record 0013).
  kickScheduledWorkFromTraffic(context.env, (p) => context.waitUntil(p), data.requestId);
  data.userId = await userIdOf(request, context.env);
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

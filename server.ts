// The Remix half of the Pages project: compiled by `remix build` into functions/[[path]].js.
import { createRequestHandler } from "@remix-run/cloudflare-pages";
import { claimedUserId } from "./app/server/auth/requestUser.server";
import { kickScheduledWorkFromTraffic } from "./app/server/admin/scheduledWork.server";
import { appOwnedPaths } from "./app/server/platform/assetLookup.server";
import { loadContext, type RequestMeta } from "./app/server/platform/context.server";
import { isCrossSiteMutation } from "./app/server/platform/crossSite.server";
import { parseEnv } from "./app/server/platform/env.server";
import { logError } from "./app/server/platform/log.server";
import { pageBookmarkCookie } from "./app/server/platform/d1Sessions.server";
import { edgeStore, edgeTtl, isEdgeCacheable } from "./app/server/platform/edgeCache.server";
import { weakEtag } from "./app/server/platform/conditional.server";
import { requestIdFor } from "./app/server/platform/requestId.server";
import { newNonce } from "./app/server/platform/securityHeaders.server";
import { finishPageResponse, type PageCacheState } from "./app/server/platform/pageResponse.server";
import { keepStoredPage, storeTtl } from "./app/server/platform/pageStore.server";
import { configurePlatform, type PipelineEnv, pipelineData } from "./app/server/platform/requestPipeline.server";

const requestMeta = new WeakMap<Request, RequestMeta>();

/**
 * The Remix build (every route module, React, the catalogue) is imported on the first page
 * request, not when the isolate starts (decision record 0027): `wrangler check startup`
 * measures module evaluation, and an isolate started for an API request or a page kept in the
 * edge cache never needs it. The compiler turns the dynamic import into a module initialised on
 * first call, in the same file.
 */
type RemixApp = { render: ReturnType<typeof createRequestHandler>; ownedByApp: (pathname: string) => boolean };
let remixApp: Promise<RemixApp> | undefined;
const loadRemix = () =>
  (remixApp ??= import("@remix-run/dev/server-build").then((build) => ({
    render: createRequestHandler({
      build,
      getLoadContext: ({ request, context }) =>
        loadContext(context.cloudflare, request, requestMeta.get(request) ?? { requestId: requestIdFor(request), cspNonce: newNonce() }),
    }),
    ownedByApp: appOwnedPaths(build.routes),
  })));

/**
 * What the Remix adapter's createPagesFunctionHandler does, less one step on the app's own pages:
 * it asks the static files (env.ASSETS) before every render, a subrequest that can only miss on a
 * path one of the app's routes names (app/server/platform/assetLookup.server.ts; decision 0016).
 * Anything else is still looked up first, so a file in public/ that _routes.json does not exclude
 * is served as before.
 */
async function handleRemix(context: Parameters<PagesFunction>[0]): Promise<Response> {
  const { request } = context;
  // As the adapter does (https://github.com/cloudflare/wrangler2/issues/117); server.ts has read it.
  request.headers.delete("if-none-match");
  // Remix compares a form post's Origin with X-Forwarded-Host (when present) and throws, a 500,
  // when they differ. Cloudflare does not set the header; a client can, so it is dropped: the
  // origin check that matters (isCrossSiteMutation, above) has already run on the real host.
  request.headers.delete("x-forwarded-host");
  // A page sent with `Referrer-Policy: no-referrer` (the invitation's, decision record 0026) makes
  // the browser send `Origin: null` with its own form's post, which Remix (and the actions' origin
  // checks) would refuse. The browser's Sec-Fetch-Site, which a page cannot set, says the post is
  // same-origin, and isCrossSiteMutation has read it above: the null Origin is dropped.
  if (request.headers.get("Origin") === "null" && request.headers.get("Sec-Fetch-Site") === "same-origin") request.headers.delete("Origin");
  try {
    const { render, ownedByApp } = await loadRemix();
    if (!ownedByApp(new URL(request.url).pathname)) {
      let asset: Response | undefined;
      try {
        const { ASSETS } = context.env as { ASSETS: Fetcher };
        asset = await ASSETS.fetch(request.url, request.clone() as unknown as RequestInit);
      } catch {
        // No static file: Remix answers.
      }
      if (asset && asset.status >= 200 && asset.status < 400) return new Response(asset.body, asset);
    }
    return await render(context);
  } catch (error) {
    // Logged once, here, with the request's id: the pipeline after sees only the 500.
    const { requestId } = pipelineData(context.data);
    logError(requestId, `page ${request.method} ${new URL(request.url).pathname}`, error);
    return new Response(`Internal Error\nRequest id: ${requestId}\n`, {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

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
 * The page's own steps. The request pipeline before it (functions/_middleware.ts, decision record
 * 0045) has given the request its id and nonce, looked for a kept copy, and adds the security
 * headers and the log line after; this renders, keeps a public page at the edge, sends the D1
 * bookmark after a write and kicks the scheduled work.
 */
export const onRequest: PagesFunction = async (context) => {
  const { request } = context;
  const data = pipelineData(context.data);
  // The Remix build is a bundle of its own, with its own copy of the platform's per-isolate state.
  configurePlatform(context.env as PipelineEnv, data.buildId);
  const meta: RequestMeta = { requestId: data.requestId, cspNonce: data.cspNonce };
  requestMeta.set(request, meta);
  const started = Date.now();
  // Read before the Remix handler runs: it deletes If-None-Match from the request.
  const ifNoneMatch = request.headers.get("If-None-Match");
  const cacheable = isEdgeCacheable(request);
  let pageCache: PageCacheState = cacheable ? "MISS" : "BYPASS";
  let response: Response;
  if (isCrossSiteMutation(request)) {
    response = new Response("Cross-site request refused", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } else {
    response = await handleRemix(context);
    const ttl = cacheable ? edgeTtl(response.status, response.headers) : 0;
    if (ttl > 0 && response.body) {
      // The visitor gets the stream as it renders; the shared copy is read from a second branch.
      const [toVisitor, toCache] = response.body.tee();
      context.waitUntil(keepAtEdge(request, new Response(toCache, response), meta.cspNonce, ttl, meta.requestId, started));
      response = new Response(toVisitor, response);
    } else if (cacheable) {
      pageCache = "BYPASS";
    }
  }
  const appEnv = (context.env as { APP_ENV?: string }).APP_ENV;
  // After a write, a signed-in browser's next request reads a copy at least this new (decision
  // record 0027); an anonymous visitor gets no cookie (0048).
  const out = finishPageResponse(request, response, {
    ifNoneMatch,
    pageCache,
    durationMs: Date.now() - started,
    setCookie: meta.d1 ? pageBookmarkCookie(request, meta.d1, response.headers, String(appEnv ?? "")) : undefined,
  });
  // Ordinary traffic retries the e-mail outbox at most once a minute per isolate, after the
  // response (decision record 0013): Pages has no cron.
  kickScheduledWorkFromTraffic(context.env, (p) => context.waitUntil(p), meta.requestId);
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

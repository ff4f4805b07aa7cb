import { edgeLookup, edgeStore, EDGE_TTL_SECONDS, fromEdge, isEdgeCacheable, setBuildId, setSiteOrigins } from "./edgeCache.server";
import { logError, logRequest } from "./log.server";
import { finishPageResponse, type PageCacheState } from "./pageResponse.server";
import { openStoredPage, setPageStore } from "./pageStore.server";
import { requestIdFor } from "./requestId.server";
import { newNonce } from "./securityHeaders.server";

export type PublicCopyEnv = { MEDIA?: R2Bucket; APP_ENV?: string; BENCH_D1_DELAY_MS?: string; SITE_URL?: string; SITE_ALIASES?: string };

/**
 * A public page served by the function entry without the app (decision record
 * 0032): from the location's Cache API, else from the pages' store every location shares
 * (pageStore.server.ts), with a fresh nonce and the headers server.ts gives a rendered page
 * (finishPageResponse). A cold isolate answers this way without importing the Remix build: that
 * import and a first render on cold code cost several times a static file. Undefined when the
 * request is not an anonymous public GET or no copy is kept: the app renders it.
 * This module and what it imports are small and free of zod, React and the routes: they are
 * evaluated when the isolate starts.
 */
export async function servePublicCopy(
  request: Request,
  env: PublicCopyEnv,
  buildId: string,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<{ response: Response; requestId: string } | undefined> {
  setBuildId(buildId);
  setPageStore(env.MEDIA);
  // A staff change this isolate handles purges every host name the site answers to.
  setSiteOrigins(env);
  if (!isEdgeCacheable(request)) return undefined;
  const started = Date.now();
  const requestId = requestIdFor(request);
  const cspNonce = newNonce();
  let pageCache: PageCacheState = "HIT";
  // Both places are asked at once: on a miss here (the usual case for a site visited as rarely as
  // this one, decision record 0032) the store's read has already started. On a hit, the store's
  // answer is dropped unread: one R2 read, paid only to save the miss's wait.
  const fromStore = benchDelay(env)
    .then(() => openStoredPage(request))
    .catch((error) => void logError(requestId, "page store", error));
  let copy = await edgeLookup(request, cspNonce).catch(() => undefined);
  if (copy) {
    waitUntil(fromStore.then((unused) => unused?.stored.body?.cancel()));
  } else {
    const stored = await fromStore;
    if (!stored) return undefined;
    pageCache = "STORE";
    const fresh = fromEdge(stored.stored, cspNonce);
    // This location keeps it too, for what is left of its time (at most the edge cache's minute),
    // written once the visitor's copy has gone out: written beside it, the Cache API's put held
    // back the first byte of a cold isolate's page (npm run bench:edge, decision record 0032).
    const ttl = Math.min(stored.secondsLeft, EDGE_TTL_SECONDS);
    const forCache = fresh.clone();
    const visitor = whenSent(fresh);
    copy = visitor.response;
    waitUntil(visitor.sent.then(() => edgeStore(request, forCache, cspNonce, ttl)).catch((error) => logError(requestId, "edge cache", error)));
  }
  const durationMs = Date.now() - started;
  const response = finishPageResponse(request, copy, {
    requestId,
    cspNonce,
    ifNoneMatch: request.headers.get("If-None-Match"),
    pageCache,
    durationMs,
    appEnv: env.APP_ENV,
  });
  // A 304 sends no body: the stored one is let go rather than left open.
  if (response.status === 304) waitUntil(copy.body?.cancel() ?? Promise.resolve());
  // Anonymous by definition (isEdgeCacheable refuses session cookies and tokens): no user to log.
  logRequest({ requestId, method: request.method, route: new URL(request.url).pathname, status: response.status, durationMs, userId: null });
  return { response, requestId };
}

/**
 * The response, and a promise that settles once its body has gone: read to its end, failed, or
 * dropped by the visitor (a 304's body is dropped unread). Nothing is held back on the way.
 */
function whenSent(response: Response): { response: Response; sent: Promise<void> } {
  if (!response.body) return { response, sent: Promise.resolve() };
  let settle!: () => void;
  const sent = new Promise<void>((resolve) => (settle = resolve));
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
      settle();
    },
    cancel(reason) {
      settle();
      return reader.cancel(reason);
    },
  });
  return { response: new Response(body, response), sent };
}

/**
 * `npm run bench:edge` only: the store's read is one round trip to where the bucket lives, as far
 * as D1's primary; BENCH_D1_DELAY_MS simulates it. The env schema refuses the variable in
 * production (env.server.ts), and it is ignored here when APP_ENV is production.
 */
async function benchDelay(env: PublicCopyEnv) {
  const ms = Number(env.BENCH_D1_DELAY_MS ?? 0);
  if (ms > 0 && ms <= 2000 && env.APP_ENV !== "production") await new Promise((resolve) => setTimeout(resolve, ms));
}

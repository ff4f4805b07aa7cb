import { edgeLookup, edgeStore, EDGE_TTL_SECONDS, fromEdge, isEdgeCacheable } from "./edgeCache.server";
import { logError } from "./log.server";
import { finishPageResponse, type PageCacheState } from "./pageResponse.server";
import { openStoredPage } from "./pageStore.server";
import { benchStoreDelay as benchDelay } from "./benchHooks.server";

export type PublicCopyEnv = { MEDIA?: R2Bucket; APP_ENV?: string; BENCH_D1_DELAY_MS?: string; SITE_URL?: string; SITE_ALIASES?: string };

/**
 * A public page served by the request pipeline without the app (requestPipeline.server.ts; decision
 * records 0032, 0045): from the location's Cache API, else from the pages' store every location
 * shares (pageStore.server.ts), with the request's fresh nonce and the headers server.ts gives a
 * rendered page (finishPageResponse; the pipeline adds the security headers and the log line). A cold isolate answers this way without importing the Remix build: that
 * import and a first render on cold code cost several times a static file. Undefined when the
 * request is not an anonymous public GET or no copy is kept: the app renders it.
 * This module and what it imports are small and free of zod, React and the routes: they are
 * evaluated when the isolate starts.
 */
export async function servePublicCopy(
  request: Request,
  env: PublicCopyEnv,
  { requestId, cspNonce }: { requestId: string; cspNonce: string },
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Response | undefined> {
  if (!isEdgeCacheable(request)) return undefined;
  const started = Date.now();
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
  const response = finishPageResponse(request, copy, {
    ifNoneMatch: request.headers.get("If-None-Match"),
    pageCache,
    durationMs: Date.now() - started,
  });
  // A 304 sends no body: the stored one is let go rather than left open.
  if (response.status === 304) waitUntil(copy.body?.cancel() ?? Promise.resolve());
  return response;
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

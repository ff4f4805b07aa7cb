import { enforceCachePolicy } from "./cachePolicy.server";
import { etagMatches } from "./conditional.server";

/** HIT: the location's Cache API; STORE: the pages' store every location shares; MISS: rendered, kept; BYPASS: rendered, not kept. */
export type PageCacheState = "HIT" | "STORE" | "MISS" | "BYPASS";

interface PageResponseFacts {
  /** The If-None-Match the request came with (read before Remix's handler deletes it). */
  ifNoneMatch: string | null;
  pageCache: PageCacheState;
  durationMs: number;
  /** A Set-Cookie to add before the cache policy is applied (the D1 bookmark after a write). */
  setCookie?: string;
}

/**
 * Every page response's last step, the same whether it was rendered (server.ts) or served from a
 * stored copy by the request pipeline without the app (publicCopy.server.ts): the conditional 304,
 * the timing and the cache policy. The request id and the security headers are the pipeline's, as
 * for every other response (requestPipeline.server.ts).
 */
export function finishPageResponse(request: Request, response: Response, facts: PageResponseFacts): Response {
  if (response.status === 200 && etagMatches(request.method, facts.ifNoneMatch, response.headers.get("ETag"))) {
    // The body is dropped unread (cancelling React's stream would log an abort as an error).
    response = new Response(null, { status: 304, headers: response.headers });
  }
  const out = new Response(response.body, response);
  if (facts.setCookie) out.headers.append("Set-Cookie", facts.setCookie);
  out.headers.set("Server-Timing", `app;dur=${facts.durationMs}`);
  const isHtml = out.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (isHtml) out.headers.set("X-Page-Cache", facts.pageCache);
  enforceCachePolicy(request, out.headers, out.status);
  return out;
}

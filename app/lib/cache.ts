import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Public catalogue pages are the same for every visitor: browsers keep them five minutes, the
 * edge an hour, and the edge may serve a stale copy for a day while it refetches.
 */
export const PUBLIC_CACHE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** A route's `headers` export for public pages; an error response (a 404) is not cached as a page. */
export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) => (errorHeaders ? { "Cache-Control": "no-store" } : { "Cache-Control": PUBLIC_CACHE });

/**
 * The same for a page whose loader may say otherwise: a part read from D1 (a brochure, the
 * customer stories) could not be read, and that page is sent uncached so the outage is not kept.
 */
export const publicUnlessLoaderSays: HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ? { "Cache-Control": "no-store" } : { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_CACHE };

/**
 * A route's `headers` that keeps its action's `Retry-After`: Remix builds a page's (and a form
 * post's `.data`) headers only from the routes' `headers` exports, so a leaf route without one
 * answers a rate-limited form (429) with its parent's headers and no `Retry-After`. Every route
 * with an action exports one (tests/unit/retryAfter.test.ts). Without `own`, the parent's
 * headers, as Remix does for a route with no export.
 */
export const withRetryAfter =
  (own?: HeadersFunction): HeadersFunction =>
  (args) => {
    const headers = new Headers(own ? own(args) : args.parentHeaders);
    const retryAfter = args.actionHeaders.get("Retry-After") ?? args.errorHeaders?.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };

/** A route's `headers` export for a signed-in person's pages (staff, demo users): kept by no cache, shared or private. */
export const privatePageHeaders: HeadersFunction = /* @__PURE__ */ withRetryAfter(() => ({ "Cache-Control": "private, no-store" }));

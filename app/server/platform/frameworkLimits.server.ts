/**
 * Limits on the two requests Remix answers before any route of ours runs (decision record 0047):
 * route discovery (`/__manifest?p=…`, lazy route discovery) and single fetch's data requests
 * (`/any/page.data`). Remix v2 gets no more security releases, so the shapes its advisories name
 * are refused here, before the Remix build is even loaded; every other path (an unknown one
 * included, which gets the Page Not Found screen) goes on as before.
 *
 * Evaluated when the isolate starts (the request pipeline imports it): no imports.
 */

/** The longest URL Remix's browser code puts in one discovery request (and 2.17.5 answers). */
export const MANIFEST_URL_LIMIT = 7680;
/**
 * The most segments a discovery path may have. Remix checks every prefix of every path against
 * the route tree, so the work grows with the square of a path's segments; the site's deepest
 * page has five, and a link with more than this is not one of ours.
 */
const MANIFEST_PATH_SEGMENTS = 32;
/**
 * The most route matches one discovery request may cost: each distinct prefix is one walk of the
 * route tree. A page's links (the sitemap's every product, with shared prefixes counted once) need
 * a few hundred.
 */
const MANIFEST_PREFIXES = 1024;
/** A data request's URL is its page's URL plus `.data` and `_routes`: the same bound as discovery. */
const DATA_URL_LIMIT = 7680;

const refuse = (status: number, statusText: string, headers: Record<string, string> = {}) =>
  new Response(statusText, { status, statusText, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The answer for a discovery or data request outside the limits; undefined for every other request. */
export function refuseFrameworkRequest(request: Request, url: URL): Response | undefined {
  if (url.pathname === "/__manifest") {
    if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "Method Not Allowed", { Allow: "GET, HEAD" });
    if (request.url.length > MANIFEST_URL_LIMIT) return refuse(400, "Bad Request");
    // Remix matches every prefix of every path against the route tree: the prefixes are counted
    // here first, without splitting, and a request that would need more is refused.
    const prefixes = new Set<string>();
    for (const raw of url.searchParams.getAll("p")) {
      const path = raw.startsWith("/") ? raw : `/${raw}`;
      let segments = 0;
      for (let i = 1; i <= path.length; i++) {
        if (i < path.length && path.charCodeAt(i) !== 47) continue;
        prefixes.add(path.slice(0, i));
        if (++segments > MANIFEST_PATH_SEGMENTS || prefixes.size > MANIFEST_PREFIXES) return refuse(400, "Bad Request");
      }
    }
    return undefined;
  }
  if (url.pathname.endsWith(".data") && request.url.length > DATA_URL_LIMIT) return refuse(414, "URI Too Long");
  return undefined;
}

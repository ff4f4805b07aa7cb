/**
 * Limits on the two requests Remix answers before any route of ours runs (decision record 0046):
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
export const MANIFEST_PATH_SEGMENTS = 32;
/** A data request's URL is its page's URL plus `.data` and `_routes`: the same bound as discovery. */
export const DATA_URL_LIMIT = 7680;

const refuse = (status: number, statusText: string, headers: Record<string, string> = {}) =>
  new Response(statusText, { status, statusText, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The answer for a discovery or data request outside the limits; undefined for every other request. */
export function refuseFrameworkRequest(request: Request, url: URL): Response | undefined {
  if (url.pathname === "/__manifest") {
    if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "Method Not Allowed", { Allow: "GET, HEAD" });
    if (request.url.length > MANIFEST_URL_LIMIT) return refuse(400, "Bad Request");
    // Counted without splitting: a hostile path is as long as the URL allows.
    for (const path of url.searchParams.getAll("p")) {
      let slashes = 0;
      for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 && ++slashes > MANIFEST_PATH_SEGMENTS) return refuse(400, "Bad Request");
    }
    return undefined;
  }
  if (url.pathname.endsWith(".data") && request.url.length > DATA_URL_LIMIT) return refuse(414, "URI Too Long");
  return undefined;
}

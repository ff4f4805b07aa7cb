import { outdatedBrowser } from "../../lib/browser";
import { browserWarningDismissed } from "./cookies.server";
import { hasSessionCookie, isPersonalPath } from "./cachePolicy.server";

/**
 * Whether a request may be answered from (and fill) the shared copy: a GET of a page with no query
 * string, from a visitor with no session, whose browser would not get the outdated-browser banner
 * (that page is made for one browser and sent private). A query string is the visitor's own
 * (a search, a tree selection, a tracking tag) and makes the cache key unbounded: random ones would
 * push the real pages out. A copy can't serve another query either: the page embeds its URL and
 * Remix reloads a page whose URL does not match it.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "") return false;
  // Single-fetch data requests (*.data) and route discovery (/__manifest) are not pages.
  if (isPersonalPath(url.pathname) || url.pathname.endsWith(".data") || url.pathname === "/__manifest") return false;
  const cookie = request.headers.get("Cookie");
  if (hasSessionCookie(cookie)) return false;
  return browserWarningDismissed(cookie) || outdatedBrowser(request.headers.get("User-Agent")) === null;
}

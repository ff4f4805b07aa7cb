import { APP_VERSION } from "../../config/version";
import { weakEtag } from "../platform/conditional.server";
import { newsVersion } from "./posts.server";

/**
 * Caching of the public news pages and feed: the same for every visitor, so browsers keep them a
 * minute and the edge five, serving a stale copy for up to a day while it refetches. Each
 * response's ETag is derived from the newest change to a published post (plus the published count
 * and the categories, which an unpublish, delete or rename changes), the URL and the app version,
 * so after a post changes a revalidation gets the new page and otherwise a 304.
 */
export const NEWS_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

export async function newsEtag(db: D1Database, request: Request): Promise<string> {
  const url = new URL(request.url);
  return weakEtag(await newsVersion(db), url.pathname, url.search, APP_VERSION, String(new Date().getUTCFullYear()));
}

export function newsHeaders(etag: string): Record<string, string> {
  return { "Cache-Control": NEWS_CACHE, ETag: etag };
}

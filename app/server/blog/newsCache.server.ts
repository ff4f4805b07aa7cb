import { APP_VERSION } from "../../config/version";
import { weakEtag } from "../platform/conditional.server";
import { newsVersion } from "./posts.server";
import { splitLanguage } from "../../lib/i18n/languages";
import type { D1 } from "../platform/d1Sessions.server";
import { translationsVersion } from "../i18n/translationsVersion.server";

/**
 * Caching of the public news pages, the feed and sitemap.xml: the same for every visitor, so
 * browsers keep them a minute and the edge five, serving a stale copy for up to a day while it
 * refetches. Each response's ETag is derived from the posts visible at the request's time (the
 * newest change, their count), the categories, the URL and the app version, so after a post
 * changes a revalidation gets the new page and otherwise a 304.
 *
 * Scheduled posts: a post comes due with nobody acting, and no cache is told. So while one is
 * pending, no copy of these responses may live past its time: max-age and s-maxage are cut to the
 * seconds left and stale-while-revalidate to 0 (a stale copy would hide the post for one more
 * visitor). The location's shared cache keeps them min(s-maxage, 60 s) (edgeCache.server.ts), so
 * the cut applies there too.
 */
const NEWS_MAX_AGE = 60;
const NEWS_S_MAXAGE = 300;
export const NEWS_CACHE = `public, max-age=${NEWS_MAX_AGE}, s-maxage=${NEWS_S_MAXAGE}, stale-while-revalidate=86400`;

interface NewsCacheState {
  etag: string;
  cacheControl: string;
}

/** The Cache-Control for a response made at `now` when the next scheduled post is due at `nextAt`. */
export function newsCacheControl(now: string, nextAt: string | null): string {
  if (!nextAt) return NEWS_CACHE;
  const left = Math.max(0, Math.floor((Date.parse(nextAt) - Date.parse(now)) / 1000));
  if (left >= NEWS_S_MAXAGE) return NEWS_CACHE;
  return `public, max-age=${Math.min(NEWS_MAX_AGE, left)}, s-maxage=${left}, stale-while-revalidate=0`;
}

export async function newsCacheState(db: D1, request: Request, now: string): Promise<NewsCacheState> {
  const url = new URL(request.url);
  // A page in another language changes with staff's versions in it too (decision record 0054).
  const [{ version, nextAt }, translations] = await Promise.all([newsVersion(db, now), translationsVersion(db, "post", splitLanguage(url.pathname).language)]);
  const etag = await weakEtag(version, translations, url.pathname, url.search, APP_VERSION, String(new Date(now).getUTCFullYear()));
  return { etag, cacheControl: newsCacheControl(now, nextAt) };
}

export function newsHeaders(state: NewsCacheState): Record<string, string> {
  return { "Cache-Control": state.cacheControl, ETag: state.etag };
}

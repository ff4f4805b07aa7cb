import { APP_VERSION } from "../../config/version";
import { NEWS_CACHE } from "../blog/newsCache.server";
import { weakEtag } from "../platform/conditional.server";
import { storiesVersion } from "./stories.server";
import type { D1 } from "../platform/d1Sessions.server";
import { translationsVersion } from "../i18n/translationsVersion.server";
import { splitLanguage } from "../../lib/i18n/languages";

/**
 * Caching of /customers and the story pages, as the news pages are cached (decision record 0014):
 * the same for every visitor, a minute in browsers and five at the edge (the location's shared
 * cache keeps them at most a minute and a staff change purges them: decision 0027), with an ETag that
 * follows the public stories (their count and newest change), the URL and the app version, so a
 * revalidation after a story changes gets the new page and otherwise a 304.
 */
export async function storiesHeaders(db: D1, request: Request): Promise<Record<string, string>> {
  const url = new URL(request.url);
  // A page in another language changes with staff's versions of the stories too (decision record 0054).
  const [version, translations] = await Promise.all([storiesVersion(db), translationsVersion(db, "story", splitLanguage(url.pathname).language)]);
  const etag = await weakEtag(version, translations, url.pathname, url.search, APP_VERSION);
  return { "Cache-Control": NEWS_CACHE, ETag: etag };
}

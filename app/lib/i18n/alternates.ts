import { LANGUAGES, localizedPath } from "./languages";

/**
 * A page's copies for search engines (hreflang; decision record 0049): one per language, itself
 * included (the list is the same from every copy, so it is reciprocal), and x-default, the
 * English page, for a visitor whose language the site does not have.
 */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [...LANGUAGES.map((l) => ({ hreflang: l.locale, path: localizedPath(path, l.code) })), { hreflang: "x-default", path: localizedPath(path, "en") }];
}

import type { Language } from "~/lib/i18n/languages";
import { PAGE_ENGLISH, type PageKey, type PageWords, type UsedByWords } from "~/lib/i18n/pageWords";
import { wordsIn } from "./interfaceMessages.server";
import type { StaticFiles } from "./staticFiles.server";

/**
 * The public pages' words in a language (decision record 0056): `public/i18n/<code>/pages.json`;
 * a key it lacks, or a file that cannot be read, is English.
 */
export const pageWords = <K extends PageKey>(files: StaticFiles | undefined, language: Language, keys: readonly K[]): Promise<PageWords<K>> =>
  wordsIn(files, language, "pages", PAGE_ENGLISH, keys);

/** The words of every key under the given prefixes (`"news"`: `news.*`), chosen here so the page's script names none. */
export function pageWordsIn<P extends string>(files: StaticFiles | undefined, language: Language, ...prefixes: P[]) {
  const keys = (Object.keys(PAGE_ENGLISH) as PageKey[]).filter((k) => prefixes.some((p) => k.startsWith(`${p}.`))) as Extract<PageKey, `${P}.${string}`>[];
  return pageWords(files, language, keys);
}

/** The words of a product or group page's "Used by" section of customer stories. */
export const usedByWords = (files: StaticFiles | undefined, language: Language): Promise<UsedByWords> =>
  pageWords(files, language, [...USED_BY_KEYS, "customers.sample", "customers.sampleLead", "customers.sampleBody"]);
const USED_BY_KEYS = (Object.keys(PAGE_ENGLISH) as PageKey[]).filter((k): k is Extract<PageKey, `usedBy.${string}`> => k.startsWith("usedBy."));

/*
 * A page's other words, from here too: each `.server` module a route file imports costs that
 * page's script an empty stand-in chunk (about 110 bytes gzip), and a shared module its loader
 * alone uses stays in the script (its top level may have effects), so a page takes its words, its
 * notices, the catalogue's names and its dates written out from this one module.
 */
export { contentNotice } from "./contentNotices.server";
export { catalogueNames } from "./catalogueTranslations.server";
export { formatDateIn } from "~/lib/i18n/format";

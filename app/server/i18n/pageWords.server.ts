import * as z from "zod";
import type { Language, TranslatedLanguage } from "~/lib/i18n/languages";
import { PAGE_ENGLISH, type PageKey, type PageWords, type UsedByWords } from "~/lib/i18n/pageWords";
import type { StaticFiles } from "./interfaceMessages.server";

/**
 * The public pages' words in a language (decision record 0056): `public/i18n/<code>/pages.json`,
 * read through ASSETS once per isolate; a key it lacks, or a file that cannot be read, is English.
 */
const pagesFile = z.object({ language: z.string(), review: z.enum(["awaiting", "reviewed"]), messages: z.record(z.string(), z.string()) });

export const pagesPath = (language: TranslatedLanguage) => `/i18n/${language}/pages.json`;

const cache = new Map<TranslatedLanguage, Record<string, string>>();

async function pagesMessages(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<Record<string, string> | undefined> {
  const kept = cache.get(language);
  if (kept || !files) return kept;
  const value: unknown = await files
    .fetch(`https://assets.local${pagesPath(language)}`)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  const parsed = pagesFile.safeParse(value);
  if (!parsed.success || parsed.data.language !== language) return undefined;
  cache.set(language, parsed.data.messages);
  return parsed.data.messages;
}

/** The words for `keys` in `language`. */
export async function pageWords<K extends PageKey>(files: StaticFiles | undefined, language: Language, keys: readonly K[]): Promise<PageWords<K>> {
  const messages = language === "en" ? undefined : await pagesMessages(files, language);
  return Object.fromEntries(keys.map((key) => [key, messages?.[key] || PAGE_ENGLISH[key]])) as PageWords<K>;
}

/** The words of every key under the given prefixes (`"news"`: `news.*`), chosen here so the page's script names none. */
export function pageWordsIn<P extends string>(files: StaticFiles | undefined, language: Language, ...prefixes: P[]) {
  const keys = (Object.keys(PAGE_ENGLISH) as PageKey[]).filter((k) => prefixes.some((p) => k.startsWith(`${p}.`))) as Extract<PageKey, `${P}.${string}`>[];
  return pageWords(files, language, keys);
}

/** The words of a product or group page's "Used by" section of customer stories. */
export const usedByWords = (files: StaticFiles | undefined, language: Language): Promise<UsedByWords> =>
  pageWords(files, language, [...USED_BY_KEYS, "customers.sample", "customers.sampleLead", "customers.sampleBody"]);
const USED_BY_KEYS = (Object.keys(PAGE_ENGLISH) as PageKey[]).filter((k): k is Extract<PageKey, `usedBy.${string}`> => k.startsWith("usedBy."));

/** Forgets what this isolate read (tests). */
export const forgetPageWords = () => cache.clear();

/*
 * A page's other words, from here too: each `.server` module a route file imports costs that
 * page's script an empty stand-in chunk (about 110 bytes gzip), and a shared module its loader
 * alone uses stays in the script (its top level may have effects), so a page takes its words, its
 * notices, the catalogue's names and its dates written out from this one module.
 */
export { contentNotice } from "./contentNotices.server";
export { catalogueNames } from "./catalogueTranslations.server";
export { formatDateIn } from "~/lib/i18n/format";

import type { TranslatedLanguage } from "~/lib/i18n/languages";
import { readLanguageSearch, type LanguageSearch } from "~/lib/i18n/searchWordsSchema";
import { staticJson, type StaticFiles } from "./staticFiles.server";

const cache = new Map<TranslatedLanguage, LanguageSearch>();

/**
 * /search in a language (decision record 0056): the same static files the overlay fetches, read
 * through ASSETS and kept per isolate once both read; English words (linking within the
 * language) where one cannot be.
 */
export async function translatedSearch(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<LanguageSearch> {
  const kept = cache.get(language);
  if (kept) return kept;
  const { search, complete } = await readLanguageSearch(language, (path) => (files ? staticJson(files, path) : Promise.resolve(null)));
  if (complete) cache.set(language, search);
  return search;
}

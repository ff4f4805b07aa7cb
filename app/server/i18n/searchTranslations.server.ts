import { PRODUCTS } from "~/catalogue";
import { createCatalogueSearch, type CatalogueSearch } from "~/catalogue/forgiving";
import type { TranslatedLanguage } from "~/lib/i18n/languages";
import { catalogueSearchPath, searchMessages, searchMessagesPath, type SearchMessages } from "~/lib/i18n/searchWords";
import { parseCatalogueSearch, parseSearchMessages } from "~/lib/i18n/searchWordsSchema";
import type { StaticFiles } from "./interfaceMessages.server";

/** /search in a language (decision record 0056): the catalogue's matchers over its words and English's, and the search's words. */
export interface TranslatedSearch {
  search: CatalogueSearch;
  words: SearchMessages;
}

const cache = new Map<TranslatedLanguage, TranslatedSearch>();

const json = (files: StaticFiles, path: string): Promise<unknown> =>
  files
    .fetch(`https://assets.local${path}`)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);

/**
 * The language's search, from the same static files the overlay fetches, read through ASSETS and
 * kept per isolate once both read; English words (linking within the language) where one cannot be.
 */
export async function translatedSearch(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<TranslatedSearch> {
  const kept = cache.get(language);
  if (kept) return kept;
  const [catalogue, messages] = files
    ? await Promise.all([json(files, catalogueSearchPath(language)), json(files, searchMessagesPath(language))])
    : [null, null];
  const words = parseCatalogueSearch(catalogue, language);
  const interfaceWords = parseSearchMessages(messages, language);
  const search = { search: createCatalogueSearch(PRODUCTS, words ?? { language, groups: {}, products: {} }), words: searchMessages(interfaceWords) };
  if (words && interfaceWords) cache.set(language, search);
  return search;
}

/** Forgets what this isolate read (tests). */
export const forgetSearchTranslations = () => cache.clear();

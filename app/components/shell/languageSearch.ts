import { PRODUCTS } from "~/catalogue";
import { createCatalogueSearch } from "~/catalogue/forgiving";
import { languageOfPath, type Language, type TranslatedLanguage } from "~/lib/i18n/languages";
import { SEARCH_ENGLISH } from "~/lib/i18n/searchWords";
import { readLanguageSearch, type LanguageSearch } from "~/lib/i18n/searchWordsSchema";

// Built once, when the overlay's chunk first loads: lower-cased fields are not recomputed per keystroke.
export const ENGLISH_SEARCH: LanguageSearch = { search: createCatalogueSearch(PRODUCTS), words: SEARCH_ENGLISH };

const ready = new Map<TranslatedLanguage, LanguageSearch>();
const pending = new Map<TranslatedLanguage, Promise<LanguageSearch>>();

const json = (path: string): Promise<unknown> =>
  fetch(path)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);

/**
 * A language's search (decision record 0056): its two static files, fetched once per page life
 * (the browser keeps them five minutes), never per keystroke. Files that cannot be read give the
 * English words, still linking within the language, and are asked for again at the next open.
 */
export function loadLanguageSearch(language: Language): Promise<LanguageSearch> {
  if (language === "en") return Promise.resolve(ENGLISH_SEARCH);
  let load = pending.get(language);
  if (!load) {
    load = readLanguageSearch(language, json).then(({ search, complete }) => {
      if (complete) ready.set(language, search);
      else pending.delete(language);
      return search;
    });
    pending.set(language, load);
  }
  return load;
}

/** The language's search if its files have arrived. */
export const languageSearchNow = (language: Language): LanguageSearch | undefined => (language === "en" ? ENGLISH_SEARCH : ready.get(language));

// The page's language's files are asked for with this code (when the browser is idle after the
// load, or when the overlay opens first), so that typing finds them in memory.
if (typeof location !== "undefined") void loadLanguageSearch(languageOfPath(location.pathname));

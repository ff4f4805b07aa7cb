import { fillWords } from "./fillWords";
import { withEnglish, type WordsOf } from "./withEnglish";
import type { TranslatedLanguage } from "./languages";

/**
 * What the search in a visitor's language reads (decision record 0056): two static files per
 * language, fetched by the overlay once, when its code loads (idle, or on open), never per
 * keystroke; read by /search's loader through ASSETS.
 *
 * - `/i18n/<code>/search-catalogue.json`: each product's translated name and summary, and the
 *   modules' names, made from the catalogue's translation by `npm run i18n:search` (a unit test
 *   fails when it is stale).
 * - `/i18n/<code>/search.json`: the search's interface words (`SEARCH_ENGLISH`'s keys).
 */
export const catalogueSearchPath = (language: TranslatedLanguage) => `/i18n/${language}/search-catalogue.json`;
export const searchMessagesPath = (language: TranslatedLanguage) => `/i18n/${language}/search.json`;

/** The search's interface words in English: the overlay, its results, and /search. `{name}` values are filled in. */
/** A language's words for the catalogue search: every field optional, English where one is missing. */
export interface CatalogueSearchWords {
  language: TranslatedLanguage;
  /** Its catalogue translation's review mark (names.json's), for the go-live checklist. */
  review?: "awaiting" | "reviewed";
  groups: Record<string, string>;
  products: Record<string, { name?: string; summary?: string }>;
}

export const SEARCH_ENGLISH = {
  overlayLabel: "Search the catalogue",
  label: "Search Our Software",
  placeholder: "Product, module or task",
  close: "Close search",
  wholeSite: "Search the whole site for “{term}”",
  wholeSiteAfter: "(news and customer stories too)",
  hintBefore: "Search by product name, module (Banking, Trust, Investment…) or what it does. Press",
  hintAfter: "to close.",
  noMatches: "Sorry, No Matches Found For Your Search",
  oneMatch: "1 Match Found",
  matches: "{count} Matches Found",
  tryBefore: "Try a shorter or different word, browse the",
  tryTool: "Find Your Software",
  tryMiddle: "catalogue, or",
  tryContact: "contact us",
  tryAfter: "and we will point you to the right system.",
  related: "Related:",
  relatedTo: "Related to {name}",
  didYouMean: "Did you mean",
  or: "or",
  question: "?",
  pageTitle: "Search",
  pageTitleWith: "Search: {term}",
  button: "Search",
  kindProduct: "Product",
  kindNews: "News",
  kindStory: "Customer story",
} as const;
export type SearchMessages = WordsOf<typeof SEARCH_ENGLISH>;

/** The search's words: the translation's where it has a key, English for the rest. */
export const searchMessages = (translated: Record<string, string> | undefined): SearchMessages => withEnglish(SEARCH_ENGLISH, translated);

/** R-SEARCH's result header, in the search's words (English: the specification's exact strings). */
export function matchCount(words: SearchMessages, count: number): string {
  if (count === 0) return words.noMatches;
  return count === 1 ? words.oneMatch : fillWords(words.matches, { count });
}

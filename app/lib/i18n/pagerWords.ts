import type { WordsOf } from "./withEnglish";

/**
 * The paginator's words in English: the staff screens' (its default), and the `pager.*` keys of
 * the public pages' words (pageWords.ts), whose language's a public page passes it instead.
 */
export const PAGER_ENGLISH = {
  "pager.first": "« First",
  "pager.firstLabel": "First page",
  "pager.previous": "‹ Previous",
  "pager.previousLabel": "Previous page",
  "pager.pageLabel": "Page {n}",
  "pager.next": "Next ›",
  "pager.nextLabel": "Next page",
  "pager.last": "Last »",
  "pager.lastLabel": "Last page",
  "pager.status": "Page {page} of {pages}",
} as const;

/** The paginator's words in a language. */
export type PagerWords = WordsOf<typeof PAGER_ENGLISH>;

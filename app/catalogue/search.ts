import { SEARCH_ENGLISH, matchCount, type CatalogueSearchWords } from "~/lib/i18n/searchWords";
import { localizedPath } from "~/lib/i18n/languages";
import type { Product } from "./types";

/**
 * The search overlay's matching (R-SEARCH, R-CONSTANTS): a case-insensitive substring match of the whole
 * term on a product's name, module and description, run in the browser on the catalogue, no call.
 * Lower-cased fields are computed once per index, not per keystroke; typing on narrows the last
 * matches instead of scanning the whole catalogue again (a term that contains the previous one
 * can only match where that one did), so a keystroke stays well under a frame on 10,000 entries.
 * Beyond the original, without changing what matches: name matches rank first (names
 * that start with the term, then a word of the name that does), then whole-word and word-start
 * matches elsewhere, and matches inside a word last; catalogue order within a rank; and matched
 * spans for highlighting.
 */

interface SearchLink {
  id: string;
  name: string;
  path: string;
}

export interface SearchResult extends SearchLink {
  module: string;
  desc: string;
  related: SearchLink[];
}

interface IndexedProduct {
  result: SearchResult;
  /** Lower-cased names: the translated one first, then the English one (decision record 0056). */
  names: string[];
  /** Lower-cased name, module and description, one per line (in both languages): one scan per entry per keystroke. */
  text: string;
}

interface Narrowing {
  needle: string;
  /** Every entry the needle matches, in catalogue order. */
  matches: readonly IndexedProduct[];
}

export interface SearchIndex {
  readonly entries: readonly IndexedProduct[];
  /**
   * The matches of the terms typed so far, each term extending the one before it. Only a
   * shortcut: the results are the same with or without it.
   */
  readonly typed: Narrowing[];
}

const MAX_TYPED = 64;

type Searchable = Pick<Product, "id" | "name" | "group" | "summary" | "route" | "related">;

/**
 * The index of `products`; with a language's `words`, each entry matches its translated name,
 * module and summary as well as the English ones, and shows the translated ones (English where
 * the translation has none), linking to the language's pages (decision record 0056).
 */
export function createSearchIndex(products: readonly Searchable[], words?: CatalogueSearchWords): SearchIndex {
  const byId = new Map(products.map((p) => [p.id, p]));
  const pathOf = (route: string) => localizedPath(`/${route}`, words?.language ?? "en");
  const nameOf = (p: Searchable) => words?.products[p.id]?.name ?? p.name;
  return {
    typed: [],
    entries: products.map((p) => {
      const name = nameOf(p);
      const module = words?.groups[p.group] ?? p.group;
      const desc = words?.products[p.id]?.summary ?? p.summary;
      const fields = words ? [name, module, desc, p.name, p.group, p.summary] : [p.name, p.group, p.summary];
      return {
        names: (words ? [name, p.name] : [p.name]).map((n) => n.toLowerCase()),
        text: fields.join(FIELD_BREAK).toLowerCase(),
        result: {
          id: p.id,
          name,
          path: pathOf(p.route),
          module,
          desc,
          related: p.related.flatMap((id) => {
            const r = byId.get(id);
            return r ? [{ id: r.id, name: nameOf(r), path: pathOf(r.route) }] : [];
          }),
        },
      };
    }),
  };
}

// A term typed in a one-line box holds no line break, so it cannot match across two fields.
const FIELD_BREAK = "\n";

const matchesNeedle = (entry: IndexedProduct, needle: string) =>
  needle.includes(FIELD_BREAK) ? entry.text.split(FIELD_BREAK).some((field) => field.includes(needle)) : entry.text.includes(needle);

/** The entries matching `needle`, scanning only the matches of the longest typed term it contains. */
function matchingEntries(index: SearchIndex, needle: string): readonly IndexedProduct[] {
  const typed = index.typed;
  // Forget the terms this one does not extend (a deletion, or a new word elsewhere in the box).
  while (typed.length > 0 && !needle.startsWith(typed[typed.length - 1]!.needle)) typed.pop();
  const last = typed[typed.length - 1];
  if (last?.needle === needle) return last.matches;
  const matches = (last?.matches ?? index.entries).filter((entry) => matchesNeedle(entry, needle));
  if (typed.length >= MAX_TYPED) typed.shift();
  typed.push({ needle, matches });
  return matches;
}

/** Whether `needle` occurs in `text` where a word starts (at the start, or after a character that is not a letter or digit). */
function atWordStart(text: string, needle: string): { start: boolean; whole: boolean } {
  let start = false;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (at > 0 && WORD_CHAR.test(text[at - 1]!)) continue;
    start = true;
    const after = text[at + needle.length];
    if (after === undefined || !WORD_CHAR.test(after)) return { start, whole: true };
  }
  return { start, whole: false };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * How well an entry matches, lower first: its name starting with the term, a word of its name
 * starting with it, the name containing it; then the same term as a whole word elsewhere (module
 * or description), a word elsewhere starting with it, and last a match inside a word ("repo" in
 * "reports").
 */
function rank(entry: IndexedProduct, needle: string): number {
  let inName = 3;
  for (const name of entry.names) {
    const at = name.indexOf(needle);
    if (at === 0) return 0;
    if (at > 0) inName = Math.min(inName, atWordStart(name, needle).start ? 1 : 2);
  }
  if (inName < 3) return inName;
  const { start, whole } = atWordStart(entry.text, needle);
  return whole ? 3 : start ? 4 : 5;
}

/** Matching products, best first (catalogue order within a rank); none while the term is empty. */
export function searchCatalogue(index: SearchIndex, term: string): SearchResult[] {
  if (term === "") return [];
  const needle = term.toLowerCase();
  const ranks: SearchResult[][] = [[], [], [], [], [], []];
  for (const entry of matchingEntries(index, needle)) ranks[rank(entry, needle)]!.push(entry.result);
  return ranks.flat();
}

/** R-SEARCH result header. */
export const matchCountLabel = (count: number): string => matchCount(SEARCH_ENGLISH, count);

interface TextPart {
  text: string;
  match: boolean;
}

/** `text` split into matched and unmatched parts, every non-overlapping case-insensitive occurrence. */
export function highlightParts(text: string, term: string): TextPart[] {
  const lower = text.toLowerCase();
  const needle = term.toLowerCase();
  // Lower-casing can change the length of some characters; then offsets would lie, so don't mark.
  if (!needle || lower.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

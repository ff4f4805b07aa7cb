import { createSearchIndex, searchCatalogue, type SearchIndex, type SearchResult } from "./search";
import type { CatalogueSearchWords } from "~/lib/i18n/searchWords";
import type { Product } from "./types";

/**
 * The forgiving matcher beside the specification's (docs/decisions/0042). The overlay's results
 * stay the specification's substring matches (./search.ts); this finds what an ordinary mistake
 * meant, from the same local catalogue and with no call: words compared after a plural is taken
 * off ("loans" → "loan"), and a word the catalogue does not know compared with an edit distance
 * scaled to its length, the same rule the 404 page uses (./nearest.ts). The overlay offers it as
 * "Did you mean …?"; /search ranks with it; the 404 shares its distance, so the three agree.
 */

/** Levenshtein distance: insertions, deletions and substitutions, each 1. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * How far a misspelling may be from what was meant, relative to the longer of the two: about one
 * edit in three letters ("ledgr" is 1/6 from "ledger", "genral" 1/7 from "general").
 */
export const MAX_RELATIVE_DISTANCE = 0.34;
/** Shorter words are not corrected: one edit in three letters turns any word into many others. */
const MIN_CORRECTED = 4;

const WORD = /[\p{L}\p{N}]+/gu;
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/**
 * An English plural's singular, for matching only ("loans" → "loan", "branches" → "branch",
 * "securities" → "security"); words that end in -ss, -us or -is are not plurals.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** How a word of the query met a word of an entry, best first. */
const EXACT = 0; // the same word, or the same once plurals are taken off
const PREFIX = 1; // the entry's word starts with the query's (still being typed)
const TYPO = 2; // a misspelling within the distance

interface WordMatch {
  kind: number;
  cost: number;
}

interface ForgivingIndex<T> {
  readonly items: readonly T[];
  /** Every word of every entry, as written (lower case), with its stem. */
  readonly vocabulary: ReadonlyMap<string, string>;
  readonly stems: ReadonlySet<string>;
  /** Which entries (by position) have a word in their name, and in their body. */
  readonly inName: ReadonlyMap<string, readonly number[]>;
  readonly inBody: ReadonlyMap<string, readonly number[]>;
  /**
   * What each query word stood for, kept while a visitor types: a keystroke changes one word, so
   * the others are not compared with the whole vocabulary again.
   */
  readonly cache: Map<string, ReadonlyMap<string, WordMatch>>;
}

const CACHED_WORDS = 200;

function createForgivingIndex<T>(items: readonly T[], fields: (item: T) => { name: string; body: string }): ForgivingIndex<T> {
  const vocabulary = new Map<string, string>();
  const inName = new Map<string, number[]>();
  const inBody = new Map<string, number[]>();
  const post = (map: Map<string, number[]>, word: string, at: number) => {
    const list = map.get(word);
    if (!list) map.set(word, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  };
  items.forEach((item, at) => {
    const { name, body } = fields(item);
    for (const w of wordsOf(name)) {
      if (!vocabulary.has(w)) vocabulary.set(w, stem(w));
      post(inName, w, at);
    }
    for (const w of wordsOf(body)) {
      if (!vocabulary.has(w)) vocabulary.set(w, stem(w));
      post(inBody, w, at);
    }
  });
  return { items, vocabulary, stems: new Set(vocabulary.values()), inName, inBody, cache: new Map() };
}

/** Whether the catalogue knows `word` as typed: a word of it, a plural of one, or the start of one. */
function known(index: ForgivingIndex<unknown>, word: string): boolean {
  if (index.vocabulary.has(word) || index.stems.has(stem(word))) return true;
  for (const w of index.vocabulary.keys()) if (w.startsWith(word)) return true;
  return false;
}

/**
 * The relative distance of two words when within MAX_RELATIVE_DISTANCE, else undefined; words
 * whose lengths alone put them too far apart are not compared letter by letter.
 */
function within(a: string, b: string): number | undefined {
  const longer = Math.max(a.length, b.length, 1);
  const limit = Math.floor(MAX_RELATIVE_DISTANCE * longer);
  if (Math.abs(a.length - b.length) > limit) return undefined;
  const d = distanceUpTo(a, b, limit);
  return d <= limit ? d / longer : undefined;
}

/**
 * editDistance, given up as soon as it must exceed `limit` (returns limit + 1 then): the
 * per-keystroke cost of a misspelt word is comparing it with every word of the catalogue, and
 * nearly all of them are over the limit within a few letters.
 */
function distanceUpTo(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  let previous = new Uint16Array(b.length + 1);
  let row = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > limit) return limit + 1;
    [previous, row] = [row, previous];
  }
  return previous[b.length]!;
}

/** The nearer of a word and its stem to a vocabulary word and its stem, when within the distance. */
function typoDistance(word: string, s: string, w: string, ws: string): number | undefined {
  const a = within(s, ws);
  const b = within(word, w);
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/**
 * The catalogue's words one word of the query may stand for, each with how it matched. A known
 * word stands for itself, its plural or singular and the words it begins; an unknown one for the
 * words within the distance (nothing when shorter than MIN_CORRECTED).
 */
function wordsFor(index: ForgivingIndex<unknown>, word: string): ReadonlyMap<string, WordMatch> {
  const cached = index.cache.get(word);
  if (cached) return cached;
  const out = new Map<string, WordMatch>();
  const s = stem(word);
  if (known(index, word)) {
    for (const [w, ws] of index.vocabulary) {
      if (ws === s || w === word) out.set(w, { kind: EXACT, cost: 0 });
      else if (w.startsWith(word)) out.set(w, { kind: PREFIX, cost: 0.1 });
    }
  } else if (word.length >= MIN_CORRECTED) {
    for (const [w, ws] of index.vocabulary) {
      const d = typoDistance(word, s, w, ws);
      if (d !== undefined) out.set(w, { kind: TYPO, cost: d });
    }
  }
  if (index.cache.size >= CACHED_WORDS) index.cache.clear();
  index.cache.set(word, out);
  return out;
}

interface ForgivingMatch<T> {
  item: T;
  /** Every word of the query met a word of the name. */
  inName: boolean;
  /**
   * 0–2: every word met in the name (as written or a plural, the start of a word, a misspelling);
   * 3–5: the same, some word met only in the body.
   */
  tier: number;
  cost: number;
}

/**
 * Entries where every word of `term` meets a word of the entry, forgiving plurals and
 * misspellings; name matches first, then by how exact, then catalogue order.
 */
function forgivingSearch<T>(index: ForgivingIndex<T>, term: string): ForgivingMatch<T>[] {
  const query = [...new Set(wordsOf(term))];
  if (query.length === 0) return [];
  const candidates = query.map((w) => wordsFor(index, w));
  if (candidates.some((c) => c.size === 0)) return [];
  // Per entry, what the query's words so far met: each word's best match in the name, else in the body.
  let met: Map<number, { inName: boolean; kind: number; cost: number }> | undefined;
  for (const words of candidates) {
    const name = new Map<number, WordMatch>();
    const body = new Map<number, WordMatch>();
    for (const [w, m] of words) {
      for (const at of index.inName.get(w) ?? []) if ((name.get(at)?.cost ?? Infinity) > m.cost) name.set(at, m);
      for (const at of index.inBody.get(w) ?? []) if ((body.get(at)?.cost ?? Infinity) > m.cost) body.set(at, m);
    }
    const next = new Map<number, { inName: boolean; kind: number; cost: number }>();
    const add = (at: number, m: WordMatch, inName: boolean) => {
      if (next.has(at)) return;
      const before = met ? met.get(at) : { inName: true, kind: EXACT, cost: 0 };
      if (before) next.set(at, { inName: before.inName && inName, kind: Math.max(before.kind, m.kind), cost: before.cost + m.cost });
    };
    for (const [at, m] of name) add(at, m, true);
    for (const [at, m] of body) add(at, m, false);
    met = next;
    if (met.size === 0) return [];
  }
  return [...met!]
    .map(([order, m]) => ({ item: index.items[order]!, inName: m.inName, tier: (m.inName ? 0 : 3) + m.kind, cost: m.cost, order }))
    .sort((a, b) => a.tier - b.tier || a.cost - b.cost || a.order - b.order)
    .map(({ order: _, ...m }) => m);
}

/** `term` with each word the catalogue does not know replaced by the nearest word it does, and plurals made singular. */
function correctTerm(index: ForgivingIndex<unknown>, term: string): string {
  return wordsOf(term)
    .map((word) => {
      const s = stem(word);
      if (known(index, word)) return s !== word && known(index, s) ? s : word;
      let best: { w: string; ws: string; d: number } | undefined;
      for (const [w, m] of wordsFor(index, word)) {
        if (!best || m.cost < best.d || (m.cost === best.d && w.length < best.w.length)) best = { w, ws: index.vocabulary.get(w)!, d: m.cost };
      }
      return best?.ws ?? word;
    })
    .join(" ");
}

/** A catalogue for both matchers: the specification's substring index and the forgiving one. */
export interface CatalogueSearch {
  substring: SearchIndex;
  forgiving: ForgivingIndex<SearchResult>;
}

type Searchable = Pick<Product, "id" | "name" | "group" | "summary" | "route" | "related">;

/** With a language's `words`, both match the translated words and the English ones (decision record 0056). */
export function createCatalogueSearch(products: readonly Searchable[], words?: CatalogueSearchWords): CatalogueSearch {
  const substring = createSearchIndex(products, words);
  const all = substring.entries.map((e) => e.result);
  const english = new Map(products.map((p) => [p.id, p]));
  const fields = (r: SearchResult) => {
    const p = words ? english.get(r.id) : undefined;
    return p ? { name: `${r.name} ${p.name}`, body: `${r.module} ${r.desc} ${p.group} ${p.summary}` } : { name: r.name, body: `${r.module} ${r.desc}` };
  };
  return { substring, forgiving: createForgivingIndex(all, fields) };
}

export type Suggestion = { kind: "product"; name: string; path: string } | { kind: "term"; term: string };

const MAX_SUGGESTIONS = 3;
const MIN_SUGGESTED = 3;

/**
 * "Did you mean …?" for `term`, given the substring results shown: nothing when the forgiving
 * match finds nothing they lack. When the corrected words name one product, that product ("ledgr"
 * → General Ledger, "repos" → Repo); when they name several, the corrected term ("loans" → loan,
 * whose substring results include theirs); else the products it found, up to three.
 */
export function didYouMean(search: CatalogueSearch, term: string, shown: readonly SearchResult[]): Suggestion[] {
  // One or two letters already match plenty as substrings, and as word starts they would expand
  // to most of the catalogue's words: nothing to suggest, and the costliest keystrokes to compute.
  if (term.trim().length < MIN_SUGGESTED) return [];
  const shownIds = new Set(shown.map((r) => r.id));
  const matches = forgivingSearch(search.forgiving, term);
  const names = matches.filter((m) => m.inName);
  const unseen = matches.filter((m) => !shownIds.has(m.item.id));
  if (unseen.length === 0) return [];
  const product = (m: ForgivingMatch<SearchResult>): Suggestion => ({ kind: "product", name: m.item.name, path: m.item.path });
  if (names.length === 1 && !shownIds.has(names[0]!.item.id)) return [product(names[0]!)];
  const corrected = correctTerm(search.forgiving, term);
  if (corrected !== wordsOf(term).join(" ") && searchCatalogue(search.substring, corrected).length > shown.length) return [{ kind: "term", term: corrected }];
  return unseen.slice(0, MAX_SUGGESTIONS).map(product);
}

/**
 * /search's ranking of products: the forgiving matches (names before bodies; within each, whole
 * words and plurals before the starts of words before misspellings), then the specification's
 * substring matches it did not find (a term inside a longer word: "repo" in "repurchase").
 */
export function rankProducts(search: CatalogueSearch, term: string): SearchResult[] {
  const forgiving = forgivingSearch(search.forgiving, term).map((m) => m.item);
  const seen = new Set(forgiving.map((r) => r.id));
  return [...forgiving, ...searchCatalogue(search.substring, term).filter((r) => !seen.has(r.id))];
}

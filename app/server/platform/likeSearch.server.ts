import { stem, wordsOf } from "../../catalogue/forgiving";

/** At most this many words of a query reach SQL (each one a condition). */
const MAX_WORDS = 6;

/**
 * A query as LIKE patterns, one per word, for the site search over D1 rows: each word as its
 * singular ("auctions" finds "auction" and "auctions"), so plurals are forgiven as in the catalogue
 * (catalogue/forgiving.ts). `%`, `_` and `\` are escaped; use with `ESCAPE '\'`. SQLite's LIKE
 * ignores the case of ASCII letters.
 */
export function likePatterns(term: string): string[] {
  return [...new Set(wordsOf(term).map(stem))].slice(0, MAX_WORDS).map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** `columns` each tested against every pattern: every word in one of the columns. Parameters from `first` on. */
export function everyWordIn(columns: readonly string[], patterns: readonly string[], first: number): string {
  return patterns.map((_, i) => `(${columns.map((c) => `${c} LIKE ?${first + i} ESCAPE '\\'`).join(" OR ")})`).join(" AND ");
}

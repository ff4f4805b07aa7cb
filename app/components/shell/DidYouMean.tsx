import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { Suggestion } from "~/catalogue/forgiving";
import { SEARCH_ENGLISH, type SearchMessages } from "~/lib/i18n/searchWords";

interface Props {
  suggestions: readonly Suggestion[];
  /** A corrected term: the overlay puts it in the box (a button); /search links to its results. */
  termHref?(term: string): string;
  onTerm?(term: string): void;
  /** A product was followed (the overlay closes). */
  onFollow?(): void;
  words?: SearchMessages;
}

/**
 * "Did you mean …?" under the results: the forgiving matcher's products and corrected terms
 * (catalogue/forgiving.ts), beside the specification's results, never instead of them.
 */
export function DidYouMean({ suggestions, termHref, onTerm, onFollow, words = SEARCH_ENGLISH }: Props) {
  if (suggestions.length === 0) return null;
  return (
    <p className="search-suggest">
      {words.didYouMean}{" "}
      {suggestions.map((s, i) => (
        <Fragment key={s.kind === "product" ? s.path : `term:${s.term}`}>
          {i > 0 && (i === suggestions.length - 1 ? ` ${words.or} ` : ", ")}
          {s.kind === "product" ? (
            <Link to={s.path} onClick={onFollow} discover="none" className="search-suggest-link">
              {s.name}
            </Link>
          ) : onTerm ? (
            <button type="button" className="search-suggest-link search-suggest-term" onClick={() => onTerm(s.term)}>
              {s.term}
            </button>
          ) : (
            <Link to={termHref?.(s.term) ?? `/search?q=${encodeURIComponent(s.term)}`} className="search-suggest-link search-suggest-term" discover="none">
              {s.term}
            </Link>
          )}
        </Fragment>
      ))}
      {words.question}
    </p>
  );
}

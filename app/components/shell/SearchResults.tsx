import { Link } from "@remix-run/react";
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from "react";
import type { SearchResult } from "~/catalogue/search";
import { fillWords } from "~/lib/i18n/fillWords";
import { SEARCH_ENGLISH, matchCount, type SearchMessages } from "~/lib/i18n/searchWords";
import { Marked } from "./Marked";
import { contactHref as englishContactHref } from "~/lib/shellUi";

interface Props {
  term: string;
  results: SearchResult[];
  /** A result or related link was followed (the overlay closes). */
  onFollow?(): void;
  /** Enhancements for the no-match links (the overlay scrolls and opens the contact form). */
  onSoftware?(e: MouseEvent<HTMLAnchorElement>): void;
  onContact?(e: MouseEvent<HTMLAnchorElement>): void;
  listRef?: Ref<HTMLOListElement>;
  onListKeyDown?(e: KeyboardEvent<HTMLOListElement>): void;
  /** Shown under the count and above the list: the overlay's and /search's "Did you mean …?". */
  suggestions?: ReactNode;
  /** The search's words in the page's language (English by default). */
  words?: SearchMessages;
  /** Where the no-match text's links lead (the page's language). */
  softwareHref?: string;
  contactHref?: string;
}

/**
 * R-SEARCH results: the '{n} Match(es) Found' header, or the no-match text with links to the
 * catalogue tool and to contact; each result's name (a link to its page), module, description
 * and related products. Nothing while the box is empty. Shared by the overlay and /search.
 * Links use discover="none": the list changes on every keystroke, and searching makes no call
 * (R-SEARCH); Remix looks a route up when a link is followed instead.
 */
export function SearchResults({
  term,
  results,
  onFollow,
  onSoftware,
  onContact,
  listRef,
  onListKeyDown,
  suggestions,
  words = SEARCH_ENGLISH,
  softwareHref,
  contactHref,
}: Props) {
  return (
    <>
      <div className="search-summary" role="status">
        {term !== "" && <h2 className="search-count">{matchCount(words, results.length)}</h2>}
      </div>
      {term !== "" && results.length === 0 && (
        <NoMatches onSoftware={onSoftware} onContact={onContact} words={words} softwareHref={softwareHref} contactHref={contactHref} />
      )}
      {suggestions}
      {results.length > 0 && (
        // Arrow keys move between the result names (see SearchOverlay); the list only hears them
        // as they bubble up from its links, so it needs no role of its own.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <ol className="search-results" ref={listRef} onKeyDown={onListKeyDown}>
          {results.map((r) => (
            <ProductResult key={r.id} result={r} term={term} onFollow={onFollow} words={words} />
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * One product found: its name (a link to its page), module, description and related products.
 * `kind` labels it where other kinds of result stand beside it (/search).
 */
export function ProductResult({
  result: r,
  term,
  onFollow,
  kind,
  words = SEARCH_ENGLISH,
}: {
  result: SearchResult;
  term: string;
  onFollow?(): void;
  kind?: string;
  words?: SearchMessages;
}) {
  return (
    <li className="search-result">
      <h3 className="search-result-name">
        <Link to={r.path} onClick={onFollow} discover="none">
          <Marked text={r.name} term={term} />
        </Link>
      </h3>
      <p className="search-result-module">
        {kind && <span className="search-result-kind">{kind}</span>}
        <Marked text={r.module} term={term} />
      </p>
      <p className="search-result-desc">
        <Marked text={r.desc} term={term} />
      </p>
      {r.related.length > 0 && (
        <div className="search-related">
          <span className="search-related-label">{words.related}</span>
          <ul aria-label={fillWords(words.relatedTo, { name: r.name })}>
            {r.related.map((rel) => (
              <li key={rel.id}>
                <Link to={rel.path} onClick={onFollow} discover="none">
                  {rel.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** R-SEARCH's no-match text: links to the catalogue tool and to contact. */
export function NoMatches({
  onSoftware,
  onContact,
  words = SEARCH_ENGLISH,
  softwareHref = "/#find-your-software",
  contactHref = englishContactHref(),
}: Pick<Props, "onSoftware" | "onContact" | "words" | "softwareHref" | "contactHref">) {
  return (
    <p className="search-none">
      {words.tryBefore}{" "}
      <a href={softwareHref} onClick={onSoftware}>
        {words.tryTool}
      </a>{" "}
      {words.tryMiddle}{" "}
      <a href={contactHref} onClick={onContact}>
        {words.tryContact}
      </a>{" "}
      {words.tryAfter}
    </p>
  );
}

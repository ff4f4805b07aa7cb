import { Link } from "@remix-run/react";
import type { Pagination } from "~/lib/pagination";
import { fillWords } from "~/lib/i18n/fillWords";
import { PAGER_ENGLISH, type PagerWords } from "~/lib/i18n/pagerWords";

/**
 * Page links for a list whose state lives in the URL: plain links (they work without
 * JavaScript, can be shared, and the back button walks through them). `hrefFor(page)` builds
 * each link from the current filters. `words` in the page's language (English, the staff screens', by default).
 */
export function Paginator({
  pagination,
  hrefFor,
  label = "Pagination",
  words = PAGER_ENGLISH,
}: {
  pagination: Pagination;
  hrefFor: (page: number) => string;
  label?: string;
  words?: PagerWords;
}) {
  const { page, pages, links, first, previous, next, last } = pagination;
  if (pages <= 1) return null;
  const edge = (target: number | null, text: string, aria: string) =>
    target === null ? (
      <span className="paginator-edge" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="paginator-edge" to={hrefFor(target)} aria-label={aria} preventScrollReset={false}>
        {text}
      </Link>
    );
  return (
    <nav className="paginator" aria-label={label}>
      <ul>
        <li>{edge(first, words["pager.first"], words["pager.firstLabel"])}</li>
        <li>{edge(previous, words["pager.previous"], words["pager.previousLabel"])}</li>
        {links.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="paginator-current" aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} aria-label={fillWords(words["pager.pageLabel"], { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(next, words["pager.next"], words["pager.nextLabel"])}</li>
        <li>{edge(last, words["pager.last"], words["pager.lastLabel"])}</li>
      </ul>
      <p className="paginator-status">{fillWords(words["pager.status"], { page, pages })}</p>
    </nav>
  );
}

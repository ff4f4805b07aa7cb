import { Link } from "@remix-run/react";
import type { Pagination } from "~/lib/pagination";

/**
 * Page links for a list whose state lives in the URL: plain links (they work without
 * JavaScript, can be shared, and the back button walks through them). `hrefFor(page)` builds
 * each link from the current filters.
 */
export function Paginator({ pagination, hrefFor, label = "Pagination" }: { pagination: Pagination; hrefFor: (page: number) => string; label?: string }) {
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
        <li>{edge(first, "« First", "First page")}</li>
        <li>{edge(previous, "‹ Previous", "Previous page")}</li>
        {links.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="paginator-current" aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(next, "Next ›", "Next page")}</li>
        <li>{edge(last, "Last »", "Last page")}</li>
      </ul>
      <p className="paginator-status">
        Page {page} of {pages}
      </p>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a listed page needs: where it is and what it is called (products, groups, suggestions). */
export interface ListedPage {
  path: string;
  name: string;
}

interface Props<P extends ListedPage> {
  pages: readonly P[];
  className?: string;
  "aria-label"?: string;
  /** What follows each page's link in its item: its summary, its sub-pages. */
  after?: (page: P) => ReactNode;
}

/**
 * A list of the site's own pages, each an item with its link (prefetched on intent, as every
 * catalogue link is) and whatever the caller adds after it. One list for the sitemap, a group's
 * modules, a product's related products, a story's products and the 404 page's suggestions.
 */
export function LinkList<P extends ListedPage>({ pages, className, "aria-label": label, after }: Props<P>) {
  return (
    <ul className={className} aria-label={label}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} prefetch="intent">
            {page.name}
          </Link>
          {after?.(page)}
        </li>
      ))}
    </ul>
  );
}

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
 * catalogue link is) and whatever the caller adds after it: a group's modules, a story's products.
 * The product page, the 404 page and the sitemap keep their own lists: sharing this with them put
 * it in a first-load chunk of theirs, and the product page has no bytes to spare (bench:bytes,
 * 100 KB gzip).
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

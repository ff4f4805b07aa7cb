import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a listed page needs: where it is and what it is called (products, groups, suggestions). */
interface ListedPage {
  path: string;
  name: string;
}

/**
 * One of the site's own pages as a list item: its link, prefetched on intent as every catalogue
 * link is, and whatever follows it in the item (a summary, the page's sub-pages).
 */
export function LinkItem({ page, children }: { page: ListedPage; children?: ReactNode }) {
  return (
    <li>
      <Link to={page.path} prefetch="intent">
        {page.name}
      </Link>
      {children}
    </li>
  );
}

interface Props<P extends ListedPage> {
  pages: readonly P[];
  className?: string;
  "aria-label"?: string;
  /** What follows each page's link in its item: its summary, its sub-pages. */
  after?: (page: P) => ReactNode;
}

/**
 * A list of the site's own pages: a group's modules, a story's products, the 404's suggestions,
 * the sitemap's products and their modules. The product page loads it with the 404 screen
 * (NotFoundPage.tsx, its error boundary); bench:bytes holds its first load to 100 KB gzip.
 */
export function LinkList<P extends ListedPage>({ pages, className, "aria-label": label, after }: Props<P>) {
  return (
    <ul className={className} aria-label={label}>
      {pages.map((page) => (
        <LinkItem key={page.path} page={page}>
          {after?.(page)}
        </LinkItem>
      ))}
    </ul>
  );
}

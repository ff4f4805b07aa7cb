/**
 * The paginator's arithmetic (R-CONSTANTS): which page is current, how many there are, which at
 * most `maxLinks` page numbers to show around the current one, and where first / previous /
 * next / last go. Pure, so the inbox, /news and any later list share it (tests/unit/pagination).
 */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_LINKS = 5;

export interface Pagination {
  /** The current page, clamped into 1…pages. */
  page: number;
  pageSize: number;
  total: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pages: number;
  /** The page numbers to link, consecutive, the current one as central as the ends allow. */
  links: number[];
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  /** 1-based positions of the first and last item on this page (0 and 0 when empty). */
  from: number;
  to: number;
}

export function paginate({
  page,
  pageSize,
  total,
  maxLinks = MAX_PAGE_LINKS,
}: {
  page: number;
  pageSize: number;
  total: number;
  maxLinks?: number;
}): Pagination {
  const size = Math.max(1, Math.floor(pageSize) || DEFAULT_PAGE_SIZE);
  const count = Math.max(0, Math.floor(total) || 0);
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1));
  const span = Math.max(1, Math.min(maxLinks, pages));
  const start = Math.min(Math.max(1, current - Math.floor((span - 1) / 2)), pages - span + 1);
  const links = Array.from({ length: span }, (_, i) => start + i);
  const from = count === 0 ? 0 : (current - 1) * size + 1;
  return {
    page: current,
    pageSize: size,
    total: count,
    pages,
    links,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
    last: current < pages ? pages : null,
    from,
    to: count === 0 ? 0 : Math.min(count, current * size),
  };
}

/** The same search parameters with `page` (and optionally other values) replaced. */
export function withParams(search: URLSearchParams | string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "?";
}

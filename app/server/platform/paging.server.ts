import type { D1 } from "./d1Sessions.server";
/** One page of a list, as every paged list in the app and the API returns it. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The page shown: the one asked for, or the last one when `lastPageIfPast` moved it. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pages: number;
}

interface PageQuery<R, T> {
  /** `SELECT … FROM … WHERE … ORDER BY …`, without LIMIT: the helper adds it after `params`. */
  rows: string;
  /** `SELECT COUNT(*) AS total FROM … WHERE …`, with the same parameters as `rows`; or the total, when the caller knows it already. */
  count: string | number;
  params: unknown[];
  page: number;
  pageSize: number;
  map: (row: R) => T;
  /** A page past the end shows the last one (the list shrank since its link was made); else it is empty. */
  lastPageIfPast?: boolean;
}

/**
 * Reads one page and the total in one D1 batch, so both come from the same snapshot and the total
 * matches the page. The only offset paging in the app (the paginator's arithmetic is lib/pagination).
 */
export async function readPage<R, T>(db: D1, q: PageQuery<R, T>): Promise<Page<T>> {
  const n = q.params.length;
  const rowsAt = (page: number) => db.prepare(`${q.rows} LIMIT ?${n + 1} OFFSET ?${n + 2}`).bind(...q.params, q.pageSize, (page - 1) * q.pageSize);
  let total: number;
  let rows: D1Result<R | { total: number }> | undefined;
  if (typeof q.count === "number") {
    total = q.count;
    rows = await rowsAt(q.page).all<R>();
  } else {
    const [page, count] = await db.batch<R | { total: number }>([rowsAt(q.page), db.prepare(q.count).bind(...q.params)]);
    rows = page;
    total = Number((count?.results[0] as { total: number } | undefined)?.total ?? 0);
  }
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  let page = q.page;
  let items = (rows?.results ?? []) as R[];
  if (q.lastPageIfPast && page > pages) {
    page = pages;
    items = (await rowsAt(page).all<R>()).results;
  }
  return { items: items.map(q.map), total, page, pageSize: q.pageSize, pages };
}

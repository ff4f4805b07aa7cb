import type { SalesRequestQuery } from "./salesRequestQuery";

/** The same filters as a query string, without the page (for CSV export and new sorts). */
export function filterSearch(query: SalesRequestQuery, changes: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const values: Record<string, string | undefined> = {
    q: query.q,
    from: query.from,
    to: query.to,
    status: query.status,
    assignee: query.assignee,
    pageSize: query.pageSize === 10 ? undefined : String(query.pageSize),
    sort: query.sort === "date" ? undefined : query.sort,
    dir: query.dir,
    ...changes,
  };
  for (const [k, v] of Object.entries(values)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

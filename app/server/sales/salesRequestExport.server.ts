import type { SalesRequestQuery } from "../../lib/sales/salesRequestQuery";
import { defaultDir } from "../../lib/sales/salesRequestQuery";
import { DEFAULT_TIME_ZONE } from "../../lib/timeZones";
import type { D1 } from "../platform/d1Sessions.server";
import { orderBy, whereClause } from "./salesRequestList.server";
import { type SalesRequest, type SalesRequestRow, fromRow } from "./salesRequests.server";

/* The inbox's CSV export: every request the filters match, in the list's order, a page at a time. */

/** Rows per page of the CSV export's keyset walk: the most one export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

/** Where the export's walk stopped: the last row's sort keys (rowid breaks ties, as in the list's order). */
interface ExportCursor {
  createdAt: string;
  name: string;
  rowid: number;
}

/**
 * One page of the CSV export: the requests matching the filters that come after `after` in the
 * list's order, and the cursor of the page's last row (null when this was the last page). Keyset,
 * not OFFSET: each page starts from the index entry where the previous one ended, so page 200
 * costs what page 1 does, and rows added during the export do not shift the pages.
 */
export async function exportSalesRequestPage(
  db: D1,
  query: SalesRequestQuery,
  after: ExportCursor | null,
  size = EXPORT_PAGE_SIZE,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<{ items: SalesRequest[]; next: ExportCursor | null }> {
  const where = whereClause(query, { now, timeZone });
  const params = [...where.params];
  const p = (v: unknown) => {
    params.push(v);
    return `?${params.length}`;
  };
  const sort = query.sort ?? "date";
  const asc = (query.dir ?? defaultDir(sort)) === "asc";
  let keyset = "";
  if (after) {
    // The date sort runs both keys one way; the name sort runs name one way, then newest first.
    const dated = `(created_at, rowid) ${asc && sort === "date" ? ">" : "<"} (${p(after.createdAt)}, ${p(after.rowid)})`;
    if (sort === "date") keyset = dated;
    else {
      const name = p(after.name);
      keyset = `(name COLLATE NOCASE ${asc ? ">" : "<"} ${name} OR (name COLLATE NOCASE = ${name} AND ${dated}))`;
    }
  }
  const conditions = [where.sql.replace(/^WHERE /, ""), keyset].filter(Boolean);
  const { results } = await db
    .prepare(
      `SELECT rowid AS export_rowid, *, (SELECT s.name FROM staff_users s WHERE s.id = sales_requests.assigned_to) AS assignee_name
       FROM sales_requests ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ORDER BY ${orderBy(query)} LIMIT ${p(size)}`,
    )
    .bind(...params)
    .all<SalesRequestRow & { export_rowid: number }>();
  const last = results.at(-1);
  return {
    items: results.map(fromRow),
    next: last && results.length === size ? { createdAt: last.created_at, name: last.name, rowid: last.export_rowid } : null,
  };
}

/** Every request matching the filters, page after page in the list's order, never more than one page in memory. */
export async function* exportSalesRequests(
  db: D1,
  query: SalesRequestQuery,
  size = EXPORT_PAGE_SIZE,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): AsyncGenerator<SalesRequest[]> {
  let after: ExportCursor | null = null;
  do {
    const page: { items: SalesRequest[]; next: ExportCursor | null } = await exportSalesRequestPage(db, query, after, size, now, timeZone);
    if (page.items.length) yield page.items;
    after = page.next;
  } while (after);
}

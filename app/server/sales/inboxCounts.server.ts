import { SALES_REQUEST_STATUSES } from "../../lib/sales/salesRequestQuery";
import type { QuickViewId } from "../../lib/sales/quickViews";
import type { D1 } from "../platform/d1Sessions.server";
import { OPEN_LIST, todayFor } from "./salesRequestList.server";
import { type SalesRequest } from "./salesRequests.server";

/**
 * The counts beside the inbox's quick views and on the dashboard. Each reads an index only
 * (migrations 0014 and 0018: status; assignee and status; follow-up date and status), so they
 * stay a few milliseconds at 100,000 requests (`npm run bench:inbox`).
 */

/**
 * How many requests each quick view shows for this staff member (one statement, one round trip);
 * "Follow-up due" counts up to today in their `timeZone` (decision record 0029).
 * `+status` keeps SQLite off the status index where a narrower one answers: without ANALYZE
 * figures (a local D1 has none), for "status IN (…) AND follow_up_on <= ?" the planner chose the status index and
 * read 80,000 rows at 100,000 requests (100 ms) where the follow-up index reads the 9,000 with a date (6 ms).
 */
export async function quickViewCounts(db: D1, viewerId: string, now = new Date(), timeZone?: string): Promise<Record<QuickViewId, number>> {
  const r = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM sales_requests WHERE assigned_to = ?1 AND status IN ${OPEN_LIST}) AS mine,
         (SELECT COUNT(*) FROM sales_requests WHERE assigned_to IS NULL AND status IN ${OPEN_LIST}) AS unassigned,
         (SELECT COUNT(*) FROM sales_requests WHERE status = 'new') AS new,
         (SELECT COUNT(*) FROM sales_requests WHERE follow_up_on <= ?2 AND +status IN ${OPEN_LIST}) AS due`,
    )
    .bind(viewerId, todayFor(now, timeZone))
    .first<Record<QuickViewId, number>>();
  return { mine: Number(r?.mine ?? 0), unassigned: Number(r?.unassigned ?? 0), new: Number(r?.new ?? 0), due: Number(r?.due ?? 0) };
}

/** Every request, by status (the dashboard's "New" is requests whose status is new, not arrivals). */
export async function countsByStatus(db: D1): Promise<Record<SalesRequest["status"], number>> {
  const { results } = await db.prepare("SELECT status AS k, COUNT(*) AS n FROM sales_requests GROUP BY status").all<{ k: SalesRequest["status"]; n: number }>();
  const out = Object.fromEntries(SALES_REQUEST_STATUSES.map((s) => [s, 0])) as Record<SalesRequest["status"], number>;
  for (const { k, n } of results) out[k] = Number(n);
  return out;
}

interface AssigneeCount {
  /** null: nobody has the request. */
  assignee: { id: string; name: string } | null;
  open: number;
}

/**
 * The open requests per staff member who has any, most first, and the unassigned ones last.
 * Ids of removed users cannot remain (ON DELETE SET NULL), so every id has a name. `+status`: one
 * scan of the covering (assigned_to, status) index (23 ms at 100,000 requests) instead of the
 * status index's 80,000 row look-ups and a sort (155 ms).
 */
export async function openCountsByAssignee(db: D1): Promise<AssigneeCount[]> {
  const { results } = await db
    .prepare(
      `SELECT c.assigned_to AS id, s.name, c.n FROM
         (SELECT assigned_to, COUNT(*) AS n FROM sales_requests WHERE +status IN ${OPEN_LIST} GROUP BY assigned_to) c
       LEFT JOIN staff_users s ON s.id = c.assigned_to
       ORDER BY c.assigned_to IS NULL, c.n DESC, s.name COLLATE NOCASE`,
    )
    .all<{ id: string | null; name: string | null; n: number }>();
  return results.map((r) => ({ assignee: r.id ? { id: r.id, name: r.name ?? "A former user" } : null, open: Number(r.n) }));
}

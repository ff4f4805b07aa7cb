import { postCounts } from "../blog/posts.server";
import { countSalesRequestsSince, latestSalesRequests } from "../sales/salesRequests.server";
import { countsByStatus, quickViewCounts, openCountsByAssignee } from "../sales/inboxCounts.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The numbers on the admin dashboard. Demo users are the demo area's: this only
 * counts the ones who can sign in now (active and not expired).
 */
async function activeDemoUserCount(db: D1, now = new Date()): Promise<number> {
  const r = await db
    .prepare("SELECT COUNT(*) AS n FROM demo_users WHERE active = 1 AND (expires_at IS NULL OR expires_at > ?1)")
    .bind(now.toISOString())
    .first<{ n: number }>();
  return Number(r?.n ?? 0);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `viewerId` is the staff member looking: their "My open" count. The sales figures are requests
 * by status (the "New" figure is requests whose status is new, not arrivals), open requests by
 * assignee, the quick views' counts (`timeZone`: the day "Follow-up due" counts up to) and the
 * arrivals of the last 7 days.
 */
export async function dashboardStats(db: D1, viewerId: string, now = new Date(), timeZone?: string) {
  const [posts, activeDemoUsers, arrivedThisWeek, latest, byStatus, byAssignee, views] = await Promise.all([
    postCounts(db),
    activeDemoUserCount(db, now),
    countSalesRequestsSince(db, new Date(now.getTime() - WEEK_MS)),
    latestSalesRequests(db, 5),
    countsByStatus(db),
    openCountsByAssignee(db),
    quickViewCounts(db, viewerId, now, timeZone),
  ]);
  return { posts, activeDemoUsers, sales: { arrivedThisWeek, latest, byStatus, byAssignee, views } };
}

import { postCounts } from "../blog/posts.server";
import { countSalesRequestsSince, latestSalesRequests } from "../sales/salesRequests.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The numbers on the admin dashboard. Demo users are the demo area's (issue 8): this only
 * counts the ones who can sign in now (active and not expired).
 */
export async function activeDemoUserCount(db: D1, now = new Date()): Promise<number> {
  const r = await db
    .prepare("SELECT COUNT(*) AS n FROM demo_users WHERE active = 1 AND (expires_at IS NULL OR expires_at > ?1)")
    .bind(now.toISOString())
    .first<{ n: number }>();
  return Number(r?.n ?? 0);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function dashboardStats(db: D1, now = new Date()) {
  const [posts, activeDemoUsers, newThisWeek, latest] = await Promise.all([
    postCounts(db),
    activeDemoUserCount(db, now),
    countSalesRequestsSince(db, new Date(now.getTime() - WEEK_MS)),
    latestSalesRequests(db, 5),
  ]);
  return { posts, activeDemoUsers, sales: { newThisWeek, latest } };
}

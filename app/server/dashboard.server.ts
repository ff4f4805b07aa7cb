import { postCounts } from "./blog/posts.server";

/**
 * The numbers on the admin dashboard. Demo users are the demo area's (issue 8): this only
 * counts the ones who can sign in now (active and not expired).
 */
export async function activeDemoUserCount(db: D1Database, now = new Date()): Promise<number> {
  const r = await db
    .prepare("SELECT COUNT(*) AS n FROM demo_users WHERE active = 1 AND (expires_at IS NULL OR expires_at > ?1)")
    .bind(now.toISOString())
    .first<{ n: number }>();
  return Number(r?.n ?? 0);
}

export async function dashboardStats(db: D1Database) {
  const [posts, activeDemoUsers] = await Promise.all([postCounts(db), activeDemoUserCount(db)]);
  return { posts, activeDemoUsers };
}

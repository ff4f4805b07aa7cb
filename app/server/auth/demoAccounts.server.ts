import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * What signing a demo user in reads and writes (table `demo_users`). Kept in auth/, beneath
 * demo/ (which manages the accounts), so that sign-in never imports the demo area's operations:
 * the folders of app/server import one way only.
 */
interface DemoCredentials {
  id: string;
  username: string;
  passwordHash: string;
  active: boolean;
  expiresAt: string | null;
}

export async function demoCredentials(db: D1, username: string): Promise<DemoCredentials | null> {
  const r = await db
    .prepare("SELECT id, username, password_hash, active, expires_at FROM demo_users WHERE username = ?1")
    .bind(username)
    .first<Columns<"demo_users", "id" | "username" | "password_hash" | "active" | "expires_at">>();
  return r ? { id: r.id, username: r.username, passwordHash: r.password_hash, active: r.active === 1, expiresAt: r.expires_at } : null;
}

/** Why an account with the right password still may not sign in, or null if it may. */
export function demoAccessRefusal(user: Pick<DemoCredentials, "active" | "expiresAt">, nowMs = Date.now()): string | null {
  if (!user.active) return "This demo access has been deactivated. Please contact us to restore it.";
  if (user.expiresAt !== null && Date.parse(user.expiresAt) <= nowMs) {
    const day = new Date(user.expiresAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    return `This demo access expired on ${day}. Please contact us to extend it.`;
  }
  return null;
}

export async function markDemoLogin(db: D1, id: string): Promise<void> {
  await db.prepare("UPDATE demo_users SET last_login_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(id).run();
}

import type { Role } from "../../lib/auth/permissions";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type Result, fail } from "../platform/result.server";
import { verifyPassword } from "./password.server";
import { lockoutMessage, recordSuccess, reserveAttempt } from "./throttle.server";

/**
 * A staff user's row as sign-in and the session guards read it (table `staff_users`). Kept in
 * auth/, beneath users/ (which manages the accounts), so that signing in never imports the
 * staff-management screens' operations: the folders of app/server import one way only.
 */
export interface StaffUserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** The zone chosen in the profile; null: the browser's (decision record 0029). */
  timeZone: string | null;
}

export type StaffUserRow = Narrowed<
  Columns<"staff_users", "id" | "email" | "name" | "role" | "created_at" | "updated_at" | "last_login_at" | "time_zone">,
  "role",
  Role
>;

export const STAFF_USER_COLS = "id, email, name, role, created_at, updated_at, last_login_at, time_zone";
export const toStaffUserRecord = (r: StaffUserRow): StaffUserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  lastLoginAt: r.last_login_at,
  timeZone: r.time_zone,
});

export async function getStaffUser(db: D1, id: string): Promise<StaffUserRecord | null> {
  const r = await db.prepare(`SELECT ${STAFF_USER_COLS} FROM staff_users WHERE id = ?1`).bind(id).first<StaffUserRow>();
  return r ? toStaffUserRecord(r) : null;
}

/** For the sign-in check only. */
export async function staffCredentials(db: D1, email: string): Promise<{ id: string; passwordHash: string } | null> {
  const r = await db.prepare("SELECT id, password_hash FROM staff_users WHERE email = ?1").bind(email).first<Columns<"staff_users", "id" | "password_hash">>();
  return r ? { id: r.id, passwordHash: r.password_hash } : null;
}

/** The sign-in time, as a statement for the sign-in's batch (with its session and audit row). */
export function markStaffLoginStatement(db: D1, id: string): D1PreparedStatement {
  return db.prepare("UPDATE staff_users SET last_login_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(id);
}

/**
 * The signed-in user's own password, asked again before a sensitive change (a new password, a
 * second factor): throttled like a sign-in, so a stolen session cannot guess it.
 */
export async function verifyCurrentPassword(
  db: D1,
  userId: string,
  currentPassword: string,
  ip: string,
  path = "currentPassword",
): Promise<Result<{ email: string }>> {
  const user = await db
    .prepare("SELECT email, password_hash FROM staff_users WHERE id = ?1")
    .bind(userId)
    .first<Columns<"staff_users", "email" | "password_hash">>();
  if (!user) return fail(404, "User not found");
  const attempt = await reserveAttempt(db, "staff", user.email, ip);
  if (!attempt.allowed) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    if (attempt.locksOnFailure) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
    return fail(400, "Current password is incorrect", { issues: [{ path, message: "Current password is incorrect" }] });
  }
  await recordSuccess(db, "staff", user.email, ip);
  return { ok: true, email: user.email };
}

import * as z from "zod";
import { newUserSchema } from "../../lib/auth/authSchemas";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { revokeAllForUserStatement } from "../auth/sessions.server";
import { type Result, fail } from "../platform/result.server";
import { lockoutMessage, recordSuccess, reserveAttempt } from "../auth/throttle.server";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { auditStatement } from "../operations/audit.server";
import type { Role } from "../../lib/auth/permissions";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type NoticeContext, signInNoticeStatement, staffNoticeRecipient } from "../auth/signInNotice.server";

/**
 * Staff users (table `staff_users`): the employees who sign in to /admin. This module owns
 * their SQL. Password hashes never leave it except to the sign-in check.
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

type Row = Narrowed<Columns<"staff_users", "id" | "email" | "name" | "role" | "created_at" | "updated_at" | "last_login_at" | "time_zone">, "role", Role>;

const COLS = "id, email, name, role, created_at, updated_at, last_login_at, time_zone";
const toRecord = (r: Row): StaffUserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  lastLoginAt: r.last_login_at,
  timeZone: r.time_zone,
});

export async function listStaffUsers(db: D1): Promise<StaffUserRecord[]> {
  const { results } = await db.prepare(`SELECT ${COLS} FROM staff_users ORDER BY name COLLATE NOCASE, email`).all<Row>();
  return results.map(toRecord);
}

/** The ids of the staff users who sign in with a second factor (for the users screen). */
export async function secondFactorUserIds(db: D1): Promise<string[]> {
  const { results } = await db.prepare("SELECT id FROM staff_users WHERE totp_secret IS NOT NULL").all<Columns<"staff_users", "id">>();
  return results.map((r) => r.id);
}

export async function getStaffUser(db: D1, id: string): Promise<StaffUserRecord | null> {
  const r = await db.prepare(`SELECT ${COLS} FROM staff_users WHERE id = ?1`).bind(id).first<Row>();
  return r ? toRecord(r) : null;
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

/** Add a staff user (users:manage): one schema, the insert and its audit row in one batch. */
export async function addStaffUser(call: StaffCall, raw: unknown): Promise<Result<{ user: StaffUserRecord }>> {
  const input = admit(call, "users:manage", newUserSchema, raw);
  if (!input.ok) return input;
  const { email, name, role, password } = input.data;
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(password);
  const [inserted] = await call.db.batch<Row>([
    call.db
      .prepare(
        `INSERT INTO staff_users (id, email, name, role, password_hash) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (email) DO NOTHING RETURNING ${COLS}`,
      )
      .bind(id, email, name, role, passwordHash),
    auditRow(call, { action: "user.create", target: email, detail: `role ${role}` }, { ifChanged: true }),
  ]);
  const row = inserted?.results[0];
  if (!row) return fail(409, "A user with this email already exists", { issues: [{ path: "email", message: "A user with this email already exists" }] });
  return { ok: true, user: toRecord(row) };
}

const userIdSchema = z.object({ id: z.string() });

/**
 * Delete a staff user (users:manage) and end their sessions. Refuses to delete yourself or the
 * last admin; the last-admin rule is part of the DELETE itself, so two admins deleting each other
 * at the same moment cannot both succeed, and the audit row stands only if the row went.
 */
export async function deleteStaffUser(call: StaffCall, raw: unknown): Promise<Result<{ user: StaffUserRecord }>> {
  const input = admit(call, "users:manage", userIdSchema, raw);
  if (!input.ok) return input;
  const { id } = input.data;
  const { db } = call;
  if (id === call.actor.id) return fail(409, "You cannot delete your own account");
  const user = await getStaffUser(db, id);
  if (!user) return fail(404, "User not found");
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM staff_users WHERE id = ?1 AND (role <> 'admin' OR (SELECT count(*) FROM staff_users WHERE role = 'admin') > 1)").bind(id),
    auditRow(call, { action: "user.delete", target: user.email, detail: `role ${user.role}` }, { ifChanged: true }),
    // The sessions also go with the row (ON DELETE CASCADE); revoking them first says so explicitly.
    db
      .prepare(
        "UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE staff_user_id = ?1 AND revoked_at IS NULL AND NOT EXISTS (SELECT 1 FROM staff_users WHERE id = ?1)",
      )
      .bind(id),
  ]);
  if (!deleted || deleted.meta.changes === 0) {
    return (await getStaffUser(db, id)) ? fail(409, "The last admin cannot be deleted") : fail(404, "User not found");
  }
  return { ok: true, user };
}

/**
 * The signed-in staff member's own name (any role may change their own), with its audit row in the
 * same batch (decision record 0020). The caller's schema has checked the name. False when the user
 * is gone.
 */
export async function updateStaffName(call: StaffCall, name: string): Promise<boolean> {
  const { db, actor } = call;
  const [changed] = await db.batch([
    db.prepare("UPDATE staff_users SET name = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(actor.id, name),
    auditRow(call, { action: "profile.name", target: actor.email, detail: "own name" }, { ifChanged: true }),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}

/**
 * Changes a password after checking the current one (throttled like a sign-in, so a stolen
 * session cannot guess it), then ends every other session of the user, those a passkey opened
 * included, and e-mails the owner (decision record 0036). Callers ask for a recent step-up first.
 */
export async function changeStaffPassword(
  db: D1,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionId: string; ip: string; notice: NoticeContext },
): Promise<Result> {
  const checked = await verifyCurrentPassword(db, input.userId, input.currentPassword, input.ip);
  if (!checked.ok) return checked;
  const hash = await hashPassword(input.newPassword);
  const to = await staffNoticeRecipient(db, { id: input.userId, email: checked.email });
  // One batch (one transaction): the new password never stands while the old sessions live on,
  // and never without its audit row (the browser's change was not audited).
  await db.batch([
    db.prepare("UPDATE staff_users SET password_hash = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(input.userId, hash),
    revokeAllForUserStatement(db, "staff", input.userId, { exceptId: input.keepSessionId }),
    auditStatement(db, { actor: { id: input.userId, email: null }, action: "user.password", target: checked.email, detail: "own password", ip: input.ip }),
    // The owner is told (decision record 0036), in the change's batch.
    signInNoticeStatement(db, { ...input.notice, to, change: { kind: "password.change" } }),
  ]);
  return { ok: true };
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

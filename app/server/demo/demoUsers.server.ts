import * as z from "zod";
import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import { accessUntilOf, demoUserSchema, expiresAtOf } from "../../lib/demo/demoSchemas";
import { revokeAllForUserStatement } from "../auth/sessions.server";
import { type Result, fail } from "../platform/result.server";
import { hashPassword } from "../auth/password.server";
import { INVITED_PASSWORD_HASH, type InviteEnv, invitationStatements } from "./demoInvitations.server";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";
import type { Columns } from "../platform/columns.server";
import type { Tables } from "../platform/tables.generated";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Demo users (table `demo_users`): prospects with a private login to /demo. This module owns their
 * SQL: what sign-in needs, then the demo-access management (create, edit, grants, delete).
 *
 * `expires_at` is a full UTC ISO timestamp (or NULL: never): access ends at that instant.
 */
/** Whether the demo user chose a password (one who accepted with a passkey has none); null when there is no such user. */
export async function demoUserHasPassword(db: D1, id: string): Promise<boolean | null> {
  const row = await db.prepare("SELECT password_hash LIKE 'pbkdf2-%' AS has FROM demo_users WHERE id = ?1").bind(id).first<{ has: number }>();
  return row ? row.has === 1 : null;
}

// --- demo-access management (staff) -------------------------------------------------------------

type DemoUserStatus = "active" | "expired" | "deactivated";

interface DemoUserRecord {
  id: string;
  username: string;
  name: string;
  company: string;
  email: string;
  active: boolean;
  /** The instant access ends (UTC ISO), or null: no end. */
  expiresAt: string | null;
  /** The last day of access (YYYY-MM-DD, UTC), as staff enter it. */
  accessUntil: string | null;
  status: DemoUserStatus;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  grantCount: number;
  playCount: number;
  viewCount: number;
  lastActivityAt: string | null;
}

/** A demo user with their grants and activity counted. */
type UserRow = Columns<
  "demo_users",
  "id" | "username" | "name" | "company" | "email" | "active" | "expires_at" | "created_at" | "updated_at" | "last_login_at"
> & {
  grant_count: number;
  play_count: number;
  view_count: number;
  last_activity_at: Tables["demo_views"]["at"] | null;
};

const USER_COLS = `u.id, u.username, u.name, u.company, u.email, u.active, u.expires_at, u.created_at, u.updated_at, u.last_login_at,
  (SELECT count(*) FROM demo_grants g WHERE g.demo_user_id = u.id) AS grant_count,
  (SELECT count(*) FROM demo_views v WHERE v.demo_user_id = u.id AND v.action = 'play') AS play_count,
  (SELECT count(*) FROM demo_views v WHERE v.demo_user_id = u.id AND v.action = 'view') AS view_count,
  (SELECT max(v.at) FROM demo_views v WHERE v.demo_user_id = u.id) AS last_activity_at`;

function demoUserStatus(user: { active: boolean; expiresAt: string | null }, nowMs = Date.now()): DemoUserStatus {
  if (!user.active) return "deactivated";
  if (user.expiresAt !== null && Date.parse(user.expiresAt) <= nowMs) return "expired";
  return "active";
}

function toUserRecord(r: UserRow): DemoUserRecord {
  const base = { active: r.active === 1, expiresAt: r.expires_at };
  return {
    id: r.id,
    username: r.username,
    name: r.name,
    company: r.company,
    email: r.email,
    ...base,
    accessUntil: accessUntilOf(r.expires_at),
    status: demoUserStatus(base),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    lastLoginAt: r.last_login_at,
    grantCount: r.grant_count,
    playCount: r.play_count,
    viewCount: r.view_count,
    lastActivityAt: r.last_activity_at,
  };
}

export async function listDemoUsers(db: D1): Promise<DemoUserRecord[]> {
  const { results } = await db.prepare(`SELECT ${USER_COLS} FROM demo_users u ORDER BY u.name COLLATE NOCASE, u.username`).all<UserRow>();
  return results.map(toUserRecord);
}

export async function getDemoUserRecord(db: D1, id: string): Promise<(DemoUserRecord & { itemIds: string[] }) | null> {
  const r = await db.prepare(`SELECT ${USER_COLS} FROM demo_users u WHERE u.id = ?1`).bind(id).first<UserRow>();
  if (!r) return null;
  const { results } = await db.prepare("SELECT demo_item_id FROM demo_grants WHERE demo_user_id = ?1").bind(id).all<Columns<"demo_grants", "demo_item_id">>();
  return { ...toUserRecord(r), itemIds: results.map((g) => g.demo_item_id) };
}

const usernameTaken = () => fail(409, "This username is already taken", { issues: [{ path: "username", message: "This username is already taken" }] });

/**
 * UserDemoAccessSaveorEdit: creates or updates a demo user and (when itemIds is given) replaces
 * their grants, in one batch. A new password, deactivation or an earlier expiry end the user's
 * sessions at once (sessions are checked against the user row on every request; a password reset
 * also revokes them, so an old token stays dead if access is restored).
 */
export async function saveDemoUser(
  call: StaffCall,
  raw: unknown,
  invite?: InviteEnv,
): Promise<Result<{ user: DemoUserRecord & { itemIds: string[] }; created: boolean; invitationId?: string; invitationLink?: string }>> {
  const parsed = admit(call, "demo:manage", demoUserSchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const { db } = call;
  const staffId = call.actor.id;
  if (input.id && !(await db.prepare("SELECT 1 AS ok FROM demo_users WHERE id = ?1").bind(input.id).first())) return fail(404, NOT_FOUND_MESSAGE);
  if (input.itemIds?.length) {
    const { results: unknown } = await db
      .prepare("SELECT value FROM json_each(?1) WHERE value NOT IN (SELECT id FROM demo_items)")
      .bind(JSON.stringify(input.itemIds))
      .all<{ value: string }>();
    if (unknown.length)
      return fail(400, "Some of the chosen items no longer exist", { issues: [{ path: "itemIds", message: "Some of the chosen items no longer exist" }] });
  }
  const id = input.id ?? crypto.randomUUID();
  const expiresAt = expiresAtOf(input.accessUntil);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const statements: D1PreparedStatement[] = [];
  let invitationId: string | undefined;
  let invitationLink: string | undefined;
  if (!input.id) {
    if (!passwordHash && !invite) return fail(400, "Password is Required", { issues: [{ path: "password", message: "Password is Required" }] });
    statements.push(
      db
        .prepare(
          `INSERT INTO demo_users (id, username, name, company, email, password_hash, expires_at, active, created_by)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(id, input.username, input.name, input.company, input.email, passwordHash ?? INVITED_PASSWORD_HASH, expiresAt, input.active ? 1 : 0, staffId),
    );
    // Without a password the prospect is invited to choose one: the link goes by e-mail, in this batch.
    if (!passwordHash && invite) {
      const invitation = await invitationStatements(db, invite, { id, username: input.username, name: input.name, email: input.email }, staffId);
      statements.push(...invitation.statements);
      invitationId = invitation.outboxId;
      invitationLink = invitation.link;
    }
  } else {
    statements.push(
      db
        .prepare(
          `UPDATE demo_users SET username = ?2, name = ?3, company = ?4, email = ?5, expires_at = ?6, active = ?7,
             password_hash = coalesce(?8, password_hash), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE id = ?1`,
        )
        .bind(id, input.username, input.name, input.company, input.email, expiresAt, input.active ? 1 : 0, passwordHash),
    );
    if (passwordHash) statements.push(revokeAllForUserStatement(db, "demo", id));
  }
  statements.push(
    auditRow(call, {
      action: input.id ? "demo.user.edit" : "demo.user.create",
      target: input.username,
      detail: [
        input.active ? "active" : "deactivated",
        `until ${input.accessUntil ?? "no end date"}`,
        passwordHash && input.id ? "new password" : null,
        invitationId ? `invited ${input.email}` : null,
      ]
        .filter(Boolean)
        .join(", "),
    }),
  );
  if (input.itemIds) {
    const ids = JSON.stringify(input.itemIds);
    // Demo grants go to the staff audit log, in the same batch as the change.
    statements.push(
      auditRow(call, {
        action: "demo.grant",
        target: input.username,
        detail: `access to ${input.itemIds.length} item(s): ${input.itemIds.join(", ")}`,
      }),
    );
    statements.push(
      db.prepare("DELETE FROM demo_grants WHERE demo_user_id = ?1 AND demo_item_id NOT IN (SELECT value FROM json_each(?2))").bind(id, ids),
      // Through demo_items, so an item deleted a moment ago is skipped rather than failing the batch.
      db
        .prepare(
          `INSERT OR IGNORE INTO demo_grants (demo_user_id, demo_item_id, granted_by)
           SELECT ?1, i.id, ?3 FROM demo_items i WHERE i.id IN (SELECT value FROM json_each(?2))`,
        )
        .bind(id, ids, staffId),
    );
  }
  try {
    await db.batch(statements);
  } catch (err) {
    if (/UNIQUE constraint failed: demo_users\.username/.test(String(err))) return usernameTaken();
    throw err;
  }
  return { ok: true, user: (await getDemoUserRecord(db, id))!, created: !input.id, invitationId, invitationLink };
}

const demoUserIdSchema = z.object({ id: z.string() });

/** DemoAccessDeleteUsers: ends the user's sessions and deletes them (grants and view records go with them), with the audit row. */
export async function deleteDemoUser(call: StaffCall, raw: unknown): Promise<Result<{ user: DemoUserRecord }>> {
  const parsed = admit(call, "demo:manage", demoUserIdSchema, raw);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const { id } = parsed.data;
  const user = await getDemoUserRecord(db, id);
  if (!user) return fail(404, NOT_FOUND_MESSAGE);
  const [, deleted] = await db.batch([
    revokeAllForUserStatement(db, "demo", id),
    db.prepare("DELETE FROM demo_users WHERE id = ?1").bind(id),
    auditRow(call, { action: "demo.user.delete", target: user.username, detail: user.company || null }, { ifChanged: true }),
  ]);
  if (!deleted || deleted.meta.changes === 0) return fail(404, NOT_FOUND_MESSAGE);
  const { itemIds: _granted, ...record } = user;
  return { ok: true, user: record };
}

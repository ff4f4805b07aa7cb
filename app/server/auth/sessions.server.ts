import type { Role } from "../../lib/auth/permissions";
import type { Audience } from "./tokens.server";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { Tables } from "../platform/tables.generated";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Session rows (table `sessions`): one per issued token, keyed by its jti. Revoking a row ends
 * the token at once, whatever its exp. Lifetimes slide: a session used again is renewed to a
 * full idle period (never past its absolute maximum), and its cookie is reissued with it.
 */
const SESSION_POLICY = {
  /**
   * Staff (decision record 0012): 30 minutes idle and 12 hours at most, as
   * OWASP ASVS 4 level 2 asks (3.3.2). "Remember me", honoured only on a device that passed the
   * second factor (signIn.server.ts), keeps the session when the browser closes, within the same
   * limits: a bank's staff sign in again at least twice a day.
   */
  staff: {
    persistent: { idleSeconds: 30 * 60, maxSeconds: 12 * 3600 },
    browser: { idleSeconds: 30 * 60, maxSeconds: 12 * 3600 },
  },
  /** Demo users (prospects watching videos): remember me 30 days from the last use, 90 in all; else 2 h idle, 12 h in all. */
  demo: {
    persistent: { idleSeconds: 30 * 24 * 3600, maxSeconds: 90 * 24 * 3600 },
    browser: { idleSeconds: 2 * 3600, maxSeconds: 12 * 3600 },
  },
} as const;

const policyOf = (audience: Audience, persistent: boolean) => (persistent ? SESSION_POLICY[audience].persistent : SESSION_POLICY[audience].browser);

/** How often a used session is renewed (and its last_seen_at written): 1/24 of its idle period. */
const renewEverySeconds = (audience: Audience, persistent: boolean) => policyOf(audience, persistent).idleSeconds / 24;

/**
 * How recent a step-up must be to manage users, roles, second factors, passkeys and passwords. A
 * step-up is both factors proved again in this session (the password and a code, or a passkey; a
 * demo user's password or passkey), never the sign-in itself (decision record 0036).
 */
const STEP_UP_SECONDS = 15 * 60;

export interface Session {
  id: string;
  audience: Audience;
  persistent: boolean;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  /** Opened with a second factor (staff). */
  secondFactor: boolean;
  /** The last step-up in this session (never the sign-in: decision record 0036), or null. */
  reauthAt: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function expiryFrom(audience: Audience, createdMs: number, nowMs: number, persistent: boolean): number {
  const p = policyOf(audience, persistent);
  return Math.min(nowMs + p.idleSeconds * 1000, createdMs + p.maxSeconds * 1000);
}

const userColumn = (audience: Audience) => (audience === "staff" ? "staff_user_id" : "demo_user_id");

/**
 * A new session and the statements that write it, for a batch that also holds what the sign-in
 * records (its audit row, the last sign-in time): the session and its record land together or not at all.
 */
export function newSession(
  db: D1,
  input: { audience: Audience; userId: string; persistent: boolean; secondFactor?: boolean; steppedUp?: boolean },
  nowMs = Date.now(),
): { session: Session; statements: D1PreparedStatement[] } {
  const id = crypto.randomUUID();
  const session: Session = {
    id,
    audience: input.audience,
    persistent: input.persistent,
    createdAt: iso(nowMs),
    expiresAt: iso(expiryFrom(input.audience, nowMs, nowMs, input.persistent)),
    lastSeenAt: iso(nowMs),
    secondFactor: input.secondFactor === true,
    // A sign-in is not a step-up (decision record 0036): a stolen cookie is a signed-in session, so
    // adding a way in asks for both factors again. Only test fixtures open one already stepped up.
    reauthAt: input.steppedUp === true ? iso(nowMs) : null,
  };
  const col = userColumn(input.audience);
  const statements = [
    db
      .prepare(
        `INSERT INTO sessions (id, audience, ${col}, persistent, created_at, expires_at, last_seen_at, second_factor, reauth_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?5, ?7, ?8)`,
      )
      .bind(id, input.audience, input.userId, input.persistent ? 1 : 0, session.createdAt, session.expiresAt, session.secondFactor ? 1 : 0, session.reauthAt),
    // Housekeeping: this user's sessions that ended over a week ago.
    db.prepare(`DELETE FROM sessions WHERE ${col} = ?1 AND expires_at < ?2`).bind(input.userId, iso(nowMs - 7 * 24 * 3600 * 1000)),
  ];
  return { session, statements };
}

/** A new session on its own (test fixtures); a sign-in batches newSession's statements with its records. */
export async function createSession(
  db: D1,
  input: { audience: Audience; userId: string; persistent: boolean; secondFactor?: boolean; steppedUp?: boolean },
  nowMs = Date.now(),
): Promise<Session> {
  const { session, statements } = newSession(db, input, nowMs);
  await db.batch(statements);
  return session;
}

/** Ends one session. Returns whether a live session was ended. */
export async function revokeSession(db: D1, id: string, nowMs = Date.now()): Promise<boolean> {
  const r = await db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, iso(nowMs)).run();
  return r.meta.changes > 0;
}

/** Ends every session of a user, except `exceptId` (the one changing its password, say): a statement to run in a batch with the change that requires it. */
export function revokeAllForUserStatement(
  db: D1,
  audience: Audience,
  userId: string,
  options: { exceptId?: string } = {},
  nowMs = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(`UPDATE sessions SET revoked_at = ?2 WHERE ${userColumn(audience)} = ?1 AND revoked_at IS NULL AND id <> ?3`)
    .bind(userId, iso(nowMs), options.exceptId ?? "");
}

export function renewalDue(session: Session, nowMs = Date.now()): boolean {
  return nowMs - Date.parse(session.lastSeenAt) >= renewEverySeconds(session.audience, session.persistent) * 1000;
}

/** Whether the session stepped up (both factors again; decision record 0036) within STEP_UP_SECONDS. */
export const recentlyReauthenticated = (session: Pick<Session, "reauthAt">, nowMs = Date.now()) =>
  session.reauthAt !== null && nowMs - Date.parse(session.reauthAt) < STEP_UP_SECONDS * 1000;

/** Records a step-up (both factors proved again) on a live session. */
export function markReauthenticatedStatement(db: D1, id: string, nowMs = Date.now()): D1PreparedStatement {
  return db.prepare("UPDATE sessions SET reauth_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, iso(nowMs));
}

/**
 * Slides a live session's expiry (cookie sessions: the caller reissues the cookie). Returns the
 * renewed session, or null if it was revoked or expired in the meantime.
 */
export async function renewSession(db: D1, session: Session, nowMs = Date.now()): Promise<Session | null> {
  const expiresAt = iso(expiryFrom(session.audience, Date.parse(session.createdAt), nowMs, session.persistent));
  const lastSeenAt = iso(nowMs);
  const r = await db
    .prepare("UPDATE sessions SET expires_at = ?2, last_seen_at = ?3 WHERE id = ?1 AND revoked_at IS NULL AND expires_at > ?3")
    .bind(session.id, expiresAt, lastSeenAt)
    .run();
  return r.meta.changes > 0 ? { ...session, expiresAt, lastSeenAt } : null;
}

/** Records use without extending (bearer tokens carry a fixed exp, so their session cannot slide). */
export async function touchSession(db: D1, id: string, nowMs = Date.now()): Promise<void> {
  await db.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1").bind(id, iso(nowMs)).run();
}

type SessionColumns = Narrowed<
  Columns<"sessions", "id" | "audience" | "persistent" | "created_at" | "expires_at" | "last_seen_at" | "second_factor" | "reauth_at">,
  "audience",
  Audience
>;

const toSession = (r: SessionColumns): Session => ({
  id: r.id,
  audience: r.audience,
  persistent: r.persistent === 1,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastSeenAt: r.last_seen_at ?? r.created_at,
  secondFactor: r.second_factor === 1,
  reauthAt: r.reauth_at,
});

const SESSION_COLS = "s.id, s.audience, s.persistent, s.created_at, s.expires_at, s.last_seen_at, s.second_factor, s.reauth_at";

export interface StaffSessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The user has a second factor (admins must: see requiresEnrolment). */
  enrolled: boolean;
  /** The time zone chosen in the profile (IANA name), or null: the browser's (decision record 0029). */
  timeZone?: string | null;
}

/** A live staff session (not revoked, not expired) and its user, who must still exist. */
export async function liveStaffSession(db: D1, jti: string, nowMs = Date.now()) {
  const r = await db
    .prepare(
      `SELECT ${SESSION_COLS}, u.id AS user_id, u.email, u.name, u.role, u.time_zone, u.totp_secret IS NOT NULL AS enrolled
       FROM sessions s JOIN staff_users u ON u.id = s.staff_user_id
       WHERE s.id = ?1 AND s.audience = 'staff' AND s.revoked_at IS NULL AND s.expires_at > ?2`,
    )
    .bind(jti, iso(nowMs))
    .first<
      SessionColumns &
        Narrowed<Columns<"staff_users", "email" | "name" | "role" | "time_zone">, "role", Role> & { user_id: Tables["staff_users"]["id"]; enrolled: number }
    >();
  if (!r) return null;
  return {
    session: toSession(r),
    user: { id: r.user_id, email: r.email, name: r.name, role: r.role, enrolled: r.enrolled === 1, timeZone: r.time_zone } satisfies StaffSessionUser,
  };
}

export interface DemoSessionUser {
  id: string;
  username: string;
  name: string;
  company: string;
  expiresAt: string | null;
}

/** A live demo session whose user is still active and not past their access expiry. */
export async function liveDemoSession(db: D1, jti: string, nowMs = Date.now()) {
  const now = iso(nowMs);
  const r = await db
    .prepare(
      `SELECT ${SESSION_COLS}, u.id AS user_id, u.username, u.name, u.company, u.expires_at AS access_expires_at
       FROM sessions s JOIN demo_users u ON u.id = s.demo_user_id
       WHERE s.id = ?1 AND s.audience = 'demo' AND s.revoked_at IS NULL AND s.expires_at > ?2
         AND u.active = 1 AND (u.expires_at IS NULL OR u.expires_at > ?2)`,
    )
    .bind(jti, now)
    .first<
      SessionColumns &
        Columns<"demo_users", "username" | "name" | "company"> & { user_id: Tables["demo_users"]["id"]; access_expires_at: Tables["demo_users"]["expires_at"] }
    >();
  if (!r) return null;
  return {
    session: toSession(r),
    user: { id: r.user_id, username: r.username, name: r.name, company: r.company, expiresAt: r.access_expires_at } satisfies DemoSessionUser,
  };
}

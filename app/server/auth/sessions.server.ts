import type { Role } from "./permissions";
import type { Audience } from "./tokens.server";

/**
 * Session rows (table `sessions`): one per issued token, keyed by its jti. Revoking a row ends
 * the token at once, whatever its exp. Lifetimes slide: a session used again is renewed to a
 * full idle period (never past its absolute maximum), and its cookie is reissued with it.
 */
export const SESSION_POLICY = {
  /** "Remember me": a persistent cookie, 30 days from the last use, at most 90 days in all. */
  persistent: { idleSeconds: 30 * 24 * 3600, maxSeconds: 90 * 24 * 3600 },
  /** A browser-session cookie: 2 hours from the last use, at most 12 hours in all. */
  browser: { idleSeconds: 2 * 3600, maxSeconds: 12 * 3600 },
} as const;

export const policyOf = (persistent: boolean) => (persistent ? SESSION_POLICY.persistent : SESSION_POLICY.browser);

/** How often a used session is renewed (and its last_seen_at written): 1/24 of its idle period. */
export const renewEverySeconds = (persistent: boolean) => policyOf(persistent).idleSeconds / 24;

export interface Session {
  id: string;
  audience: Audience;
  persistent: boolean;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function expiryFrom(createdMs: number, nowMs: number, persistent: boolean): number {
  const p = policyOf(persistent);
  return Math.min(nowMs + p.idleSeconds * 1000, createdMs + p.maxSeconds * 1000);
}

const userColumn = (audience: Audience) => (audience === "staff" ? "staff_user_id" : "demo_user_id");

export async function createSession(db: D1Database, input: { audience: Audience; userId: string; persistent: boolean }, nowMs = Date.now()): Promise<Session> {
  const id = crypto.randomUUID();
  const session: Session = {
    id,
    audience: input.audience,
    persistent: input.persistent,
    createdAt: iso(nowMs),
    expiresAt: iso(expiryFrom(nowMs, nowMs, input.persistent)),
    lastSeenAt: iso(nowMs),
  };
  const col = userColumn(input.audience);
  await db.batch([
    db
      .prepare(`INSERT INTO sessions (id, audience, ${col}, persistent, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?5)`)
      .bind(id, input.audience, input.userId, input.persistent ? 1 : 0, session.createdAt, session.expiresAt),
    // Housekeeping: this user's sessions that ended over a week ago.
    db.prepare(`DELETE FROM sessions WHERE ${col} = ?1 AND expires_at < ?2`).bind(input.userId, iso(nowMs - 7 * 24 * 3600 * 1000)),
  ]);
  return session;
}

/** Ends one session. Returns whether a live session was ended. */
export async function revokeSession(db: D1Database, id: string, nowMs = Date.now()): Promise<boolean> {
  const r = await db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL").bind(id, iso(nowMs)).run();
  return r.meta.changes > 0;
}

/** Ends every session of a user, except `exceptId` (the one changing its password, say). */
export async function revokeAllForUser(
  db: D1Database,
  audience: Audience,
  userId: string,
  options: { exceptId?: string } = {},
  nowMs = Date.now(),
): Promise<number> {
  const r = await revokeAllForUserStatement(db, audience, userId, options, nowMs).run();
  return r.meta.changes;
}

/** The same, as a statement to run in a batch with the change that requires it. */
export function revokeAllForUserStatement(
  db: D1Database,
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
  return nowMs - Date.parse(session.lastSeenAt) >= renewEverySeconds(session.persistent) * 1000;
}

/**
 * Slides a live session's expiry (cookie sessions: the caller reissues the cookie). Returns the
 * renewed session, or null if it was revoked or expired in the meantime.
 */
export async function renewSession(db: D1Database, session: Session, nowMs = Date.now()): Promise<Session | null> {
  const expiresAt = iso(expiryFrom(Date.parse(session.createdAt), nowMs, session.persistent));
  const lastSeenAt = iso(nowMs);
  const r = await db
    .prepare("UPDATE sessions SET expires_at = ?2, last_seen_at = ?3 WHERE id = ?1 AND revoked_at IS NULL AND expires_at > ?3")
    .bind(session.id, expiresAt, lastSeenAt)
    .run();
  return r.meta.changes > 0 ? { ...session, expiresAt, lastSeenAt } : null;
}

/** Records use without extending (bearer tokens carry a fixed exp, so their session cannot slide). */
export async function touchSession(db: D1Database, id: string, nowMs = Date.now()): Promise<void> {
  await db.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1").bind(id, iso(nowMs)).run();
}

interface SessionColumns {
  id: string;
  audience: Audience;
  persistent: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string | null;
}

const toSession = (r: SessionColumns): Session => ({
  id: r.id,
  audience: r.audience,
  persistent: r.persistent === 1,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastSeenAt: r.last_seen_at ?? r.created_at,
});

const SESSION_COLS = "s.id, s.audience, s.persistent, s.created_at, s.expires_at, s.last_seen_at";

export interface StaffSessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** A live staff session (not revoked, not expired) and its user, who must still exist. */
export async function liveStaffSession(db: D1Database, jti: string, nowMs = Date.now()) {
  const r = await db
    .prepare(
      `SELECT ${SESSION_COLS}, u.id AS user_id, u.email, u.name, u.role
       FROM sessions s JOIN staff_users u ON u.id = s.staff_user_id
       WHERE s.id = ?1 AND s.audience = 'staff' AND s.revoked_at IS NULL AND s.expires_at > ?2`,
    )
    .bind(jti, iso(nowMs))
    .first<SessionColumns & { user_id: string; email: string; name: string; role: Role }>();
  if (!r) return null;
  return { session: toSession(r), user: { id: r.user_id, email: r.email, name: r.name, role: r.role } satisfies StaffSessionUser };
}

export interface DemoSessionUser {
  id: string;
  username: string;
  name: string;
  company: string;
  expiresAt: string | null;
}

/** A live demo session whose user is still active and not past their access expiry. */
export async function liveDemoSession(db: D1Database, jti: string, nowMs = Date.now()) {
  const now = iso(nowMs);
  const r = await db
    .prepare(
      `SELECT ${SESSION_COLS}, u.id AS user_id, u.username, u.name, u.company, u.expires_at AS access_expires_at
       FROM sessions s JOIN demo_users u ON u.id = s.demo_user_id
       WHERE s.id = ?1 AND s.audience = 'demo' AND s.revoked_at IS NULL AND s.expires_at > ?2
         AND u.active = 1 AND (u.expires_at IS NULL OR u.expires_at > ?2)`,
    )
    .bind(jti, now)
    .first<SessionColumns & { user_id: string; username: string; name: string; company: string; access_expires_at: string | null }>();
  if (!r) return null;
  return {
    session: toSession(r),
    user: { id: r.user_id, username: r.username, name: r.name, company: r.company, expiresAt: r.access_expires_at } satisfies DemoSessionUser,
  };
}

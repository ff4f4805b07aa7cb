import { INVITATION_GONE } from "../../lib/demo/invitationSchema";
import { toBase64Url } from "../../lib/base64";
import { type StaffCall, auditRow, refused } from "../operations/staffOperation.server";
import { hashPassword } from "../auth/password.server";
import { revokeAllForUserStatement } from "../auth/sessions.server";
import { enqueueStaffEmail } from "../email/outbox.server";
import type { Env } from "../platform/env.server";
import { type Result, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";
import { sealBody } from "../email/sealedBody.server";
import type { NewPasskey } from "../auth/webauthn.server";
import { insertPasskeyStatement } from "../auth/passkeyRows.server";

/**
 * Demo invitations (decision record 0026): staff never choose, see or send a
 * prospect's password. Adding a demo user (or "Send a new invitation") queues an e-mail with a
 * single-use link, valid 7 days, on which the prospect sets their own password or creates a passkey.
 * Only the token's SHA-256 is stored; the link exists in the message alone, whose outbox row is
 * sealed at rest (email/sealedBody.server.ts), so D1 holds no usable link.
 */
const INVITATION_DAYS = 7;
/** A link asked for from "Forgot your password?" works this long (decision record 0052). */
const RESET_MINUTES = 60;
/** What a demo user's password_hash holds until they accept: no password verifies against it. */
export const INVITED_PASSWORD_HASH = "invited$no-password-yet";

export type InviteEnv = Pick<Env, "SITE_URL" | "SITE_TITLE" | "SALES_EMAIL" | "SEALING_KEYS">;

/** What D1 keeps of a token (demo_invitations.token_hash); also what a passkey challenge on the page is bound to. */
export const invitationTokenHash = (token: string) => sha256Hex(token);

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");

const newToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

const invitationPath = (token: string) => `/demo/invitation/${token}`;

interface Invitee {
  id: string;
  username: string;
  name: string;
  email: string;
}

/**
 * The statements that invite `user`: older open invitations end, the new one is stored hashed, and
 * its e-mail is queued; for the caller's batch (with the change and audit row that caused it).
 * Returns the outbox id (for the drain to prefer).
 */
export async function invitationStatements(
  db: D1,
  env: InviteEnv,
  user: Invitee,
  staffId: string | null,
  nowMs = Date.now(),
  reason: "invitation" | "reset" = "invitation",
): Promise<{ statements: D1PreparedStatement[]; outboxId: string; link: string }> {
  const token = newToken();
  const reset = reason === "reset";
  const expiresAt = new Date(nowMs + (reset ? RESET_MINUTES * 60 * 1000 : INVITATION_DAYS * 24 * 3600 * 1000)).toISOString();
  const link = new URL(invitationPath(token), env.SITE_URL).toString();
  const outboxId = crypto.randomUUID();
  const text = [
    `Hello ${user.name},`,
    "",
    ...(reset
      ? [
          `Someone, we hope you, asked to reset the password of your demo access to ${env.SITE_TITLE}.`,
          `Open this link to choose a new password or create a passkey (it works once, for ${RESET_MINUTES} minutes):`,
        ]
      : [
          `You are invited to the product demonstrations of ${env.SITE_TITLE}.`,
          `Open this link to create a passkey or choose a password (it works once, until ${expiresAt.slice(0, 10)}):`,
        ]),
    "",
    link,
    "",
    `Your username: ${user.username}`,
    "",
    ...(reset ? ["If you did not ask, ignore this message: your password stays as it is.", ""] : []),
    `Questions? Reply to this message or write to ${env.SALES_EMAIL}.`,
  ].join("\n");
  return {
    outboxId,
    // For the staff member who made it, shown once (the stored copy is sealed, the token hashed).
    link,
    statements: [
      db.prepare("UPDATE demo_invitations SET used_at = ?2 WHERE demo_user_id = ?1 AND used_at IS NULL").bind(user.id, new Date(nowMs).toISOString()),
      db
        .prepare("INSERT INTO demo_invitations (id, demo_user_id, token_hash, created_by, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(crypto.randomUUID(), user.id, await sha256Hex(token), staffId, expiresAt),
      // The text holds the link: sealed at rest, opened only to be sent (decision record 0026).
      enqueueStaffEmail(
        db,
        {
          to: user.email,
          replyTo: env.SALES_EMAIL,
          subject: reset ? `Reset your demo password for ${env.SITE_TITLE}` : `Your demonstration access to ${env.SITE_TITLE}`,
          text: await sealBody(env.SEALING_KEYS, user.email, text),
          purpose: "demo_invitation",
        },
        staffId,
        outboxId,
      ),
    ],
  };
}

/** "Send a new invitation" (demo:manage): a new link for an existing demo user, with its audit row. */
export async function reinviteDemoUser(call: StaffCall, env: InviteEnv, input: { id: string }): Promise<Result<{ email: string; outboxId: string }>> {
  const denied = refused(call, "demo:manage");
  if (denied) return denied;
  const user = await call.db.prepare("SELECT id, username, name, email FROM demo_users WHERE id = ?1").bind(input.id).first<Invitee>();
  if (!user) return fail(404, "Demo user not found");
  const { statements, outboxId } = await invitationStatements(call.db, env, user, call.actor.id);
  await call.db.batch([...statements, auditRow(call, { action: "demo.invite", target: user.username, detail: user.email })]);
  return { ok: true, email: user.email, outboxId };
}

interface OpenInvitation {
  demoUserId: string;
  username: string;
  name: string;
}

/** The invitation a link names, if it is unused, unexpired and its user still active. */
export async function openInvitation(db: D1, token: string, nowMs = Date.now()): Promise<OpenInvitation | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT u.id, u.username, u.name FROM demo_invitations i JOIN demo_users u ON u.id = i.demo_user_id
       WHERE i.token_hash = ?1 AND i.used_at IS NULL AND i.expires_at > ?2 AND u.active = 1
         AND (u.expires_at IS NULL OR u.expires_at > ?2)`,
    )
    .bind(await sha256Hex(token), new Date(nowMs).toISOString())
    .first<{ id: string; username: string; name: string }>();
  return row ? { demoUserId: row.id, username: row.username, name: row.name } : null;
}

/** How the prospect will sign in: the password they chose, or a passkey their browser just created (verified). */
type InvitationAnswer = { password: string } | { passkey: NewPasskey & { name: string } };

/**
 * The prospect accepts: the invitation is spent and their password or first passkey stored in one
 * batch, only if the invitation was still open (the UPDATE that spends it is the guard), and any
 * older session of the user ends. Returns the user to sign in.
 */
export async function acceptInvitation(db: D1, token: string, answer: InvitationAnswer, nowMs = Date.now()): Promise<Result<OpenInvitation>> {
  const open = await openInvitation(db, token, nowMs);
  if (!open) return fail(404, INVITATION_GONE);
  const now = new Date(nowMs).toISOString();
  const hash = await sha256Hex(token);
  // The store's guard: only right after the UPDATE spent this invitation (the batch's first statement).
  const spentNow = (hashParam: string, nowParam: string) =>
    `changes() = 1 AND EXISTS (SELECT 1 FROM demo_invitations WHERE token_hash = ${hashParam} AND used_at = ${nowParam})`;
  const store =
    "password" in answer
      ? db
          .prepare(`UPDATE demo_users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1 AND ${spentNow("?4", "?3")}`)
          .bind(open.demoUserId, await hashPassword(answer.password), now, hash)
      : insertPasskeyStatement(db, "demo", open.demoUserId, answer.passkey, { sql: spentNow("?8", "?9"), params: [hash, now] });
  const results = await db.batch([
    db.prepare("UPDATE demo_invitations SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2").bind(hash, now),
    store,
    revokeAllForUserStatement(db, "demo", open.demoUserId),
    // Accepting signs the prospect in (both callers open a session next): the last sign-in is now,
    // whichever way they chose (decision record 0036), and only if this acceptance spent the link.
    db
      .prepare("UPDATE demo_users SET last_login_at = ?2 WHERE id = ?1 AND EXISTS (SELECT 1 FROM demo_invitations WHERE token_hash = ?3 AND used_at = ?2)")
      .bind(open.demoUserId, now, hash),
  ]);
  return results[1]!.meta.changes === 1 ? { ok: true, ...open } : fail(404, INVITATION_GONE);
}

/** The sales owner is told this long before a demo access ends. */
const REMINDER_DAYS = 3;

/**
 * Queues the reminders that are due (scheduled work, run with the outbox's drain: decision
 * record 0013's traffic kicker and after staff actions): for each active demo user whose access
 * ends within 3 days, one message to the staff member who added them (or sales), once per end of
 * access. The reminder row's primary key makes it idempotent, however many drains run at once.
 */
export async function queueDemoExpiryReminders(db: D1, env: Pick<Env, "SITE_URL" | "SALES_EMAIL">, nowMs = Date.now()): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const horizon = new Date(nowMs + REMINDER_DAYS * 24 * 3600 * 1000).toISOString();
  const { results: due } = await db
    .prepare(
      `SELECT u.id, u.username, u.name, u.company, u.expires_at, coalesce(s.email, ?3) AS owner, u.created_by
       FROM demo_users u LEFT JOIN staff_users s ON s.id = u.created_by
       WHERE u.active = 1 AND u.expires_at IS NOT NULL AND u.expires_at > ?1 AND u.expires_at <= ?2
         AND NOT EXISTS (SELECT 1 FROM demo_expiry_reminders r WHERE r.demo_user_id = u.id AND r.expires_at = u.expires_at)
       LIMIT 50`,
    )
    .bind(now, horizon, env.SALES_EMAIL)
    .all<{ id: string; username: string; name: string; company: string; expires_at: string; owner: string; created_by: string | null }>();
  let queued = 0;
  for (const u of due) {
    const outboxId = crypto.randomUUID();
    const text = [
      `The demonstration access of ${u.name}${u.company ? ` (${u.company})` : ""}, username ${u.username}, ends on ${u.expires_at.slice(0, 10)}.`,
      "",
      `To extend it or follow up: ${new URL(`/admin/demo/users/${u.id}`, env.SITE_URL).toString()}`,
    ].join("\n");
    // The reminder row first: the message is queued only if this drain is the one that claimed it.
    const results = await db.batch([
      db.prepare("INSERT OR IGNORE INTO demo_expiry_reminders (demo_user_id, expires_at, outbox_id) VALUES (?1, ?2, ?3)").bind(u.id, u.expires_at, outboxId),
      db
        .prepare(
          `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, source, created_by, created_at, next_attempt_at, purpose)
           SELECT ?1, 'staff', ?2, NULL, ?3, ?4, 'staff', NULL, ?5, ?5, 'demo_reminder' WHERE changes() = 1`,
        )
        .bind(outboxId, u.owner, `Demo access ends in 3 days: ${u.name}`, text, now),
    ]);
    queued += results[1]!.meta.changes;
  }
  return queued;
}

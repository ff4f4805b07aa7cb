import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { type PasskeySummary, invitationPasskeySchema, passkeyIdSchema, passkeySignInSchema, registerPasskeySchema } from "../../lib/auth/passkeySchemas";
import type { DemoAuth } from "../auth/authenticate.server";
import { PASSKEY_NOT_SAVED, stepUpOptionsFor, storedPasskeysOf, usedStatement, verifyPasskeySignIn, verifyStepUpPasskey } from "../auth/passkeys.server";
import { PASSKEY_TAKEN, passkeysOf, storeVerifiedPasskey } from "../auth/passkeyRows.server";
import { markReauthenticatedStatement, recentlyReauthenticated } from "../auth/sessions.server";
import { type NoticeContext, demoNoticeRecipient, noticeContext, signInNoticeStatement } from "../auth/signInNotice.server";
import { dummyHash, verifyPassword } from "../auth/password.server";
import { type Issued, type SignInEnv, issue } from "../auth/signIn.server";
import { lockoutMessage, recordSuccess, releaseAddress, reserveAddressAttempt, reserveAttempt } from "../auth/throttle.server";
import { type PasskeyEnv, registrationOptions, verifyRegistration } from "../auth/webauthn.server";
import { RECENT_SIGN_IN_NEEDED } from "../../lib/demo/demoPasskeys";
import { type Result, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";
import { demoAccessRefusal, markDemoLogin } from "../auth/demoAccounts.server";
import { INVITATION_GONE } from "../../lib/demo/invitationSchema";
import { acceptInvitation, invitationTokenHash, openInvitation } from "./demoInvitations.server";

/**
 * Demo users' passkeys (decision record 0026): created on the invitation page instead of
 * (or beside) a password, or later in /demo/account; used on /demo's sign-in; listed and removed
 * in /demo/account. The WebAuthn core and the passkey queries are the staff ones
 * (auth/webauthn.server.ts, auth/passkeys.server.ts) with the owner kind "demo": every challenge is
 * stored with audience "demo" and every lookup reads only demo_user_id, so a demo passkey never
 * opens a staff session, nor a staff passkey a demo one.
 */
const DEMO_PASSKEY_FAILED = "That passkey could not be used here. Try again, or sign in with your username and password.";
const LAST_WAY_IN = "This passkey is your only way to sign in: it cannot be removed. Ask your contact for a new invitation to choose a password.";

export const demoPasskeys = (db: D1, demoUserId: string): Promise<PasskeySummary[]> => passkeysOf(db, "demo", demoUserId);

const userLabel = (user: { username: string; name: string }) => ({ userName: user.username, displayName: user.name });

/**
 * Registration options on the invitation page: the invitation is the proof, so the challenge is
 * bound to its token's hash (not to a session: the prospect has none yet). Null when the link is spent or expired.
 */
export async function invitationPasskeyOptions(env: PasskeyEnv, request: Request, token: string) {
  const open = await openInvitation(env.DB, token);
  if (!open) return null;
  return registrationOptions(env, request, {
    audience: "demo",
    binding: `invitation:${await invitationTokenHash(token)}`,
    userId: open.demoUserId,
    ...userLabel(open),
    existing: await storedPasskeysOf(env.DB, "demo", open.demoUserId),
  });
}

/** The invitation accepted with a passkey: verified against the link's challenge, stored as the invitation is spent, and a demo session opened. */
export async function acceptInvitationWithPasskey(env: SignInEnv & PasskeyEnv, request: Request, raw: unknown): Promise<Result<Issued>> {
  const parsed = invitationPasskeySchema.safeParse(raw);
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? PASSKEY_NOT_SAVED);
  const { token, name, response } = parsed.data;
  if (!(await openInvitation(env.DB, token))) return fail(404, INVITATION_GONE);
  const credential = await verifyRegistration(env, request, {
    audience: "demo",
    binding: `invitation:${await invitationTokenHash(token)}`,
    response: response as RegistrationResponseJSON,
  });
  if (!credential) return fail(400, PASSKEY_NOT_SAVED);
  if (await env.DB.prepare("SELECT 1 AS taken FROM passkeys WHERE id = ?1").bind(credential.id).first()) return fail(409, PASSKEY_TAKEN);
  const accepted = await acceptInvitation(env.DB, token, { passkey: { ...credential, name } });
  if (!accepted.ok) return accepted;
  return { ok: true, ...(await issue(env, "demo", accepted.demoUserId, false)) };
}

/**
 * The demo step-up (decision record 0036): adding a passkey needs more than the session (a stolen
 * cookie must not leave a lasting way in), and demo users have no second factor, so they prove
 * their password again, or use a passkey they already have (the invitation may have made one and no
 * password). Neither is the sign-in: a session opens without it. Passwords are counted on the demo
 * sign-in's lockouts (per account and address); a passkey's challenge is bound to this session.
 */
const DEMO_CONFIRM_FAILED = "That password is not right";

export const demoStepUpOptions = (env: PasskeyEnv, request: Request, auth: Pick<DemoAuth, "demoUser" | "session">) =>
  stepUpOptionsFor(env, request, "demo", auth.demoUser.id, auth.session.id);

export async function demoStepUp(
  env: PasskeyEnv,
  request: Request,
  auth: Pick<DemoAuth, "demoUser" | "session">,
  input: { password?: string; passkey?: unknown },
  ip: string,
): Promise<Result> {
  const db = env.DB;
  const me = auth.demoUser;
  if (input.passkey !== undefined) {
    const verified = await verifyStepUpPasskey(env, request, "demo", me.id, auth.session.id, input.passkey);
    if (!verified) return fail(400, DEMO_PASSKEY_FAILED);
    await db.batch([usedStatement(db, verified.id, verified.counter), markReauthenticatedStatement(db, auth.session.id)]);
    return { ok: true };
  }
  const attempt = await reserveAttempt(db, "demo", me.username, ip);
  if (!attempt.allowed) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
  const row = await db.prepare("SELECT password_hash FROM demo_users WHERE id = ?1").bind(me.id).first<{ password_hash: string }>();
  // A user who accepted with a passkey has no password: checked against a dummy, refused the same way.
  const hash = row?.password_hash.startsWith("pbkdf2-") ? row.password_hash : undefined;
  const ok = await verifyPassword(input.password ?? "", hash ?? (await dummyHash()));
  if (!ok || !hash) {
    if (attempt.locksOnFailure) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
    return fail(400, DEMO_CONFIRM_FAILED, { issues: [{ path: "password", message: DEMO_CONFIRM_FAILED }] });
  }
  await recordSuccess(db, "demo", me.username, ip);
  await markReauthenticatedStatement(db, auth.session.id).run();
  return { ok: true };
}

/** Adding a passkey from a demo session: only after a recent demo step-up (above), bound to this session. */
export async function demoPasskeyRegistrationOptions(env: PasskeyEnv, request: Request, auth: Pick<DemoAuth, "demoUser" | "session">) {
  if (!recentlyReauthenticated(auth.session)) return fail(403, RECENT_SIGN_IN_NEEDED);
  const options = await registrationOptions(env, request, {
    audience: "demo",
    binding: auth.session.id,
    userId: auth.demoUser.id,
    ...userLabel(auth.demoUser),
    existing: await storedPasskeysOf(env.DB, "demo", auth.demoUser.id),
  });
  return { ok: true as const, options };
}

/** The passkey stored with the owner's notice in its batch (decision record 0036). */
export async function addDemoPasskey(
  env: PasskeyEnv & { SALES_EMAIL: string },
  request: Request,
  auth: Pick<DemoAuth, "demoUser" | "session">,
  raw: unknown,
): Promise<Result<{ passkey: PasskeySummary }>> {
  if (!recentlyReauthenticated(auth.session)) return fail(403, RECENT_SIGN_IN_NEEDED);
  const parsed = registerPasskeySchema.safeParse(raw);
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? PASSKEY_NOT_SAVED);
  const credential = await verifyRegistration(env, request, {
    audience: "demo",
    binding: auth.session.id,
    response: parsed.data.response as RegistrationResponseJSON,
  });
  if (!credential) return fail(400, PASSKEY_NOT_SAVED);
  const to = await demoNoticeRecipient(env.DB, auth.demoUser.id, env.SALES_EMAIL);
  const notice = to
    ? [signInNoticeStatement(env.DB, { ...noticeContext(env, request), to, change: { kind: "passkey.add", name: parsed.data.name }, ifChanged: true })]
    : [];
  return storeVerifiedPasskey(env.DB, "demo", auth.demoUser.id, { ...credential, name: parsed.data.name }, notice);
}

/**
 * Removes one of the demo user's own passkeys, unless it is their last way in (no password chosen
 * and no other passkey): one statement, so two removals at once cannot both pass that check.
 */
export async function removeDemoPasskey(
  db: D1,
  demoUserId: string,
  raw: unknown,
  notice: NoticeContext & { salesEmail: string },
): Promise<Result<{ name: string }>> {
  const parsed = passkeyIdSchema.safeParse(raw);
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? "Which passkey?");
  const { id } = parsed.data;
  const row = await db.prepare("SELECT name FROM passkeys WHERE id = ?1 AND demo_user_id = ?2").bind(id, demoUserId).first<{ name: string }>();
  if (!row) return fail(404, "Passkey not found");
  const to = await demoNoticeRecipient(db, demoUserId, notice.salesEmail);
  const [removed] = await db.batch([
    db
      .prepare(
        `DELETE FROM passkeys WHERE id = ?1 AND demo_user_id = ?2
           AND (EXISTS (SELECT 1 FROM demo_users WHERE id = ?2 AND password_hash LIKE 'pbkdf2-%')
                OR (SELECT COUNT(*) FROM passkeys WHERE demo_user_id = ?2) > 1)`,
      )
      .bind(id, demoUserId),
    // The owner's notice, only if the passkey went (decision record 0036).
    ...(to ? [signInNoticeStatement(db, { ...notice, to, change: { kind: "passkey.remove", name: row.name }, ifChanged: true })] : []),
  ]);
  return removed!.meta.changes === 1 ? { ok: true, name: row.name } : fail(409, LAST_WAY_IN);
}

/**
 * Demo sign-in with a passkey: the passkey names its user. Limits as the password sign-in: the
 * attempt is counted on the address before it is checked (the same bucket, the same 20 per 15
 * minutes) and given back on success; a lapsed access is told only to whoever proved the passkey.
 */
export async function signInDemoWithPasskey(
  env: SignInEnv & PasskeyEnv,
  request: Request,
  raw: unknown,
  ip: string,
): Promise<Result<Issued & { demoUser: { id: string; username: string } }>> {
  const parsed = passkeySignInSchema.safeParse(raw);
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? DEMO_PASSKEY_FAILED);
  const attempt = await reserveAddressAttempt(env.DB, ip);
  if (!attempt.allowed) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
  const { verified, owner } = await verifyPasskeySignIn(env, request, "demo", parsed.data.response);
  const user =
    verified && owner
      ? await env.DB.prepare("SELECT id, username, active, expires_at FROM demo_users WHERE id = ?1")
          .bind(owner)
          .first<{ id: string; username: string; active: number; expires_at: string | null }>()
      : null;
  if (!verified || !user) return fail(401, DEMO_PASSKEY_FAILED);
  await releaseAddress(env.DB, ip);
  await env.DB.batch([usedStatement(env.DB, verified.id, verified.counter)]);
  const lapsed = demoAccessRefusal({ active: user.active === 1, expiresAt: user.expires_at });
  if (lapsed) return fail(403, lapsed);
  const issued = await issue(env, "demo", user.id, parsed.data.remember === true);
  await markDemoLogin(env.DB, user.id);
  return { ok: true, ...issued, demoUser: { id: user.id, username: user.username } };
}

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { type PasskeySummary, passkeyIdSchema, passkeySignInSchema, registerPasskeySchema } from "../../lib/auth/passkeySchemas";
import { auditAttempt, auditStatement } from "../operations/audit.server";
import { type StaffCall, auditRow, parseInput } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { getStaffUser, markStaffLoginStatement } from "./staffAccounts.server";
import type { StaffAuth, StaffUser } from "./authenticate.server";
import { isSecureEnv } from "./sessionCookies.server";
import { markReauthenticatedStatement } from "./sessions.server";
import { type Issued, type SignInEnv, issue } from "./signIn.server";
import {
  CHALLENGE_SECONDS,
  PASSKEY_ATTEMPT_COOKIE,
  type PasskeyEnv,
  type StoredPasskey,
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "./webauthn.server";
import { readCookie, setCookie, siteCookieName } from "../platform/cookies.server";
import type { D1 } from "../platform/d1Sessions.server";
import { OWNER_COLUMN, type PasskeyOwner, passkeysOf, storeVerifiedPasskey } from "./passkeyRows.server";
import { type NoticeContext, noticeContext, signInNoticeStatement, staffNoticeRecipient } from "./signInNotice.server";

/**
 * Staff passkeys (decision record 0026): the operations behind /admin/profile,
 * the sign-in screens, /admin/confirm and the API. Each follows decision record 0020: one schema,
 * the check, the change and its audit row in one batch, a Result.
 *
 * A passkey sign-in counts as both factors (something you have, unlocked by something you know or
 * are: user verification is required), so it opens a session with `second_factor` set. Adding or
 * removing one changes how the account signs in, so both need a recent two-factor step-up (not the
 * sign-in), like the password, and tell the owner by e-mail (decision record 0036).
 */
const PASSKEY_FAILED = "That passkey could not be used here. Try again, or sign in with your password and code.";
export const PASSKEY_NOT_SAVED = "The passkey could not be saved. Try again.";

const ISO = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export const staffPasskeys = (db: D1, userId: string) => passkeysOf(db, "staff", userId);

/** An owner's credentials, for excludeCredentials and a step-up's allow list. */
export async function storedPasskeysOf(db: D1, owner: PasskeyOwner, userId: string): Promise<StoredPasskey[]> {
  const { results } = await db
    .prepare(`SELECT id, public_key, counter, transports FROM passkeys WHERE ${OWNER_COLUMN[owner]} = ?1`)
    .bind(userId)
    .all<{ id: string; public_key: string; counter: number; transports: string }>();
  return results.map(toStored);
}

const toStored = (r: { id: string; public_key: string; counter: number; transports: string }): StoredPasskey => ({
  id: r.id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: JSON.parse(r.transports) as string[],
});

/** The passkey a response names, only if it belongs to this kind of owner (and to `userId`, when given). */
async function findPasskey(db: D1, owner: PasskeyOwner, credentialId: string, userId?: string) {
  const column = OWNER_COLUMN[owner];
  const r = await db
    .prepare(`SELECT id, public_key, counter, transports, ${column} AS owner FROM passkeys WHERE id = ?1 AND ${column} IS NOT NULL`)
    .bind(credentialId)
    .first<{ id: string; public_key: string; counter: number; transports: string; owner: string }>();
  if (!r || (userId !== undefined && r.owner !== userId)) return null;
  return { ...toStored(r), owner: r.owner };
}

/** The counter and last use, written in the batch that accepts the assertion. */
export const usedStatement = (db: D1, id: string, counter: number) =>
  db.prepare(`UPDATE passkeys SET counter = ?2, last_used_at = ${ISO} WHERE id = ?1`).bind(id, counter);

/** Step 1 of adding a passkey: options bound to this session (the challenge answers only it). */
export async function passkeyRegistrationOptions(env: PasskeyEnv, request: Request, auth: Pick<StaffAuth, "user" | "session">) {
  return registrationOptions(env, request, {
    audience: "staff",
    binding: auth.session.id,
    userId: auth.user.id,
    userName: auth.user.email,
    displayName: auth.user.name,
    existing: await storedPasskeysOf(env.DB, "staff", auth.user.id),
  });
}

/** Step 2: the browser's response, verified against this session's challenge, stored with its name and the audit row. */
export async function addStaffPasskey(
  call: StaffCall,
  env: PasskeyEnv,
  request: Request,
  sessionId: string,
  raw: unknown,
): Promise<Result<{ passkey: PasskeySummary }>> {
  const input = parseInput(registerPasskeySchema, raw);
  if (!input.ok) return input;
  const credential = await verifyRegistration(env, request, {
    audience: "staff",
    binding: sessionId,
    response: input.data.response as RegistrationResponseJSON,
  });
  if (!credential) return fail(400, PASSKEY_NOT_SAVED);
  const to = await staffNoticeRecipient(call.db, call.actor);
  const { site, userAgent } = noticeContext(env, request);
  // The passkey, its audit row and the owner's notice: each of the last two only if the one before it was written.
  return storeVerifiedPasskey(call.db, "staff", call.actor.id, { ...credential, name: input.data.name }, [
    auditRow(call, { action: "passkey.add", target: call.actor.email, detail: input.data.name }, { ifChanged: true }),
    signInNoticeStatement(call.db, { site, to, change: { kind: "passkey.add", name: input.data.name }, userAgent, ifChanged: true }),
  ]);
}

/** Removes one of the caller's own passkeys, with its audit row and the owner's notice (only if it was removed). */
export async function removeStaffPasskey(call: StaffCall, raw: unknown, notice: NoticeContext): Promise<Result<{ name: string }>> {
  const input = parseInput(passkeyIdSchema, raw);
  if (!input.ok) return input;
  const row = await call.db
    .prepare("SELECT name FROM passkeys WHERE id = ?1 AND staff_user_id = ?2")
    .bind(input.data.id, call.actor.id)
    .first<{ name: string }>();
  if (!row) return fail(404, "Passkey not found");
  const to = await staffNoticeRecipient(call.db, call.actor);
  const results = await call.db.batch([
    call.db.prepare("DELETE FROM passkeys WHERE id = ?1 AND staff_user_id = ?2").bind(input.data.id, call.actor.id),
    auditRow(call, { action: "passkey.remove", target: call.actor.email, detail: row.name }, { ifChanged: true }),
    signInNoticeStatement(call.db, { ...notice, to, change: { kind: "passkey.remove", name: row.name }, ifChanged: true }),
  ]);
  return results[0]!.meta.changes === 1 ? { ok: true, name: row.name } : fail(404, "Passkey not found");
}

/** The sign-in attempt's cookie: HttpOnly, Strict, as long as the challenge lives. */
function attemptCookie(env: PasskeyEnv, value: string, maxAge: number) {
  const secure = isSecureEnv(env);
  return setCookie(siteCookieName(PASSKEY_ATTEMPT_COOKIE, secure), value, { httpOnly: true, secure, sameSite: "Strict", maxAge });
}

const passkeyAttemptOf = (env: PasskeyEnv, request: Request) =>
  readCookie(request.headers.get("Cookie"), siteCookieName(PASSKEY_ATTEMPT_COOKIE, isSecureEnv(env)));

/**
 * Options for a passkey sign-in (staff or demo): any discoverable passkey of this site may answer.
 * The challenge is bound to a new random attempt id, sent only as an HttpOnly cookie, so a
 * challenge fetched by one browser cannot be answered from another.
 */
export async function passkeySignInOptions(env: PasskeyEnv, request: Request, audience: "staff" | "demo") {
  const attempt = crypto.randomUUID();
  const options = await authenticationOptions(env, request, { purpose: "signin", audience, binding: attempt });
  return { options, setCookie: attemptCookie(env, attempt, CHALLENGE_SECONDS) };
}

/** Answers that end an attempt: its cookie goes with every answer, success or not (the challenge is spent). */
export const endAttemptCookie = (env: PasskeyEnv) => attemptCookie(env, "", 0);

/**
 * A passkey sign-in's answer (staff or demo), verified against this browser's attempt and the
 * passkey it names among that owner kind's: the verified use (null when refused: no attempt,
 * unknown passkey, spent or foreign challenge, bad signature) and whose passkey it was, if found.
 */
export async function verifyPasskeySignIn(env: PasskeyEnv, request: Request, audience: PasskeyOwner, response: unknown) {
  const attempt = passkeyAttemptOf(env, request);
  let owner: string | null = null;
  const verified = attempt
    ? await verifyAuthentication(
        env,
        request,
        { purpose: "signin", audience, binding: attempt, response: response as AuthenticationResponseJSON },
        async (id) => {
          const found = await findPasskey(env.DB, audience, id);
          owner = found?.owner ?? null;
          return found;
        },
      )
    : null;
  return { verified, owner: owner as string | null };
}

/**
 * Staff sign-in with a passkey: both factors at once. The passkey names its user (a discoverable
 * credential), so no e-mail is typed. Refusals say nothing about why (unknown passkey, spent or
 * foreign challenge, bad signature), and are logged per address like other failed sign-ins.
 */
export async function signInStaffWithPasskey(
  env: SignInEnv & PasskeyEnv,
  request: Request,
  raw: unknown,
  ip: string,
): Promise<Result<Issued & { user: StaffUser }>> {
  const input = parseInput(passkeySignInSchema, raw);
  if (!input.ok) return input;
  const { verified, owner } = await verifyPasskeySignIn(env, request, "staff", input.data.response);
  const user = verified && owner ? await getStaffUser(env.DB, owner) : null;
  if (!verified || !user) {
    await auditAttempt(env.DB, { actor: { id: owner, email: null }, account: `passkey:${ip}`, action: "signin.failure", detail: "passkey not accepted", ip });
    return fail(401, PASSKEY_FAILED);
  }
  // The passkey's use, the session, the sign-in time and its audit row: one batch.
  const issued = await issue(env, "staff", user.id, input.data.remember === true, true, [
    usedStatement(env.DB, verified.id, verified.counter),
    markStaffLoginStatement(env.DB, user.id),
    auditStatement(env.DB, { actor: { id: user.id, email: user.email }, action: "signin.success", detail: "with passkey", ip }),
  ]);
  const enrolled = (await env.DB.prepare("SELECT totp_secret IS NOT NULL AS e FROM staff_users WHERE id = ?1").bind(user.id).first<{ e: number }>())?.e === 1;
  return { ok: true, ...issued, user: { id: user.id, email: user.email, name: user.name, role: user.role, enrolled } };
}

/**
 * Step-up options for staff or a demo user: only the signed-in owner's own passkeys, bound to this
 * session; null when they have none (the password is their step-up then).
 */
export async function stepUpOptionsFor(env: PasskeyEnv, request: Request, audience: "staff" | "demo", ownerId: string, sessionId: string) {
  const own = await storedPasskeysOf(env.DB, audience, ownerId);
  if (own.length === 0) return null;
  return authenticationOptions(env, request, { purpose: "stepup", audience, binding: sessionId, allow: own });
}

export const passkeyStepUpOptions = (env: PasskeyEnv, request: Request, auth: Pick<StaffAuth, "user" | "session">) =>
  stepUpOptionsFor(env, request, "staff", auth.user.id, auth.session.id);

/**
 * A step-up's passkey answer, staff or demo: one of the owner's own passkeys, against the challenge
 * bound to this session. The verified passkey (its use is the caller's to store), or null.
 */
export async function verifyStepUpPasskey(
  env: PasskeyEnv,
  request: Request,
  audience: "staff" | "demo",
  ownerId: string,
  sessionId: string,
  response: unknown,
) {
  const parsed = passkeySignInSchema.safeParse({ response });
  if (!parsed.success) return null;
  return verifyAuthentication(
    env,
    request,
    { purpose: "stepup", audience, binding: sessionId, response: parsed.data.response as AuthenticationResponseJSON },
    (id) => findPasskey(env.DB, audience, id, ownerId),
  );
}

/** The step-up with a passkey: the user's own, against this session's challenge; the proof and its audit row in one batch. */
export async function stepUpWithPasskey(
  env: PasskeyEnv,
  request: Request,
  auth: Pick<StaffAuth, "user" | "session">,
  response: unknown,
  ip: string,
): Promise<Result> {
  const me = auth.user;
  const verified = await verifyStepUpPasskey(env, request, "staff", me.id, auth.session.id, response);
  if (!verified) {
    await auditAttempt(env.DB, { actor: me, account: me.email, action: "reauth.failure", detail: "passkey not accepted", ip });
    return fail(400, PASSKEY_FAILED);
  }
  await env.DB.batch([
    usedStatement(env.DB, verified.id, verified.counter),
    markReauthenticatedStatement(env.DB, auth.session.id),
    auditStatement(env.DB, { actor: me, action: "reauth.success", detail: "passkey", ip }, { ifChanged: true }),
  ]);
  return { ok: true };
}

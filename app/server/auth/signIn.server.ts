import type { DemoLoginInput, StaffLoginInput } from "../../lib/auth/authSchemas";
import { demoAccessRefusal, demoCredentials, markDemoLogin } from "./demoAccounts.server";
import type { Env } from "../platform/env.server";
import { dummyHash, verifyPassword } from "./password.server";
import { getStaffUser, markStaffLoginStatement, staffCredentials } from "./staffAccounts.server";
import type { DemoAuth, StaffAuth, StaffUser } from "./authenticate.server";
import { clearedCookie, sessionCookie } from "./sessionCookies.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import { type Session, newSession, revokeSession } from "./sessions.server";
import { lockedAccountFailure, lockoutMessage, recordSuccess, releaseAddress, reserveAttempt } from "./throttle.server";
import { type Audience, signToken } from "./tokens.server";
import { checkSecondFactor, hasSecondFactor } from "./secondFactor.server";
import { auditAttempt, auditStatement } from "../operations/audit.server";

/**
 * Sign-in and sign-out for both audiences, used by the Remix actions and the API alike.
 * An unknown account and a wrong password take the same path (a full PBKDF2 check against a
 * dummy hash) and give the same answer, so neither the message nor the time tells them apart.
 */
export type SignInEnv = Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV" | "SEALING_KEYS">;

const STAFF_INVALID = "Invalid email or password";
const DEMO_INVALID = "Invalid username or password";

export interface Issued {
  token: string;
  session: Session;
  /** The cookie for browsers: persistent (remember me) or a browser-session cookie. */
  setCookie: string;
}

/**
 * Opens a session and signs its token. `records` (a staff sign-in's audit rows and last sign-in
 * time) are written in the session's batch, one transaction: a sign-in is never left unrecorded,
 * and a record that cannot be written opens no session.
 */
export async function issue(
  env: SignInEnv,
  audience: Audience,
  userId: string,
  persistent: boolean,
  secondFactor = false,
  records: D1PreparedStatement[] = [],
): Promise<Issued> {
  const { session, statements } = newSession(env.DB, { audience, userId, persistent, secondFactor });
  await env.DB.batch([...statements, ...records]);
  const token = await signToken(env, { sub: userId, jti: session.id, aud: audience, exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return { token, session, setCookie: sessionCookie(env, audience, token, persistent ? session.expiresAt : undefined) };
}

/** The password check with lockout (demo users): null when the password is right. */
async function checkPassword(
  env: SignInEnv,
  kind: Audience,
  account: string,
  ip: string,
  password: string,
  passwordHash: string | undefined,
  invalidMessage: string,
) {
  const attempt = await reserveAttempt(env.DB, kind, account, ip);
  if (!attempt.allowed) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
  const ok = await verifyPassword(password, passwordHash ?? (await dummyHash()));
  if (ok && passwordHash !== undefined) return null;
  return attempt.locksOnFailure ? fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter }) : fail(401, invalidMessage);
}

const ADDRESS_LOCKED = "address locked";

const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
const CODE_INVALID = "That code is not valid. Enter the current code from your authenticator app, or an unused recovery code";
const LOCKED_ENTER_BOTH = "enter your password and the code from your authenticator app (or a recovery code) to sign in now";

type Proof = "totp" | "recovery";

/**
 * Staff sign-in: the password, then (every enrolled account) a second factor.
 *
 * Two limits meet here (decision record 0012). Wrong passwords lock the account (5) and the
 * address (20). A lock on the account alone may be a stranger's doing, so it does not keep the
 * owner out: with the password AND a valid code they still get in, and every other attempt gets
 * the same answer, so a guesser learns nothing about the password. Codes are counted per account
 * (checkSecondFactor), and only callers who proved the password spend them, so guessing codes is
 * bounded whatever the number of addresses, and a stranger cannot lock the owner's codes.
 */
export async function signInStaff(env: SignInEnv, input: StaffLoginInput, ip: string): Promise<Result<Issued & { user: StaffUser }>> {
  const creds = await staffCredentials(env.DB, input.email);
  const enrolled = creds ? await hasSecondFactor(env.DB, creds.id) : false;
  // Failures go to the staff audit log with the address, aggregated per account and per address
  // over 15 minutes (auditAttempt). A locked address is the address's failure, whatever it named.
  const actor = { id: creds?.id ?? null, email: input.email };
  const refuse = async (failure: Failure, detail: string) => {
    const action = failure.status === 429 ? "signin.locked" : "signin.failure";
    await auditAttempt(env.DB, { actor, account: input.email, action, detail, ip, byAddress: detail === ADDRESS_LOCKED });
    return failure;
  };
  const attempt = await reserveAttempt(env.DB, "staff", input.email, ip);
  let proof: Proof | null = null;
  if (!attempt.allowed) {
    if (!attempt.ipAllowed) return refuse(fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter }), ADDRESS_LOCKED);
    const locked = lockedAccountFailure(attempt.retryAfter, `If this is your account, ${LOCKED_ENTER_BOTH}.`);
    if (!input.code) return refuse(locked, "account locked");
    const passwordOk = (await verifyPassword(input.password, creds?.passwordHash ?? (await dummyHash()))) && creds !== null && enrolled;
    if (!passwordOk) return refuse(locked, "account locked");
    const code = await checkSecondFactor(env.DB, env.SEALING_KEYS, creds.id, input.code);
    if (!code.ok) return refuse(locked, code.locked ? "account locked; codes locked" : "account locked; right password, wrong code");
    proof = code.proof;
  } else {
    const passwordOk = await verifyPassword(input.password, creds?.passwordHash ?? (await dummyHash()));
    if (!passwordOk || !creds) {
      const failure = attempt.locksOnFailure ? fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter }) : fail(401, STAFF_INVALID);
      return refuse(failure, creds ? "wrong password" : "unknown account");
    }
    if (enrolled) {
      if (!input.code) {
        // The first of two steps, not a failure: the address's count is given back. The account's
        // reservation stays until the code is right, so codes cannot be guessed faster than passwords.
        await releaseAddress(env.DB, ip);
        return fail(401, CODE_REQUIRED, { issues: [{ path: "code", message: CODE_REQUIRED }] });
      }
      const code = await checkSecondFactor(env.DB, env.SEALING_KEYS, creds.id, input.code);
      if (!code.ok) {
        const message = code.locked ? code.message! : CODE_INVALID;
        const failure = fail(code.locked ? 429 : 401, message, { retryAfter: code.retryAfter, issues: [{ path: "code", message }] });
        return refuse(failure, code.locked ? "codes locked" : "wrong second-factor code");
      }
      proof = code.proof;
    }
  }
  await recordSuccess(env.DB, "staff", input.email, ip);
  const user = await getStaffUser(env.DB, creds!.id);
  if (!user) return fail(401, STAFF_INVALID); // deleted between the check and now
  const who = { actor, ip };
  const detail = proof ? `with ${proof === "totp" ? "authenticator code" : "recovery code"}` : "password only (must enrol)";
  // Remember me is honoured only on a device that passed the second factor (decision record 0012).
  const issued = await issue(env, "staff", user.id, input.remember && proof !== null, proof !== null, [
    markStaffLoginStatement(env.DB, user.id),
    ...(proof === "recovery" ? [auditStatement(env.DB, { ...who, action: "2fa.recovery_used", target: user.email })] : []),
    auditStatement(env.DB, { ...who, action: "signin.success", detail }),
  ]);
  return {
    ok: true,
    ...issued,
    user: { id: user.id, email: user.email, name: user.name, role: user.role, enrolled },
  };
}

export async function signInDemo(env: SignInEnv, input: DemoLoginInput, ip: string): Promise<Result<Issued & { demoUser: { id: string; username: string } }>> {
  const creds = await demoCredentials(env.DB, input.username);
  // An invited user who has not chosen a password yet has none: checked like an unknown account (same time, same answer).
  const hash = creds?.passwordHash.startsWith("pbkdf2-") ? creds.passwordHash : undefined;
  const refused = await checkPassword(env, "demo", input.username, ip, input.password, hash, DEMO_INVALID);
  if (refused) return refused;
  await recordSuccess(env.DB, "demo", input.username, ip);
  // Only someone who knows the password learns that the access lapsed.
  const lapsed = demoAccessRefusal(creds!);
  if (lapsed) return fail(403, lapsed);
  const issued = await issue(env, "demo", creds!.id, input.remember);
  await markDemoLogin(env.DB, creds!.id);
  return { ok: true, ...issued, demoUser: { id: creds!.id, username: creds!.username } };
}

/** Ends the caller's session server-side; returns the Set-Cookie that clears the browser's cookie. */
export async function signOut(env: SignInEnv, auth: StaffAuth | DemoAuth): Promise<string> {
  await revokeSession(env.DB, auth.session.id);
  return clearedCookie(env, auth.audience);
}

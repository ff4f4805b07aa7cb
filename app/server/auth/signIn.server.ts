import type { DemoLoginInput, StaffLoginInput } from "../../lib/auth/authSchemas";
import { demoAccessRefusal, demoCredentials, markDemoLogin } from "../demo/demoUsers.server";
import type { Env } from "../platform/env.server";
import { dummyHash, verifyPassword } from "./password.server";
import { getStaffUser, markStaffLogin, staffCredentials } from "../users/staffUsers.server";
import type { DemoAuth, StaffAuth, StaffUser } from "./authenticate.server";
import { clearedCookie, sessionCookie } from "./cookies.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import { type Session, createSession, revokeSession } from "./sessions.server";
import { lockoutMessage, recordSuccess, releaseAddress, reserveAttempt } from "./throttle.server";
import { type Audience, signToken } from "./tokens.server";
import { hasSecondFactor, verifySecondFactor } from "./secondFactor.server";
import { audit } from "../admin/audit.server";

/**
 * Sign-in and sign-out for both audiences, used by the Remix actions and the API alike.
 * An unknown account and a wrong password take the same path (a full PBKDF2 check against a
 * dummy hash) and give the same answer, so neither the message nor the time tells them apart.
 */
type SignInEnv = Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV">;

export const STAFF_INVALID = "Invalid email or password";
export const DEMO_INVALID = "Invalid username or password";

export interface Issued {
  token: string;
  session: Session;
  /** The cookie for browsers: persistent (remember me) or a browser-session cookie. */
  setCookie: string;
}

async function issue(env: SignInEnv, audience: Audience, userId: string, persistent: boolean, secondFactor = false): Promise<Issued> {
  const session = await createSession(env.DB, { audience, userId, persistent, secondFactor });
  const token = await signToken(env, { sub: userId, jti: session.id, aud: audience, exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return { token, session, setCookie: sessionCookie(env, audience, token, persistent ? session.expiresAt : undefined) };
}

/** The shared password check with lockout; null when the password is right. */
async function checkPassword(
  env: SignInEnv,
  kind: Audience,
  account: string,
  ip: string,
  password: string,
  passwordHash: string | undefined,
  invalidMessage: string,
  /** For an account with a second factor: proves the code first, letting a locked account in. */
  secondFactor?: () => Promise<boolean>,
) {
  const attempt = await reserveAttempt(env.DB, kind, account, ip);
  if (!attempt.allowed) {
    // Someone else's failures locked the account, not this address: the real user, who holds a
    // valid code, still gets in. The code is checked before the password, so a locked account
    // tells a guesser nothing about passwords; a code passes once (each step is used once).
    const viaCode = attempt.ipAllowed && secondFactor !== undefined && passwordHash !== undefined && (await secondFactor());
    if (!viaCode || !(await verifyPassword(password, passwordHash))) return fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter });
    await recordSuccess(env.DB, kind, account);
    return null;
  }
  const ok = await verifyPassword(password, passwordHash ?? (await dummyHash()));
  if (ok && passwordHash !== undefined) return null;
  return attempt.locksOnFailure ? fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter }) : fail(401, invalidMessage);
}

export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
export const CODE_INVALID = "That code is not valid. Enter the current code from your authenticator app, or an unused recovery code";

export async function signInStaff(env: SignInEnv, input: StaffLoginInput, ip: string): Promise<Result<Issued & { user: StaffUser }>> {
  const creds = await staffCredentials(env.DB, input.email);
  const enrolled = creds ? await hasSecondFactor(env.DB, creds.id) : false;
  let proof: "totp" | "recovery" | null = null;
  const secondFactor = enrolled && input.code ? async () => (proof = await verifySecondFactor(env.DB, creds!.id, input.code!)) !== null : undefined;
  // Every outcome goes to the staff audit log, with the address (issue 16 point 8).
  const actor = { id: creds?.id ?? null, email: input.email };
  const refuse = async (failure: Failure, detail: string) => {
    await audit(env.DB, { actor, action: failure.status === 429 ? "signin.locked" : "signin.failure", detail, ip });
    return failure;
  };
  const refused = await checkPassword(env, "staff", input.email, ip, input.password, creds?.passwordHash, STAFF_INVALID, secondFactor);
  if (refused) return refuse(refused, refused.status === 429 ? "account or address locked" : creds ? "wrong password" : "unknown account");
  if (enrolled && proof === null) {
    // The password was right; without a valid second factor no session is issued. A wrong code
    // keeps the attempt counted (the reservation), so codes cannot be guessed faster than passwords.
    if (!input.code) {
      // The first of two steps, not a failure: the address's count is given back.
      await releaseAddress(env.DB, ip);
      return fail(401, CODE_REQUIRED, { issues: [{ path: "code", message: CODE_REQUIRED }] });
    }
    proof = await verifySecondFactor(env.DB, creds!.id, input.code);
    if (!proof) return refuse(fail(401, CODE_INVALID, { issues: [{ path: "code", message: CODE_INVALID }] }), "wrong second-factor code");
  }
  await recordSuccess(env.DB, "staff", input.email, ip);
  const user = await getStaffUser(env.DB, creds!.id);
  if (!user) return fail(401, STAFF_INVALID); // deleted between the check and now
  // Remember me is honoured only on a device that passed the second factor (decision record 0012).
  const issued = await issue(env, "staff", user.id, input.remember && proof !== null, proof !== null);
  await markStaffLogin(env.DB, user.id);
  if (proof === "recovery") await audit(env.DB, { actor, action: "2fa.recovery_used", target: user.email, ip });
  await audit(env.DB, {
    actor,
    action: "signin.success",
    detail: proof ? `with ${proof === "totp" ? "authenticator code" : "recovery code"}` : "password only",
    ip,
  });
  return {
    ok: true,
    ...issued,
    user: { id: user.id, email: user.email, name: user.name, role: user.role, enrolled },
  };
}

export async function signInDemo(env: SignInEnv, input: DemoLoginInput, ip: string): Promise<Result<Issued & { demoUser: { id: string; username: string } }>> {
  const creds = await demoCredentials(env.DB, input.username);
  const refused = await checkPassword(env, "demo", input.username, ip, input.password, creds?.passwordHash, DEMO_INVALID);
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

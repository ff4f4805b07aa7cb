import { auditAttempt, auditStatement } from "../admin/audit.server";
import { staffCredentials, verifyCurrentPassword } from "../users/staffUsers.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import type { StaffUser } from "./authenticate.server";
import { verifyPassword } from "./password.server";
import { checkSecondFactor } from "./secondFactor.server";
import type { Keyring } from "./secretBox.server";
import { markReauthenticatedStatement } from "./sessions.server";
import { accountLocked, lockedAccountFailure, recordSuccess } from "./throttle.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The step-up: a signed-in staff user proves who they are again, so
 * for the next 15 minutes the session may manage users, roles, second factors and passwords.
 * POST /api/reauth and the /admin/confirm page both call this; neither checks anything itself.
 *
 * The limits are the sign-in's (decision record 0012): a password is counted on the account's
 * password lockout, a code on the account's code lockout (checkSecondFactor), whatever the address.
 * While wrong passwords hold the account locked, a code alone is not enough (a stolen session with
 * a stolen recovery code must not step past the lock) but the password with a valid code is, so a
 * stranger's lock costs the owner nothing.
 */
export interface StepUpInput {
  password?: string;
  code?: string;
}

export const CODE_NOT_VALID = "That code is not valid";
export const NO_SECOND_FACTOR = "This account has no second factor yet: enter your password";
export const LOCKED_STEP_UP = "To continue now, enter your password and the code from your authenticator app (or a recovery code).";

/** Who asks: the signed-in user and their session (a Remix guard's or the API middleware's). */
export interface StepUpCaller {
  user: StaffUser;
  session: { id: string };
}

export async function stepUp(db: D1, ring: Keyring, auth: StepUpCaller, input: StepUpInput, ip: string): Promise<Result> {
  const me = auth.user;
  const refuse = async (failure: Failure, detail: string) => {
    await auditAttempt(db, { actor: me, account: me.email, action: "reauth.failure", detail, ip });
    return failure;
  };
  const lock = await accountLocked(db, "staff", me.email);
  if (lock.locked) {
    const locked = lockedAccountFailure(lock.retryAfter, LOCKED_STEP_UP);
    if (!me.enrolled || !input.password || !input.code) return refuse(locked, "account locked");
    const creds = await staffCredentials(db, me.email);
    if (!creds || !(await verifyPassword(input.password, creds.passwordHash))) return refuse(locked, "account locked");
    const code = await checkSecondFactor(db, ring, me.id, input.code);
    if (!code.ok) return refuse(locked, code.locked ? "account locked; codes locked" : "account locked; right password, wrong code");
    await recordSuccess(db, "staff", me.email);
  } else if (input.code) {
    if (!me.enrolled) return refuse(fail(400, NO_SECOND_FACTOR, { issues: [{ path: "code", message: NO_SECOND_FACTOR }] }), "no second factor");
    const code = await checkSecondFactor(db, ring, me.id, input.code);
    if (!code.ok) {
      const message = code.locked ? code.message! : CODE_NOT_VALID;
      return refuse(
        fail(code.locked ? 429 : 400, message, { retryAfter: code.retryAfter, issues: [{ path: "code", message }] }),
        code.locked ? "codes locked" : "wrong code",
      );
    }
  } else {
    const checked = await verifyCurrentPassword(db, me.id, input.password ?? "", ip, "password");
    if (!checked.ok) return refuse(checked, checked.status === 429 ? "account locked" : "wrong password");
  }
  // The proof and its audit row in one batch: both land or neither.
  await db.batch([
    markReauthenticatedStatement(db, auth.session.id),
    auditStatement(
      db,
      { actor: me, action: "reauth.success", detail: input.code ? (input.password ? "password and code" : "code") : "password", ip },
      { ifChanged: true },
    ),
  ]);
  return { ok: true };
}

import { BOTH_FACTORS, CODE_NOT_VALID, ENROL_FIRST, LOCKED_STEP_UP } from "../../lib/auth/stepUpMessages";
import { auditAttempt, auditStatement } from "../operations/audit.server";
import { staffCredentials, verifyCurrentPassword } from "./staffAccounts.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import type { StaffUser } from "./authenticate.server";
import { verifyPassword } from "./password.server";
import { checkSecondFactor } from "./secondFactor.server";
import type { Keyring } from "./secretBox.server";
import { markReauthenticatedStatement } from "./sessions.server";
import { accountLocked, lockedAccountFailure, lockoutMessage, recordSuccess, reserveAttempt } from "./throttle.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The step-up (decision records 0012, 0036): a signed-in staff user proves BOTH factors again, so
 * for the next 15 minutes the session may add or remove ways in (passkeys, a second factor), change
 * the password and manage users and roles. The sign-in does not count (a stolen cookie is a signed-in
 * session), nor does the password alone (what real-time phishing takes with the cookie): the password
 * and a code, or one of the user's passkeys (stepUpWithPasskey). Staff without a second factor
 * cannot step up: they enrol first, which asks for their password (enrolment.server.ts).
 * POST /api/reauth and the /admin/confirm page both call this; neither checks anything itself.
 *
 * The limits are the sign-in's (decision record 0012): every password check is counted on the
 * account's password lockout and on the address's, locked account or not (a stolen session on a
 * locked account would otherwise get unlimited password checks); the code on the account's code
 * lockout (checkSecondFactor), whatever the address; the code is looked at only after the password
 * was right, so a stolen session cannot spend the owner's code attempts.
 */
interface StepUpInput {
  password?: string;
  code?: string;
}

/** Who asks: the signed-in user and their session (a Remix guard's or the API middleware's). */
interface StepUpCaller {
  user: StaffUser;
  session: { id: string };
}

export async function stepUp(db: D1, ring: Keyring, auth: StepUpCaller, input: StepUpInput, ip: string): Promise<Result> {
  const me = auth.user;
  const refuse = async (failure: Failure, detail: string) => {
    await auditAttempt(db, { actor: me, account: me.email, action: "reauth.failure", detail, ip });
    return failure;
  };
  if (!me.enrolled) return refuse(fail(403, ENROL_FIRST, { issues: [{ path: "enrol", message: ENROL_FIRST }] }), "no second factor");
  if (!input.password || !input.code) {
    const path = input.password ? "code" : "password";
    return refuse(
      fail(400, BOTH_FACTORS, { issues: [{ path, message: BOTH_FACTORS }] }),
      input.password ? "password without a code" : "code without the password",
    );
  }
  const lock = await accountLocked(db, "staff", me.email);
  if (lock.locked) {
    // Counted before the check, as the sign-in's locked path does: a locked address is refused outright.
    const attempt = await reserveAttempt(db, "staff", me.email, ip);
    if (!attempt.ipAllowed) return refuse(fail(429, lockoutMessage(attempt.retryAfter), { retryAfter: attempt.retryAfter }), "address locked");
    const locked = lockedAccountFailure(lock.retryAfter, LOCKED_STEP_UP);
    const creds = await staffCredentials(db, me.email);
    if (!creds || !(await verifyPassword(input.password, creds.passwordHash))) return refuse(locked, "account locked");
    const code = await checkSecondFactor(db, ring, me.id, input.code);
    if (!code.ok) return refuse(locked, code.locked ? "account locked; codes locked" : "account locked; right password, wrong code");
    await recordSuccess(db, "staff", me.email, ip);
  } else {
    const checked = await verifyCurrentPassword(db, me.id, input.password, ip, "password");
    if (!checked.ok) return refuse(checked, checked.status === 429 ? "account locked" : "wrong password");
    const code = await checkSecondFactor(db, ring, me.id, input.code);
    if (!code.ok) {
      const message = code.locked ? code.message! : CODE_NOT_VALID;
      return refuse(
        fail(code.locked ? 429 : 400, message, { retryAfter: code.retryAfter, issues: [{ path: "code", message }] }),
        code.locked ? "codes locked" : "wrong code",
      );
    }
  }
  // The proof and its audit row in one batch: both land or neither.
  await db.batch([
    markReauthenticatedStatement(db, auth.session.id),
    auditStatement(db, { actor: me, action: "reauth.success", detail: "password and code", ip }, { ifChanged: true }),
  ]);
  return { ok: true };
}

import { enrolCodeSchema, enrolPasswordSchema } from "../../lib/auth/secondFactorSchemas";
import { type StaffCall, auditRow, parseInput, refused } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import { getStaffUser, verifyCurrentPassword } from "./staffAccounts.server";
import type { Keyring } from "./secretBox.server";
import { type NoticeContext, signInNoticeStatement, staffNoticeRecipient } from "./signInNotice.server";
import { beginEnrolment, confirmEnrolment, hasSecondFactor, pendingSecret, resetSecondFactor } from "./secondFactor.server";

/**
 * The second factor's staff operations (decision record 0020), for /admin/two-factor, the users
 * screen and the API alike: each parses its one schema, checks what it must, and writes the change
 * with its audit row in one batch. Checking a code at sign-in and the step-up are
 * checkSecondFactor's and stepUp's.
 */
const ALREADY_ON = "Two-factor sign-in is already on. An administrator can reset it.";
const START_AGAIN = "Start again: enter your password to get a new code.";
const CODE_MISMATCH = "That code does not match. Check the app's clock and enter the current code.";

/**
 * Step 1: the password again (a session alone must not change how the account signs in), then a
 * pending secret. Not the two-factor step-up: a user enrolling has no second factor to prove yet,
 * and one who has is refused (409: an admin resets it). Decision record 0036.
 */
export async function startEnrolment(call: StaffCall, ring: Keyring, input: unknown): Promise<Result<{ secret: string }>> {
  const parsed = parseInput(enrolPasswordSchema, input);
  if (!parsed.ok) return parsed;
  const checked = await verifyCurrentPassword(call.db, call.actor.id, parsed.data.password, call.ip ?? "unknown", "password");
  if (!checked.ok) return checked;
  if (await hasSecondFactor(call.db, call.actor.id)) return fail(409, ALREADY_ON);
  const secret = await beginEnrolment(call.db, ring, call.actor.id);
  return secret ? { ok: true, secret } : fail(404, "User not found");
}

/** Step 2: a code from the pending secret turns it on; the ten recovery codes are returned once. */
export async function finishEnrolment(call: StaffCall, ring: Keyring, input: unknown, notice: NoticeContext): Promise<Result<{ recoveryCodes: string[] }>> {
  const parsed = parseInput(enrolCodeSchema, input);
  if (!parsed.ok) return parsed;
  if (await hasSecondFactor(call.db, call.actor.id)) return fail(409, ALREADY_ON);
  if (!(await pendingSecret(call.db, ring, call.actor.id))) return fail(400, START_AGAIN);
  const to = await staffNoticeRecipient(call.db, call.actor);
  const recoveryCodes = await confirmEnrolment(call.db, ring, call.actor.id, parsed.data.code, [
    auditRow(call, { action: "2fa.enrol", target: call.actor.email }, { ifChanged: true }),
    signInNoticeStatement(call.db, { ...notice, to, change: { kind: "2fa.enrol" }, ifChanged: true }),
  ]);
  if (!recoveryCodes) return fail(400, CODE_MISMATCH, { issues: [{ path: "code", message: "Code does not match" }] });
  return { ok: true, recoveryCodes };
}

/** An admin's reset of another user's second factor: factor, recovery codes and sessions go, with the audit row, in one batch. */
export async function resetStaffSecondFactor(call: StaffCall, input: { id: string }, notice: NoticeContext): Promise<Result<{ email: string }>> {
  const denied = refused(call, "users:manage");
  if (denied) return denied;
  const user = await getStaffUser(call.db, input.id);
  if (!user) return fail(404, "User not found");
  const to = await staffNoticeRecipient(call.db, user);
  const done = await resetSecondFactor(call.db, user.id, [
    auditRow(call, { action: "2fa.reset", target: user.email }, { ifChanged: true }),
    signInNoticeStatement(call.db, { ...notice, to, change: { kind: "2fa.reset", by: call.actor.email }, ifChanged: true }),
  ]);
  return done ? { ok: true, email: user.email } : fail(404, "User not found");
}

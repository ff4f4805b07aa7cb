import { type LockoutRule, clear, peek, reserve } from "../platform/rateLimit.server";
import { type Failure, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Brute-force protection for every password check (staff and demo sign-in, the current password
 * on a password change). Failures count per account (whether or not it exists, so a lock says
 * nothing about existence) and per client IP (higher, as offices share an address). A locked
 * account or IP is refused before any password is checked; the attempt is counted first (see
 * reserveAttempt) so concurrent guesses cannot slip past the limit. Success clears the account's count.
 */
const ACCOUNT_LOCKOUT: LockoutRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
const IP_LOCKOUT: LockoutRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

type AccountKind = "staff" | "demo";

const accountBucket = (kind: AccountKind, account: string) => `signin:${kind}:acct:${account.trim().toLowerCase()}`;
const ipBucket = (ip: string) => `signin:ip:${ip}`;

export interface Attempt {
  /** The password may be checked: neither the account nor the address was over its limit. */
  allowed: boolean;
  /** This attempt reached a limit: if it fails, the answer is already the lock. */
  locksOnFailure: boolean;
  /** Seconds until the account or address may try again (when not allowed or locksOnFailure). */
  retryAfter: number;
  /** The address is within its limit (only the account may be locked). */
  ipAllowed: boolean;
}

/**
 * Counts an attempt on the account and the address before any password is checked, each in one
 * statement, so ten simultaneous guesses cannot all pass a check made before any was counted:
 * at most `limit` of them reach the password. A success clears the account's count.
 */
export async function reserveAttempt(db: D1, kind: AccountKind, account: string, ip: string): Promise<Attempt> {
  const [acct, addr] = await Promise.all([reserve(db, accountBucket(kind, account), ACCOUNT_LOCKOUT), reserve(db, ipBucket(ip), IP_LOCKOUT)]);
  const atLimit = [acct.count >= ACCOUNT_LOCKOUT.limit ? acct : null, addr.count >= IP_LOCKOUT.limit ? addr : null].filter((r) => r !== null);
  return {
    allowed: acct.allowed && addr.allowed,
    locksOnFailure: atLimit.length > 0,
    retryAfter: Math.max(0, ...atLimit.map((r) => r.retryAfter)),
    ipAllowed: addr.allowed,
  };
}

/**
 * Counts a sign-in that names no account before it is checked (a passkey sign-in: the passkey
 * names its user), on the same address bucket as passwords, so failed passkeys and failed
 * passwords from one address share its limit. A success gives the count back (releaseAddress).
 */
export async function reserveAddressAttempt(db: D1, ip: string): Promise<{ allowed: boolean; retryAfter: number }> {
  const addr = await reserve(db, ipBucket(ip), IP_LOCKOUT);
  return { allowed: addr.allowed, retryAfter: addr.retryAfter };
}

export async function recordSuccess(db: D1, kind: AccountKind, account: string, ip?: string): Promise<void> {
  await clear(db, accountBucket(kind, account));
  if (ip !== undefined) await releaseAddress(db, ip);
}

/**
 * Gives back the address's count for an attempt that was not a failure (a sign-in that succeeded,
 * or the right password whose code is asked for next). The address's limit is for failures: an
 * office of twenty staff signing in with two steps each must not lock its own address. A locked
 * address stays locked (count at or over the limit is left alone).
 */
export async function releaseAddress(db: D1, ip: string): Promise<void> {
  await db.prepare("UPDATE rate_limits SET count = count - 1 WHERE bucket = ?1 AND count > 0 AND count < ?2").bind(ipBucket(ip), IP_LOCKOUT.limit).run();
}

/** Whether the account's password failures have locked it (read only: counts nothing). */
export async function accountLocked(db: D1, kind: AccountKind, account: string): Promise<{ locked: boolean; retryAfter: number }> {
  const state = await peek(db, accountBucket(kind, account), ACCOUNT_LOCKOUT);
  return { locked: !state.allowed, retryAfter: state.retryAfter };
}

/**
 * Second-factor codes (authenticator or recovery) are limited per ACCOUNT, whatever the address
 * (decision record 0012): 5 wrong codes in 15 minutes lock codes for 15 minutes, 20 in a day lock
 * them for a day. Only a caller who already holds the password (sign-in) or a live session (the
 * step-up) can spend these attempts, so a stranger cannot lock the owner's codes; a thief with
 * the password gets at most 20 guesses a day at a 6-digit code (about 1 in 17,000).
 */
const CODE_LOCKOUT: LockoutRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
const CODE_DAILY_LOCKOUT: LockoutRule = { limit: 20, windowSeconds: 24 * 3600, lockSeconds: 24 * 3600 };

const codeBuckets = (userId: string) => [`2fa:staff:${userId}`, `2fa:staff-day:${userId}`] as const;

interface CodeAttempt {
  /** The code may be checked. */
  allowed: boolean;
  /** Seconds until codes are accepted again (when not allowed). */
  retryAfter: number;
}

/** Counts a second-factor attempt on the account before the code is checked (as reserveAttempt does for passwords). */
export async function reserveCodeAttempt(db: D1, userId: string): Promise<CodeAttempt> {
  const [short, daily] = codeBuckets(userId);
  const [a, b] = await Promise.all([reserve(db, short, CODE_LOCKOUT), reserve(db, daily, CODE_DAILY_LOCKOUT)]);
  const refused = [a, b].filter((r) => !r.allowed);
  return { allowed: refused.length === 0, retryAfter: Math.max(0, ...refused.map((r) => r.retryAfter)) };
}

/** A right code clears the account's code counts. */
export async function clearCodeAttempts(db: D1, userId: string): Promise<void> {
  await Promise.all(codeBuckets(userId).map((bucket) => clear(db, bucket)));
}

/** "15 minutes", "1 minute", "24 hours": how long a lock lasts, in words. */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function codeLockoutMessage(retryAfterSeconds: number): string {
  return `Too many wrong codes for this account. Codes are accepted again in ${waitText(retryAfterSeconds)}, or an administrator can reset your second factor.`;
}

export function lockoutMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/**
 * The answer to every attempt on an account that wrong passwords locked (sign-in and step-up
 * alike): the same whatever was wrong, inviting the owner to enter the password and a code together.
 */
export function lockedAccountFailure(retryAfterSeconds: number, invitation: string): Failure {
  const message = `${lockoutMessage(retryAfterSeconds)} ${invitation}`;
  return fail(429, message, { retryAfter: retryAfterSeconds, issues: [{ path: "code", message }], bothFactors: true });
}

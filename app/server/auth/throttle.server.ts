import { type LockoutRule, clear, reserve } from "../platform/rateLimit.server";

/**
 * Brute-force protection for every password check (staff and demo sign-in, the current password
 * on a password change). Failures count per account (whether or not it exists, so a lock says
 * nothing about existence) and per client IP (higher, as offices share an address). A locked
 * account or IP is refused before any password is checked; the attempt is counted first (see
 * reserveAttempt) so concurrent guesses cannot slip past the limit. Success clears the account's count.
 */
export const ACCOUNT_LOCKOUT: LockoutRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const IP_LOCKOUT: LockoutRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export type AccountKind = "staff" | "demo";

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
export async function reserveAttempt(db: D1Database, kind: AccountKind, account: string, ip: string): Promise<Attempt> {
  const [acct, addr] = await Promise.all([reserve(db, accountBucket(kind, account), ACCOUNT_LOCKOUT), reserve(db, ipBucket(ip), IP_LOCKOUT)]);
  const atLimit = [acct.count >= ACCOUNT_LOCKOUT.limit ? acct : null, addr.count >= IP_LOCKOUT.limit ? addr : null].filter((r) => r !== null);
  return {
    allowed: acct.allowed && addr.allowed,
    locksOnFailure: atLimit.length > 0,
    retryAfter: Math.max(0, ...atLimit.map((r) => r.retryAfter)),
    ipAllowed: addr.allowed,
  };
}

export async function recordSuccess(db: D1Database, kind: AccountKind, account: string, ip?: string): Promise<void> {
  await clear(db, accountBucket(kind, account));
  if (ip !== undefined) await releaseAddress(db, ip);
}

/**
 * Gives back the address's count for an attempt that was not a failure (a sign-in that succeeded,
 * or the right password whose code is asked for next). The address's limit is for failures: an
 * office of twenty staff signing in with two steps each must not lock its own address. A locked
 * address stays locked (count at or over the limit is left alone).
 */
export async function releaseAddress(db: D1Database, ip: string): Promise<void> {
  await db.prepare("UPDATE rate_limits SET count = count - 1 WHERE bucket = ?1 AND count > 0 AND count < ?2").bind(ipBucket(ip), IP_LOCKOUT.limit).run();
}

export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

import { type LockoutRule, clear, peek, strike } from "../platform/rateLimit.server";

/**
 * Brute-force protection for every password check (staff and demo sign-in, the current password
 * on a password change). Failures count per account (whether or not it exists, so a lock says
 * nothing about existence) and per client IP (higher, as offices share an address). A locked
 * account or IP is refused before any password is checked. Success clears the account's count.
 */
export const ACCOUNT_LOCKOUT: LockoutRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const IP_LOCKOUT: LockoutRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export type AccountKind = "staff" | "demo";

const accountBucket = (kind: AccountKind, account: string) => `signin:${kind}:acct:${account.trim().toLowerCase()}`;
const ipBucket = (ip: string) => `signin:ip:${ip}`;

/** Seconds until the account or IP may try again; 0 when neither is locked. */
export async function lockedFor(db: D1Database, kind: AccountKind, account: string, ip: string): Promise<number> {
  const [acct, addr] = await Promise.all([peek(db, accountBucket(kind, account), ACCOUNT_LOCKOUT), peek(db, ipBucket(ip), IP_LOCKOUT)]);
  return Math.max(acct.allowed ? 0 : acct.retryAfter, addr.allowed ? 0 : addr.retryAfter);
}

/** Counts a failed password; returns the lock's seconds if this failure locked the account or IP, else 0. */
export async function recordFailure(db: D1Database, kind: AccountKind, account: string, ip: string): Promise<number> {
  const [acct, addr] = await Promise.all([strike(db, accountBucket(kind, account), ACCOUNT_LOCKOUT), strike(db, ipBucket(ip), IP_LOCKOUT)]);
  return Math.max(acct.allowed ? 0 : acct.retryAfter, addr.allowed ? 0 : addr.retryAfter);
}

export async function recordSuccess(db: D1Database, kind: AccountKind, account: string): Promise<void> {
  await clear(db, accountBucket(kind, account));
}

export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

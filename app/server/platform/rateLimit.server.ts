/**
 * Window counters in D1, shared by every isolate and location (per-isolate memory would let a
 * client spread attempts across isolates). One upsert per hit, bound parameters only. A window
 * starts at a bucket's first hit, not at a clock boundary: with windows aligned to the clock, a
 * client could send twice the limit across a boundary, and six requests a second apart could
 * be counted as two windows (a test straddling 23:50:00 saw its sixth request accepted).
 */
import type { Columns } from "./columns.server";
import type { D1 } from "./d1Sessions.server";

interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

const now = () => Math.floor(Date.now() / 1000);

/** Counts one hit on `bucket` and says whether it is within the rule. */
export async function hit(db: D1, bucket: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const t = now();
  // In an UPDATE every expression reads the row as it was, so the three CASEs agree.
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, count, window_start, expires_at) VALUES (?1, 1, ?2, ?3)
       ON CONFLICT (bucket) DO UPDATE SET
         count = CASE WHEN rate_limits.expires_at > ?2 THEN rate_limits.count + 1 ELSE 1 END,
         window_start = CASE WHEN rate_limits.expires_at > ?2 THEN rate_limits.window_start ELSE ?2 END,
         expires_at = CASE WHEN rate_limits.expires_at > ?2 THEN rate_limits.expires_at ELSE ?3 END
       RETURNING count, expires_at`,
    )
    .bind(bucket, t, t + rule.windowSeconds)
    .first<Columns<"rate_limits", "count" | "expires_at">>();
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, retryAfter: (row?.expires_at ?? t + rule.windowSeconds) - t };
}

/** Reads a bucket without counting (e.g. a lockout check before verifying a password). */
export async function peek(db: D1, bucket: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const t = now();
  const row = await db
    .prepare("SELECT count, expires_at FROM rate_limits WHERE bucket = ?1 AND expires_at > ?2")
    .bind(bucket, t)
    .first<Columns<"rate_limits", "count" | "expires_at">>();
  const count = row?.count ?? 0;
  return { allowed: count < rule.limit, count, retryAfter: row ? row.expires_at - t : 0 };
}

/** Forgets a bucket (a successful sign-in clears its failure count). */
export async function clear(db: D1, bucket: string): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE bucket = ?1").bind(bucket).run();
}

/** The client's address as Cloudflare reports it; 'unknown' locally without the header. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

export interface LockoutRule {
  /** Failures that lock the bucket. */
  limit: number;
  /** Failures count within this many seconds of the first one. */
  windowSeconds: number;
  /** How long the bucket stays locked, from the failure that reached the limit. */
  lockSeconds: number;
}

/**
 * Counts one failure on `bucket` (sign-in lockouts). Unlike hit()'s fixed windows, the window
 * starts at the first failure, and the failure that reaches the limit locks the bucket for a
 * full lockSeconds from that moment. peek() with the same limit reads the lock.
 */
export async function strike(db: D1, bucket: string, rule: LockoutRule): Promise<RateLimitResult> {
  const { count, retryAfter } = await countOne(db, bucket, rule, { extendLock: true });
  return { allowed: count < rule.limit, count, retryAfter };
}

/**
 * Counts one attempt on `bucket` BEFORE the attempt is made, in one statement, so concurrent
 * requests cannot all pass a check made before any of them is counted: of N simultaneous
 * attempts exactly `limit` get `allowed`. The attempt that reaches the limit starts the lock;
 * attempts made while locked are counted but do not extend it (else anyone could keep an
 * account locked for ever). A success is expected to clear() the bucket.
 */
export async function reserve(db: D1, bucket: string, rule: LockoutRule): Promise<RateLimitResult> {
  const { count, retryAfter } = await countOne(db, bucket, rule, { extendLock: false });
  return { allowed: count <= rule.limit, count, retryAfter };
}

/**
 * strike()'s and reserve()'s one statement: one more on the bucket's count, the window starting
 * at its first count, the count that reaches the limit locking it for lockSeconds. With
 * `extendLock`, a count on a bucket already at the limit locks it again from now (a failure
 * counted after the fact); without, the lock keeps its end (an attempt reserved while locked).
 */
async function countOne(db: D1, bucket: string, rule: LockoutRule, { extendLock }: { extendLock: boolean }) {
  const t = now();
  const keepLock = extendLock ? "" : "WHEN rate_limits.count >= ?4 THEN rate_limits.expires_at";
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, count, window_start, expires_at)
         VALUES (?1, 1, ?2, ?2 + CASE WHEN 1 >= ?4 THEN ?5 ELSE ?3 END)
       ON CONFLICT (bucket) DO UPDATE SET
         count = CASE WHEN rate_limits.expires_at > ?2 THEN rate_limits.count + 1 ELSE 1 END,
         window_start = CASE WHEN rate_limits.expires_at > ?2 THEN rate_limits.window_start ELSE ?2 END,
         expires_at = CASE
           WHEN rate_limits.expires_at <= ?2 THEN ?2 + CASE WHEN 1 >= ?4 THEN ?5 ELSE ?3 END
           ${keepLock}
           WHEN rate_limits.count + 1 >= ?4 THEN ?2 + ?5
           ELSE rate_limits.expires_at END
       RETURNING count, expires_at`,
    )
    .bind(bucket, t, rule.windowSeconds, rule.limit, rule.lockSeconds)
    .first<Columns<"rate_limits", "count" | "expires_at">>();
  return { count: row?.count ?? 1, retryAfter: (row?.expires_at ?? t) - t };
}

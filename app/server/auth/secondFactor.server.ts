import { base32Encode, matchingStep, newTotpSecret } from "./totp.server";
import { type Keyring, openTotpSecret, sealTotpSecret } from "./secretBox.server";
import { revokeAllForUserStatement } from "./sessions.server";
import { clearCodeAttempts, codeLockoutMessage, reserveCodeAttempt } from "./throttle.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { Columns } from "../platform/columns.server";
import type { Tables } from "../platform/tables.generated";

/**
 * Staff second factor: enrolment (a pending secret confirmed by a code), checking a code or a
 * recovery code at sign-in, and an admin's reset. Every change is one D1 batch, so an account is
 * never left half enrolled. Secrets, confirmed and pending, are stored sealed (secretBox.server.ts):
 * every read opens them with the environment's keyring, and rewrites one still clear or sealed under
 * an older key.
 */
const RECOVERY_CODE_COUNT = 10;

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalRecovery = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** xxxx-xxxx-xxxx from the base32 alphabet: 60 random bits. */
function newRecoveryCode(): string {
  const text = base32Encode(crypto.getRandomValues(new Uint8Array(8)))
    .slice(0, 12)
    .toLowerCase();
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}

export async function hasSecondFactor(db: D1, userId: string): Promise<boolean> {
  const row = await db.prepare("SELECT totp_secret IS NOT NULL AS enrolled FROM staff_users WHERE id = ?1").bind(userId).first<{ enrolled: number }>();
  return row?.enrolled === 1;
}

/**
 * (Unthrottled: callers use checkSecondFactor.) Accepts a current authenticator code (each 30-second step once: the step is recorded in the
 * same statement that checks it was not used) or an unused recovery code (marked used in the
 * statement that finds it). Returns how the user proved it, or null.
 */
async function verifySecondFactor(db: D1, ring: Keyring, userId: string, code: string, nowMs = Date.now()): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = await readSecret(db, ring, userId, "totp_secret");
    if (!secret) return null;
    const step = await matchingStep(secret, trimmed, nowMs);
    if (step === null) return null;
    const used = await db
      .prepare("UPDATE staff_users SET totp_last_step = ?2 WHERE id = ?1 AND totp_secret IS NOT NULL AND totp_last_step < ?2 RETURNING id")
      .bind(userId, step)
      .first();
    return used ? "totp" : null;
  }
  const normal = normalRecovery(trimmed);
  if (!/^[a-z2-7]{12}$/.test(normal)) return null;
  const hit = await db
    .prepare(
      `UPDATE staff_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL RETURNING user_id`,
    )
    .bind(userId, await sha256Hex(normal))
    .first();
  return hit ? "recovery" : null;
}

type CodeCheck = { ok: true; proof: "totp" | "recovery" } | { ok: false; locked: boolean; message?: string; retryAfter?: number };

/**
 * THE way a second-factor code is checked (sign-in, step-up, API and browser alike): the attempt is
 * counted on the account before the code is looked at, so codes are limited per account whatever
 * the address, and a locked account's codes are refused unread. A right code clears the count.
 */
export async function checkSecondFactor(db: D1, ring: Keyring, userId: string, code: string, nowMs = Date.now()): Promise<CodeCheck> {
  const attempt = await reserveCodeAttempt(db, userId);
  if (!attempt.allowed) return { ok: false, locked: true, message: codeLockoutMessage(attempt.retryAfter), retryAfter: attempt.retryAfter };
  const proof = await verifySecondFactor(db, ring, userId, code, nowMs);
  if (!proof) return { ok: false, locked: false };
  await clearCodeAttempts(db, userId);
  return { ok: true, proof };
}

/**
 * A secret, confirmed or pending, opened; one stored clear (before migration 0016) or under an
 * older key is sealed again under the current key, only if the row still holds what was read.
 * Null when there is none, or it does not open (a key removed from the keyring too early).
 */
async function readSecret(db: D1, ring: Keyring, userId: string, column: "totp_secret" | "totp_pending"): Promise<string | null> {
  const row = await db
    .prepare(`SELECT ${column} AS stored FROM staff_users WHERE id = ?1`)
    .bind(userId)
    .first<{ stored: Tables["staff_users"][typeof column] }>();
  if (!row?.stored) return null;
  const opened = await openTotpSecret(ring, userId, row.stored);
  if (!opened) return null;
  if (opened.stale) {
    await db
      .prepare(`UPDATE staff_users SET ${column} = ?3 WHERE id = ?1 AND ${column} = ?2`)
      .bind(userId, row.stored, await sealTotpSecret(ring, userId, opened.secret))
      .run();
  }
  return opened.secret;
}

/** The secret of an enrolment begun and not yet confirmed (shown again after a wrong code). */
export function pendingSecret(db: D1, ring: Keyring, userId: string): Promise<string | null> {
  return readSecret(db, ring, userId, "totp_pending");
}

/** How many of the user's recovery codes are still unused. */
export async function recoveryCodesLeft(db: D1, userId: string): Promise<number> {
  const row = await db.prepare("SELECT count(*) AS n FROM staff_recovery_codes WHERE user_id = ?1 AND used_at IS NULL").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Starts (or restarts) enrolment: a new secret, kept pending until a code from it is confirmed. */
export async function beginEnrolment(db: D1, ring: Keyring, userId: string): Promise<string | null> {
  const secret = newTotpSecret();
  const row = await db
    .prepare("UPDATE staff_users SET totp_pending = ?2 WHERE id = ?1 RETURNING id")
    .bind(userId, await sealTotpSecret(ring, userId, secret))
    .first();
  return row ? secret : null;
}

/**
 * Confirms enrolment with a code from the pending secret: the secret becomes the account's
 * second factor and ten new recovery codes replace any old ones, in one batch. The codes are
 * returned once, in clear; only their hashes are kept.
 */
export async function confirmEnrolment(
  db: D1,
  ring: Keyring,
  userId: string,
  code: string,
  records: D1PreparedStatement[],
  nowMs = Date.now(),
): Promise<string[] | null> {
  const pending = await readSecret(db, ring, userId, "totp_pending");
  if (!pending) return null;
  // The stored (sealed) value, read after readSecret may have resealed it: the batch copies it as is.
  const row = await db.prepare("SELECT totp_pending FROM staff_users WHERE id = ?1").bind(userId).first<Columns<"staff_users", "totp_pending">>();
  if (!row?.totp_pending) return null;
  const step = await matchingStep(pending, code.trim(), nowMs);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normalRecovery(c))));
  const results = await db.batch([
    db
      .prepare(
        `UPDATE staff_users SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ?3,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND totp_pending = ?2`,
      )
      .bind(userId, row.totp_pending, step),
    // The enrolment's audit row and the owner's notice, standing only if the factor was turned on (ifChanged).
    ...records,
    db
      .prepare("DELETE FROM staff_recovery_codes WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM staff_users WHERE id = ?1 AND totp_secret = ?2)")
      .bind(userId, row.totp_pending),
    ...hashes.map((h) =>
      db
        .prepare(
          "INSERT INTO staff_recovery_codes (user_id, code_hash) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM staff_users WHERE id = ?1 AND totp_secret = ?3)",
        )
        .bind(userId, h, row.totp_pending),
    ),
  ]);
  return results[0]!.meta.changes === 1 ? codes : null;
}

/** An admin's reset: the second factor and recovery codes go, and so does every session of the user, with the audit row and the owner's notice. */
export async function resetSecondFactor(db: D1, userId: string, records: D1PreparedStatement[]): Promise<boolean> {
  const results = await db.batch([
    db.prepare("UPDATE staff_users SET totp_secret = NULL, totp_pending = NULL, totp_last_step = 0 WHERE id = ?1").bind(userId),
    // The audit row, and the owner's notice (decision record 0036).
    ...records,
    db.prepare("DELETE FROM staff_recovery_codes WHERE user_id = ?1").bind(userId),
    // A reset is for a lost device: the passkeys go with the factor (decision record 0026).
    db.prepare("DELETE FROM passkeys WHERE staff_user_id = ?1").bind(userId),
    revokeAllForUserStatement(db, "staff", userId),
  ]);
  return results[0]!.meta.changes === 1;
}

/**
 * Secrets at rest (decision record 0012): TOTP secrets are sealed with AES-GCM
 * under a key from the environment (SEALING_KEYS), so a copy of the database or a backup
 * without the Worker's secrets cannot mint codes. Web Crypto only: it runs in the Worker and in the
 * Node scripts (the seed) alike.
 *
 * The stored form names its key: `aesgcm:v1:<key id>:<iv>:<ciphertext>` (base64url). Several keys
 * may be configured, the first seals and all open, so a key is rotated by putting a new one first;
 * a value under an older key (or a clear one, from before migration 0016) is rewritten under the
 * current key the next time it is read (openTotpSecret says `stale`), and `npm run db:seed` seals every
 * clear one at once (sealClearTotpSecrets).
 *
 * The associated data binds a value to its user (`totp:<user id>`): a sealed secret copied onto
 * another account does not open.
 */
import { fromBase64Url, toBase64Url } from "../../lib/base64";
import type { Keyring } from "../platform/keyring.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { Columns } from "../platform/columns.server";

export type { Keyring };

const PREFIX = "aesgcm:v1:";

/** Imported once per key and isolate. */
const imported = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function cryptoKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  let key = imported.get(raw);
  if (!key) {
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    imported.set(raw, key);
  }
  return key;
}

const totpContext = (userId: string) => `totp:${userId}`;

/** Whether a stored value is sealed (not a clear secret from before migration 0016). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * Seals `text` under the keyring's current key. `context` is the associated data: the value opens
 * only where the same context is given (a TOTP secret's user, an e-mail's outbox row), so a sealed
 * value copied elsewhere does not open.
 */
export async function sealText(ring: Keyring, context: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await cryptoKey(ring.keys.get(ring.currentId)!);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) }, key, new TextEncoder().encode(text));
  return `${PREFIX}${ring.currentId}:${toBase64Url(iv)}:${toBase64Url(sealed)}`;
}

export interface Opened {
  secret: string;
  /** Clear, or sealed under a key that no longer seals: the caller rewrites it (sealTotpSecret). */
  stale: boolean;
}

/** The text in a stored value; a clear value is itself (stale); null when it does not open (unknown key, other context, tampered). */
export async function openText(ring: Keyring, context: string, stored: string): Promise<Opened | null> {
  if (!isSealed(stored)) return { secret: stored, stale: true };
  const [keyId, iv, data] = stored.slice(PREFIX.length).split(":");
  const raw = keyId ? ring.keys.get(keyId) : undefined;
  const ivBytes = iv ? fromBase64Url(iv) : null;
  const sealed = data ? fromBase64Url(data) : null;
  if (!raw || !ivBytes || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: ivBytes, additionalData: new TextEncoder().encode(context) },
      await cryptoKey(raw),
      sealed,
    );
    return { secret: new TextDecoder().decode(plain), stale: keyId !== ring.currentId };
  } catch {
    return null;
  }
}

export const sealTotpSecret = (ring: Keyring, userId: string, secret: string): Promise<string> => sealText(ring, totpContext(userId), secret);

/** The secret in a stored value; null when it does not open (unknown key, other user, tampered). */
export const openTotpSecret = (ring: Keyring, userId: string, stored: string): Promise<Opened | null> => openText(ring, totpContext(userId), stored);

/**
 * Seals every clear TOTP secret, confirmed or pending (rows from before migration 0016): run by
 * the seed. Each row is rewritten only if it still holds the value read, so a concurrent
 * enrolment is never overwritten. Returns how many values were sealed.
 */
export async function sealClearTotpSecrets(db: D1, ring: Keyring): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT id, totp_secret, totp_pending FROM staff_users
       WHERE (totp_secret IS NOT NULL AND totp_secret NOT LIKE 'aesgcm:%') OR (totp_pending IS NOT NULL AND totp_pending NOT LIKE 'aesgcm:%')`,
    )
    .all<Columns<"staff_users", "id" | "totp_secret" | "totp_pending">>();
  let sealed = 0;
  for (const row of results) {
    for (const column of ["totp_secret", "totp_pending"] as const) {
      const value = row[column];
      if (value === null || isSealed(value)) continue;
      const r = await db
        .prepare(`UPDATE staff_users SET ${column} = ?3 WHERE id = ?1 AND ${column} = ?2`)
        .bind(row.id, value, await sealTotpSecret(ring, row.id, value))
        .run();
      sealed += r.meta.changes;
    }
  }
  return sealed;
}

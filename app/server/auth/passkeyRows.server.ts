import type { PasskeySummary } from "../../lib/auth/passkeySchemas";
import type { D1 } from "../platform/d1Sessions.server";
import { type Result, fail } from "../platform/result.server";
import type { NewPasskey } from "./webauthn.server";

/**
 * The passkeys table's rows by owner: listing them and storing a verified credential. Apart from
 * auth/passkeys.server.ts (the staff operations and sign-in) because the demo invitations store
 * a passkey too, and passkeys.server.ts sits above them (sign-in reads demo users).
 */
/**
 * Whose passkey: a staff user's or a demo user's. One table holds both, with exactly
 * one owner column set (migration 0016's CHECK); every query names the owner kind, so a staff
 * passkey is never found where a demo one is asked for, and the other way round.
 */
export type PasskeyOwner = "staff" | "demo";
export const OWNER_COLUMN = { staff: "staff_user_id", demo: "demo_user_id" } as const satisfies Record<PasskeyOwner, string>;

/** An owner's passkeys as the screens list them. */
export async function passkeysOf(db: D1, owner: PasskeyOwner, userId: string): Promise<PasskeySummary[]> {
  const { results } = await db
    .prepare(`SELECT id, name, created_at, last_used_at FROM passkeys WHERE ${OWNER_COLUMN[owner]} = ?1 ORDER BY created_at, id`)
    .bind(userId)
    .all<{ id: string; name: string; created_at: string; last_used_at: string | null }>();
  return results.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/**
 * Storing a verified credential (webauthn.server.ts's NewPasskey) for its owner: the one place
 * that knows how a passkey's columns are written. Without `onlyIf`, a credential already
 * registered changes nothing (ON CONFLICT DO NOTHING: the caller answers 409); with it, the row
 * is written only when that SQL condition holds (its parameters are ?8 on), and a duplicate id
 * fails the batch.
 */
export function insertPasskeyStatement(
  db: D1,
  owner: PasskeyOwner,
  userId: string,
  passkey: NewPasskey & { name: string },
  onlyIf?: { sql: string; params: unknown[] },
) {
  const columns = `(id, ${OWNER_COLUMN[owner]}, name, public_key, counter, transports, backed_up)`;
  const values = [passkey.id, userId, passkey.name, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports), passkey.backedUp ? 1 : 0];
  return onlyIf
    ? db.prepare(`INSERT INTO passkeys ${columns} SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${onlyIf.sql}`).bind(...values, ...onlyIf.params)
    : db.prepare(`INSERT INTO passkeys ${columns} VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (id) DO NOTHING`).bind(...values);
}

export const PASSKEY_TAKEN = "That passkey is already registered";

/**
 * A verified credential stored for a user (staff or demo), with whatever the caller's rules write
 * beside it in the same batch (staff: the audit row, written only if the passkey was), and the
 * passkey as the screens list it; 409 when the credential is already registered.
 */
export async function storeVerifiedPasskey(
  db: D1,
  owner: PasskeyOwner,
  userId: string,
  passkey: NewPasskey & { name: string },
  alongside: D1PreparedStatement[] = [],
): Promise<Result<{ passkey: PasskeySummary }>> {
  const [inserted] = await db.batch([insertPasskeyStatement(db, owner, userId, passkey), ...alongside]);
  if (inserted!.meta.changes !== 1) return fail(409, PASSKEY_TAKEN);
  const stored = (await passkeysOf(db, owner, userId)).find((p) => p.id === passkey.id)!;
  return { ok: true, passkey: stored };
}

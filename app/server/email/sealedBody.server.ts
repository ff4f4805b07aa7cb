import { type Keyring, isSealed, openText, sealText } from "../auth/secretBox.server";

/**
 * Message bodies sealed at rest (decision record 0026): a demo invitation's text holds
 * its single-use link, which lets whoever reads it choose the prospect's password. The outbox row
 * keeps that text sealed with AES-GCM under the same keyring as TOTP secrets
 * (SEALING_KEYS, `aesgcm:v1:<key id>:…`), so a copy of D1 or a backup without the Worker's
 * secrets holds no usable link. It is opened only to be sent, and for the staff screen, which
 * shows it with the token hidden (secretLinks.server.ts).
 *
 * The associated data is the recipient: a sealed body opens only on a row addressed to the person
 * it was written for (a resend copies the row with its address, and still opens).
 */
const context = (to: string) => `outbox:${to.toLowerCase()}`;

export const sealBody = (ring: Keyring, to: string, text: string) => sealText(ring, context(to), text);

/** The text of a stored body: a clear one as it is; null when a sealed one does not open (its key is gone, or it was moved). */
export async function openBody(ring: Keyring, to: string, stored: string): Promise<string | null> {
  if (!isSealed(stored)) return stored;
  return (await openText(ring, context(to), stored))?.secret ?? null;
}

/** What the staff screen shows for a body that no longer opens. */
export const UNREADABLE_BODY = "[This message was sealed under a key that is no longer configured; it cannot be read or sent.]";

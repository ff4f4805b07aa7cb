import { type Keyring, openText, sealText } from "../auth/secretBox.server";

/**
 * A reply's text as the request's history keeps it: sealed at rest under the TOTP keyring, as the
 * outbox's invitation bodies are (decision record 0026), bound to the request it was written on
 * (the associated data), so a copy of D1 alone holds no correspondence and a sealed text moved to
 * another request does not open.
 */
const context = (requestId: string) => `reply:${requestId}`;

export const sealReplyText = (ring: Keyring, requestId: string, text: string) => sealText(ring, context(requestId), text);

/** The text, or null when there is none (an older reply) or it no longer opens (its key is gone). */
export async function openReplyText(ring: Keyring, requestId: string, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  return (await openText(ring, context(requestId), stored))?.secret ?? null;
}

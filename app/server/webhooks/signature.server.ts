/**
 * Standard Webhooks signatures (standardwebhooks.com; decision record 0043), Web Crypto only: the
 * Worker signs, and the bench and the tests verify with the same code.
 *
 * A secret is `whsec_` + base64 of 32 random bytes; the key is those bytes. A message is signed as
 * HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, sent as `v1,<base64>`; during a
 * rotation's 24 hours the header carries two signatures separated by a space (new first), and a
 * receiver accepts the message when any one of them verifies under its secret.
 */
import { fromBase64, toBase64 } from "../../lib/base64";

const PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

async function hmac(secret: string, content: string): Promise<string> {
  const raw = fromBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
  if (!raw) throw new Error("A webhook secret is whsec_ and the key's base64");
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(content))));
}

/** The `webhook-signature` header's value: one `v1,<sig>` per secret, space separated. */
export async function signWebhook(secrets: readonly string[], id: string, timestamp: number, body: string): Promise<string> {
  const content = `${id}.${timestamp}.${body}`;
  return (await Promise.all(secrets.map(async (s) => `v1,${await hmac(s, content)}`))).join(" ");
}

/** Compares without an early exit, so the time taken does not say how much matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Which of the header's signatures verify under `secret` (their positions); none: an empty list. */
export async function verifiedSignatures(secret: string, id: string, timestamp: string | number, body: string, header: string): Promise<number[]> {
  const expected = await hmac(secret, `${id}.${timestamp}.${body}`);
  return header
    .split(" ")
    .map((part, i) => ({ part, i }))
    .filter(({ part }) => part.startsWith("v1,") && sameText(part.slice(3), expected))
    .map(({ i }) => i);
}

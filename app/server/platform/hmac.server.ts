/**
 * HMAC-SHA256 signing pieces shared by the signed tokens (the contact form's timestamp, the
 * brochure download ticket): one imported key per secret. Their signatures are base64url without
 * padding (lib/base64.ts).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The secret's HMAC key, imported once per isolate. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

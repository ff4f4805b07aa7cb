/**
 * Base64 and base64url for bytes: the project's one implementation (Web APIs only, so it runs in
 * workerd, the browser and Node alike). tests/unit/lib/base64.test.ts fails when another module
 * under app/ calls btoa or atob.
 *
 * Decoding never throws: text that is not what it claims to be is null, so a tampered token, a
 * stored value or a configured key each say what is wrong where they are read.
 */

function toBinary(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  // A loop, not String.fromCharCode(...bytes): a spread of a large array overflows the stack.
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return binary;
}

function fromBinary(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Standard base64 (RFC 4648 §4), padded. */
export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  return btoa(toBinary(bytes));
}

/** base64url (RFC 4648 §5) without padding: what tokens, keys and WebAuthn's JSON use. */
export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(normalised: string): Uint8Array<ArrayBuffer> | null {
  if (normalised.length % 4 === 1) return null;
  try {
    return fromBinary(atob(normalised + "=".repeat((4 - (normalised.length % 4)) % 4)));
  } catch {
    return null;
  }
}

/**
 * The bytes of a non-empty base64url text without padding, or null. Strict, for what this
 * project encoded itself (a signature has one spelling, so a token has one too).
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  return decode(text.replace(/-/g, "+").replace(/_/g, "/"));
}

/**
 * The bytes of a non-empty base64 text in either alphabet, padded or not, or null. Lenient, for
 * what people paste (configured keys) and for the stored password hashes' standard base64.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return decode(text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
}

import { fromBase64, toBase64Url } from "../../lib/base64";

/**
 * A keyring from the environment: named AES-256 keys, the first of which seals and all of which
 * open, so a key is rotated by putting a new one first (SEALING_KEYS, env.server.ts; the
 * sealing is auth/secretBox.server.ts').
 */
export interface Keyring {
  /** The key that seals: the first configured. */
  currentId: string;
  keys: ReadonlyMap<string, Uint8Array<ArrayBuffer>>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * `id:key[,id:key…]`, each key 32 random bytes in base64url (AES-256). The first seals. Returns
 * the keyring, or why the text is not one.
 */
export function parseKeyring(text: string): Keyring | string {
  const keys = new Map<string, Uint8Array<ArrayBuffer>>();
  let currentId = "";
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, key, ...rest] = part.split(":");
    if (!id || !key || rest.length > 0 || !KEY_ID.test(id)) return "each key is id:base64url (id: letters, digits, - or _)";
    if (keys.has(id)) return `key id ${id} appears twice`;
    // Either alphabet, as before: a key pasted in standard base64 still opens what it sealed.
    const bytes = fromBase64(key);
    if (!bytes) return `key ${id} is not base64url`;
    if (bytes.length !== 32) return `key ${id} must be 32 bytes (AES-256), not ${bytes.length}`;
    keys.set(id, bytes);
    currentId ||= id;
  }
  return currentId ? { currentId, keys } : "no key given";
}

/** A new key for a keyring, as `id:base64url`. */
export const newKeyringEntry = (id: string) => `${id}:${toBase64Url(crypto.getRandomValues(new Uint8Array(32)))}`;

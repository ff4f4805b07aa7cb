import { env } from "cloudflare:workers";
import type * as z from "zod/mini";
import type { RelyingParty } from "../../../app/server/auth/webauthn.server";
import type { registrationResponseSchema } from "../../../app/lib/auth/passkeySchemas";
import { toBase64Url as b64url } from "../../../app/lib/base64";
import { concatBytes as concat } from "../../support/bytes";

/**
 * A passkey made in the test (a P-256 key from WebCrypto) and stored for a staff user, and the
 * assertion an authenticator with user verification would send for a challenge: so a passkey
 * sign-in runs the server's real verification inside workerd, with no browser.
 */
export interface SoftPasskey {
  id: string;
  keys: CryptoKeyPair;
  signCount: number;
}

const sha256 = async (bytes: BufferSource) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

/** The COSE_Key of a P-256 public key (kty EC2, alg ES256, crv P-256, x, y), CBOR-encoded. */
async function coseKey(publicKey: CryptoKey): Promise<Uint8Array> {
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", publicKey)); // 0x04 || x || y
  return concat(
    new Uint8Array([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    raw.slice(1, 33),
    new Uint8Array([0x22, 0x58, 0x20]),
    raw.slice(33),
  );
}

/** WebCrypto signs r || s; WebAuthn carries the ASN.1 DER sequence. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

export async function newPasskey(staffUserId: string): Promise<SoftPasskey> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const id = b64url(crypto.getRandomValues(new Uint8Array(16)));
  await env.DB.prepare("INSERT INTO passkeys (id, staff_user_id, name, public_key) VALUES (?1, ?2, 'Test key', ?3)")
    .bind(id, staffUserId, b64url(await coseKey(keys.publicKey)))
    .run();
  return { id, keys, signCount: 0 };
}

/** The authentication response (@simplewebauthn's JSON) for `challenge`, user present and verified. */
export async function passkeyAssertion(passkey: SoftPasskey, rp: RelyingParty, challenge: string) {
  passkey.signCount += 1;
  const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: "webauthn.get", challenge, origin: rp.origin, crossOrigin: false }));
  const count = new Uint8Array(4);
  new DataView(count.buffer).setUint32(0, passkey.signCount);
  const authenticatorData = concat(await sha256(new TextEncoder().encode(rp.id)), new Uint8Array([0x05]), count);
  const signed = concat(authenticatorData, await sha256(clientDataJSON));
  const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, passkey.keys.privateKey, signed));
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(derSignature(raw)) },
  };
}

/** A CBOR text string or byte string header (major type 3 or 2) for `length`. */
function cborHead(major: 2 | 3, length: number): Uint8Array {
  const type = major << 5;
  if (length < 24) return new Uint8Array([type | length]);
  if (length < 256) return new Uint8Array([type | 24, length]);
  return new Uint8Array([type | 25, length >> 8, length & 0xff]);
}
const cborText = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return concat(cborHead(3, bytes.length), bytes);
};

/**
 * A new passkey and the registration response (@simplewebauthn's JSON) an authenticator with user
 * verification would send for `challenge`, with "none" attestation (what the server asks for):
 * so adding a passkey runs the server's real verification inside workerd, with no browser.
 * The key is not stored here: the server stores it if it accepts the response.
 */
export async function passkeyRegistration(
  rp: RelyingParty,
  challenge: string,
): Promise<{
  passkey: SoftPasskey;
  response: z.input<typeof registrationResponseSchema>;
}> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const id = b64url(rawId);
  const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: "webauthn.create", challenge, origin: rp.origin, crossOrigin: false }));
  // rpIdHash, flags (user present, user verified, attested credential data), sign count 0, AAGUID 0, id length, id, key.
  const authData = concat(
    await sha256(new TextEncoder().encode(rp.id)),
    new Uint8Array([0x45, 0, 0, 0, 0]),
    new Uint8Array(16),
    new Uint8Array([0, rawId.length]),
    rawId,
    await coseKey(keys.publicKey),
  );
  // {"fmt": "none", "attStmt": {}, "authData": <bytes>}
  const attestationObject = concat(
    new Uint8Array([0xa3]),
    cborText("fmt"),
    cborText("none"),
    cborText("attStmt"),
    new Uint8Array([0xa0]),
    cborText("authData"),
    cborHead(2, authData.length),
    authData,
  );
  return {
    passkey: { id, keys, signCount: 0 },
    response: {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
    },
  };
}

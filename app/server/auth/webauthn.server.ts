import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Env } from "../platform/env.server";
import { fromBase64Url, toBase64Url } from "../../lib/base64";
import type { Audience } from "./tokens.server";
import { isSecureEnv } from "./sessionCookies.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The library itself, loaded by the first ceremony an isolate sees: with what it pulls in
 * (@peculiar/*, asn1js, tsyringe, reflect-metadata) it is about a sixth of the server bundle, and
 * no public page needs it, so a cold isolate rendering one never evaluates it (the bundler keeps a
 * dynamic import's module behind a function it calls on first use; docs/performance.md, "Server
 * bundle and cold render"). tests/unit/passkeysOnDemand.test.ts keeps it out of the static graph.
 */
const library = () => import("@simplewebauthn/server");

/**
 * WebAuthn for passkeys (decision record 0026), over @simplewebauthn/server (Web Crypto
 * only: it runs in workerd). This module holds what every passkey ceremony shares: who the relying
 * party is, the challenges, and the two verifications with user verification required.
 *
 * The relying party comes from configuration, never from the request's body: in production and
 * preview the site's own origin (SITE_URL); locally and in tests, the origin the request reached
 * (one machine serves the site on several ports, and the browser itself puts its page's origin in
 * what it signs, so a forged Host header cannot make another site's assertion pass).
 */
export type PasskeyEnv = Pick<Env, "DB" | "SITE_URL" | "SITE_TITLE" | "APP_ENV">;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(env: PasskeyEnv, request: Request): RelyingParty {
  const origin = isSecureEnv(env) ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
  return { id: new URL(origin).hostname, origin, name: env.SITE_TITLE };
}

/** How long a ceremony may take: the browser's prompt times out too (options.timeout). */
export const CHALLENGE_SECONDS = 5 * 60;

type Purpose = "register" | "signin" | "stepup";

/**
 * Stores a challenge bound to `binding` (a session id, or a sign-in attempt's cookie value) and
 * sweeps expired ones. The options' own challenge is what is stored.
 */
async function storeChallenge(db: D1, purpose: Purpose, audience: Audience, binding: string, challenge: string, nowMs: number) {
  await db.batch([
    db
      .prepare("INSERT INTO webauthn_challenges (id, purpose, audience, challenge, binding, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(crypto.randomUUID(), purpose, audience, challenge, binding, new Date(nowMs + CHALLENGE_SECONDS * 1000).toISOString()),
    db.prepare("DELETE FROM webauthn_challenges WHERE expires_at < ?1").bind(new Date(nowMs).toISOString()),
  ]);
}

/**
 * Takes the challenge the response answers, if it was issued for this purpose, audience and
 * binding and has not expired: deleted by the same statement, so it is used once whatever happens
 * next (a failed verification spends it too).
 */
async function takeChallenge(db: D1, purpose: Purpose, audience: Audience, binding: string, challenge: string, nowMs: number): Promise<boolean> {
  const row = await db
    .prepare(
      `DELETE FROM webauthn_challenges
       WHERE challenge = ?1 AND purpose = ?2 AND audience = ?3 AND binding = ?4 AND expires_at > ?5 RETURNING id`,
    )
    .bind(challenge, purpose, audience, binding, new Date(nowMs).toISOString())
    .first();
  return row !== null;
}

/** The challenge a browser's response signed (clientDataJSON), or null when it is not readable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const bytes = fromBase64Url(clientDataJSON);
    if (!bytes) return null;
    const data = JSON.parse(new TextDecoder().decode(bytes)) as { challenge?: unknown };
    return typeof data.challenge === "string" ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * The challenge a browser's response signed, spent (takeChallenge) for this purpose, audience and
 * binding: null when it cannot be read or was not ours to spend.
 */
async function spendSignedChallenge(db: D1, purpose: Purpose, audience: Audience, binding: string, clientDataJSON: string, nowMs: number) {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge || !(await takeChallenge(db, purpose, audience, binding, challenge, nowMs))) return null;
  return challenge;
}

/** What a registration and an assertion must both show: our challenge, our origin and id, a verified user. */
function expectations(env: PasskeyEnv, request: Request, challenge: string) {
  const rp = relyingParty(env, request);
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export async function registrationOptions(
  env: PasskeyEnv,
  request: Request,
  input: { audience: Audience; binding: string; userId: string; userName: string; displayName: string; existing: StoredPasskey[] },
  nowMs = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(env, request);
  const { generateRegistrationOptions } = await library();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: input.userName,
    userDisplayName: input.displayName,
    userID: new TextEncoder().encode(input.userId),
    attestationType: "none",
    timeout: CHALLENGE_SECONDS * 1000,
    excludeCredentials: input.existing.map((p) => ({ id: p.id, transports: p.transports })),
    // A discoverable credential (sign-in without typing the e-mail), always with user verification.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(env.DB, "register", input.audience, input.binding, options.challenge, nowMs);
  return options;
}

export interface NewPasskey extends StoredPasskey {
  backedUp: boolean;
}

/** A registration response verified against its challenge (spent here): the credential to store, or null. */
export async function verifyRegistration(
  env: PasskeyEnv,
  request: Request,
  input: { audience: Audience; binding: string; response: RegistrationResponseJSON },
  nowMs = Date.now(),
): Promise<NewPasskey | null> {
  const challenge = await spendSignedChallenge(env.DB, "register", input.audience, input.binding, input.response.response.clientDataJSON, nowMs);
  if (!challenge) return null;
  const expected = expectations(env, request, challenge);
  const { verifyRegistrationResponse } = await library();
  try {
    const result = await verifyRegistrationResponse({ response: input.response, ...expected });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: toBase64Url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/** Options for a sign-in (any discoverable passkey of this site) or a step-up (the user's own). */
export async function authenticationOptions(
  env: PasskeyEnv,
  request: Request,
  input: { purpose: "signin" | "stepup"; audience: Audience; binding: string; allow?: StoredPasskey[] },
  nowMs = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await library();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(env, request).id,
    userVerification: "required",
    timeout: CHALLENGE_SECONDS * 1000,
    allowCredentials: input.allow?.map((p) => ({ id: p.id, transports: p.transports })),
  });
  await storeChallenge(env.DB, input.purpose, input.audience, input.binding, options.challenge, nowMs);
  return options;
}

/**
 * An assertion verified against its challenge (spent here) and the stored passkey it names
 * (`find`): the passkey's id and new counter, or null. A counter that did not grow (when the
 * authenticator keeps one) fails: a cloned authenticator.
 */
export async function verifyAuthentication(
  env: PasskeyEnv,
  request: Request,
  input: { purpose: "signin" | "stepup"; audience: Audience; binding: string; response: AuthenticationResponseJSON },
  find: (credentialId: string) => Promise<StoredPasskey | null>,
  nowMs = Date.now(),
): Promise<{ id: string; counter: number } | null> {
  const challenge = await spendSignedChallenge(env.DB, input.purpose, input.audience, input.binding, input.response.response.clientDataJSON, nowMs);
  if (!challenge) return null;
  const stored = await find(input.response.id);
  if (!stored) return null;
  const publicKey = fromBase64Url(stored.publicKey);
  if (!publicKey) return null;
  const expected = expectations(env, request, challenge);
  const { verifyAuthenticationResponse } = await library();
  try {
    const result = await verifyAuthenticationResponse({
      response: input.response,
      ...expected,
      credential: { id: stored.id, publicKey, counter: stored.counter, transports: stored.transports },
    });
    return result.verified ? { id: stored.id, counter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}

/** The sign-in attempt's cookie: binds a sign-in challenge to the browser that asked for it. */
export const PASSKEY_ATTEMPT_COOKIE = "meridian_passkey";

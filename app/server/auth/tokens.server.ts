import { SignJWT, jwtVerify } from "jose";
import type { Env } from "../platform/env.server";

/**
 * Session tokens: jose-signed JWTs, HS256 only. A token is a pointer to a session row (its jti),
 * not a grant by itself: verifyToken() checks signature, algorithm, issuer, audience and expiry;
 * the caller (authenticate.server.ts) then requires the jti to be a live session of a live user.
 */
export const AUDIENCES = ["staff", "demo"] as const;
export type Audience = (typeof AUDIENCES)[number];

interface TokenClaims {
  sub: string;
  jti: string;
  aud: Audience;
  iat: number;
  exp: number;
}

const ALG = "HS256";

/** The issuer is the deployment's own origin, so a token from another deployment never verifies. */
export const issuerOf = (env: Pick<Env, "SITE_URL">) => new URL(env.SITE_URL).origin;

// The signing key is derived from SESSION_SECRET with HKDF, so other uses of the same secret
// (form timestamps, for instance) never share a key with the JWTs.
const keys = new Map<string, Promise<Uint8Array>>();
export function signingKey(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveBits"]);
      const bits = await crypto.subtle.deriveBits(
        { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode("meridian-session-jwt"), info: new TextEncoder().encode("HS256 v1") },
        base,
        256,
      );
      return new Uint8Array(bits);
    })();
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  env: Pick<Env, "SESSION_SECRET" | "SITE_URL">,
  claims: { sub: string; jti: string; aud: Audience; exp: number; iat?: number },
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setIssuer(issuerOf(env))
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(claims.exp)
    .sign(await signingKey(env.SESSION_SECRET));
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Three non-empty base64url parts and a bounded length. Checked before jose sees the token:
 * it turns junk into a plain "no" instead of an exception (in the vitest pool, a rejected
 * jwtVerify on a malformed token can surface as an unhandled rejection).
 */
export function hasTokenShape(token: unknown): token is string {
  if (typeof token !== "string" || token.length > 4096) return false;
  const parts = token.split(".");
  return parts.length === 3 && parts.every((p) => p.length > 0 && B64URL.test(p));
}

/** The claims of a valid token for `audience`, or null for anything else (never throws). */
export async function verifyToken(env: Pick<Env, "SESSION_SECRET" | "SITE_URL">, token: unknown, audience: Audience): Promise<TokenClaims | null> {
  if (!hasTokenShape(token)) return null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(env.SESSION_SECRET), {
      algorithms: [ALG],
      issuer: issuerOf(env),
      audience,
      requiredClaims: ["sub", "jti", "iat", "exp"],
    });
    // One audience per token: a token naming both would otherwise pass either check.
    if (payload.aud !== audience) return null;
    if (typeof payload.sub !== "string" || typeof payload.jti !== "string" || typeof payload.exp !== "number") return null;
    return { sub: payload.sub, jti: payload.jti, aud: audience, iat: payload.iat ?? 0, exp: payload.exp };
  } catch {
    return null;
  }
}

import type { Env } from "../platform/env.server";
import type { Audience } from "./tokens.server";
import { COOKIE_BASE_NAMES } from "../../lib/auth/sessionCookieNames";
import { expiredCookie, setCookie, siteCookieName } from "../platform/cookies.server";

/**
 * The session cookies: one per audience, holding the JWT. HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), Path=/. Secure wherever the site is served over
 * HTTPS (production and preview); there the `__Host-` prefix also pins it to this exact host.
 * Locally (http://127.0.0.1) it cannot be Secure, so it goes without the prefix.
 */

export const isSecureEnv = (env: Pick<Env, "APP_ENV">) => env.APP_ENV === "production" || env.APP_ENV === "preview";

export function cookieName(env: Pick<Env, "APP_ENV">, audience: Audience): string {
  return siteCookieName(COOKIE_BASE_NAMES[audience], isSecureEnv(env));
}

/**
 * Set-Cookie for a session token. `expiresAt` (ISO) makes it persistent (remember me);
 * without it the browser forgets the cookie when it closes.
 */
export function sessionCookie(env: Pick<Env, "APP_ENV">, audience: Audience, token: string, expiresAt?: string): string {
  const persistent = expiresAt ? { maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)), expires: new Date(expiresAt) } : {};
  return setCookie(cookieName(env, audience), token, { httpOnly: true, secure: isSecureEnv(env), ...persistent });
}

/** Set-Cookie that deletes the audience's cookie. */
export function clearedCookie(env: Pick<Env, "APP_ENV">, audience: Audience): string {
  return expiredCookie(cookieName(env, audience), { httpOnly: true, secure: isSecureEnv(env) });
}

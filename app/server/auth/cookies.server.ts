import type { Env } from "../platform/env.server";
import type { Audience } from "./tokens.server";
import { COOKIE_BASE_NAMES } from "../../lib/auth/sessionCookieNames";

/**
 * The session cookies: one per audience, holding the JWT. HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), Path=/. Secure wherever the site is served over
 * HTTPS (production and preview); there the `__Host-` prefix also pins it to this exact host.
 * Locally (http://127.0.0.1) it cannot be Secure, so it goes without the prefix.
 */

export const isSecureEnv = (env: Pick<Env, "APP_ENV">) => env.APP_ENV === "production" || env.APP_ENV === "preview";

export function cookieName(env: Pick<Env, "APP_ENV">, audience: Audience): string {
  return `${isSecureEnv(env) ? "__Host-" : ""}${COOKIE_BASE_NAMES[audience]}`;
}

/**
 * Set-Cookie for a session token. `expiresAt` (ISO) makes it persistent (remember me);
 * without it the browser forgets the cookie when it closes.
 */
export function sessionCookie(env: Pick<Env, "APP_ENV">, audience: Audience, token: string, expiresAt?: string): string {
  const parts = [`${cookieName(env, audience)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (isSecureEnv(env)) parts.push("Secure");
  if (expiresAt) {
    const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
    parts.push(`Max-Age=${maxAge}`, `Expires=${new Date(expiresAt).toUTCString()}`);
  }
  return parts.join("; ");
}

/** Set-Cookie that deletes the audience's cookie. */
export function clearedCookie(env: Pick<Env, "APP_ENV">, audience: Audience): string {
  const parts = [`${cookieName(env, audience)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"];
  if (isSecureEnv(env)) parts.push("Secure");
  return parts.join("; ");
}

/** One cookie's value from a Cookie header (first occurrence), or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

import type { Env } from "../platform/env.server";
import { cookieName, sessionCookie } from "./sessionCookies.server";
import { readCookie } from "../platform/cookies.server";
import {
  type DemoSessionUser,
  type Session,
  type StaffSessionUser,
  liveDemoSession,
  liveStaffSession,
  renewSession,
  renewalDue,
  touchSession,
} from "./sessions.server";
import { type Audience, signToken, verifyToken } from "./tokens.server";
import { mustEnrol } from "../../lib/auth/permissions";

/**
 * Who is asking: the one place a request becomes an identity, for Remix guards and Hono
 * middleware alike. A credential is an `Authorization: Bearer` token (API clients) or the
 * audience's HttpOnly cookie (browsers); the bearer wins when both are present.
 */
export type StaffUser = StaffSessionUser;
export type DemoUser = DemoSessionUser;
type Via = "bearer" | "cookie";

export interface SessionInfo extends Session {
  via: Via;
}

export interface StaffAuth {
  audience: "staff";
  user: StaffUser;
  session: SessionInfo;
  /** A renewed cookie to send back (sliding expiry); attach it to the response when present. */
  setCookie?: string;
}

export interface DemoAuth {
  audience: "demo";
  demoUser: DemoUser;
  session: SessionInfo;
  setCookie?: string;
}

type AuthEnv = Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV">;

interface Credential {
  token: string;
  via: Via;
}

function bearerOf(request: Request): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return m?.[1];
}

export function credentialFor(request: Request, env: Pick<Env, "APP_ENV">, audience: Audience): Credential | null {
  const bearer = bearerOf(request);
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readCookie(request.headers.get("Cookie"), cookieName(env, audience));
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** Renews a cookie session that is due (new token, same jti); records use of a bearer session. */
async function keepAlive(env: AuthEnv, session: Session, userId: string, via: Via): Promise<{ session: Session; setCookie?: string } | null> {
  if (!renewalDue(session)) return { session };
  if (via === "bearer") {
    await touchSession(env.DB, session.id);
    return { session };
  }
  const renewed = await renewSession(env.DB, session);
  if (!renewed) return null;
  const exp = Math.floor(Date.parse(renewed.expiresAt) / 1000);
  const token = await signToken(env, { sub: userId, jti: renewed.id, aud: session.audience, exp });
  return { session: renewed, setCookie: sessionCookie(env, session.audience, token, renewed.persistent ? renewed.expiresAt : undefined) };
}

/**
 * A credential's session for `audience`: the token verified, its session still live and the
 * token's own user's, kept alive (renewed when due). Staff and demo users differ only in `live`.
 */
async function liveFrom<U extends { id: string }>(
  env: AuthEnv,
  cred: Credential,
  audience: Audience,
  live: (db: AuthEnv["DB"], jti: string) => Promise<{ session: Session; user: U } | null>,
) {
  const claims = await verifyToken(env, cred.token, audience);
  if (!claims) return null;
  const found = await live(env.DB, claims.jti);
  if (!found || found.user.id !== claims.sub) return null;
  const kept = await keepAlive(env, found.session, found.user.id, cred.via);
  if (!kept) return null;
  return { user: found.user, session: { ...kept.session, via: cred.via }, setCookie: kept.setCookie };
}

async function staffFrom(env: AuthEnv, cred: Credential): Promise<StaffAuth | null> {
  const live = await liveFrom(env, cred, "staff", liveStaffSession);
  return live && { audience: "staff", ...live };
}

async function demoFrom(env: AuthEnv, cred: Credential): Promise<DemoAuth | null> {
  const live = await liveFrom(env, cred, "demo", liveDemoSession);
  return live && { audience: "demo", demoUser: live.user, session: live.session, setCookie: live.setCookie };
}

export interface StaffAuthOptions {
  /**
   * Also answer for a staff user who has yet to enrol their second factor (who may only enrol,
   * step up and sign out). Only the guards that send such a user to enrolment, and
   * sign-out, ask for it; everything else sees them as signed out.
   */
  unenrolled?: boolean;
}

const admitted = (auth: StaffAuth | null, options: StaffAuthOptions) => (auth && !options.unenrolled && mustEnrol(auth.user) ? null : auth);

/** The signed-in staff user, or null (no credential, or one that is invalid in any way, or not yet enrolled). */
export async function authenticateStaff(request: Request, env: AuthEnv, options: StaffAuthOptions = {}): Promise<StaffAuth | null> {
  const cred = credentialFor(request, env, "staff");
  return cred ? admitted(await staffFrom(env, cred), options) : null;
}

/** The signed-in demo user, or null. */
export async function authenticateDemo(request: Request, env: AuthEnv): Promise<DemoAuth | null> {
  const cred = credentialFor(request, env, "demo");
  return cred ? demoFrom(env, cred) : null;
}

/**
 * Either identity (sign-out and "who am I" serve both, as the spec's GET /api/login does).
 * A bearer token is tried as staff, then as demo; without one, the staff cookie, then the demo cookie.
 */
export async function authenticateAny(request: Request, env: AuthEnv, options: StaffAuthOptions = {}): Promise<StaffAuth | DemoAuth | null> {
  const bearer = bearerOf(request);
  if (bearer) {
    const cred = { token: bearer, via: "bearer" as const };
    const staff = await staffFrom(env, cred);
    return staff ? admitted(staff, options) : await demoFrom(env, cred);
  }
  const staffCookie = credentialFor(request, env, "staff");
  const staff = staffCookie ? admitted(await staffFrom(env, staffCookie), options) : null;
  return staff ?? (await authenticateDemo(request, env));
}

/**
 * Cookie-authenticated writes must come from our own pages. SameSite=Lax already keeps the
 * cookie off cross-site POSTs; this also refuses same-site but cross-origin senders (another
 * subdomain). Browsers send Origin on every POST/PUT/DELETE; API clients use bearer tokens.
 */
export function isCrossOriginWrite(request: Request, via: Via): boolean {
  if (via !== "cookie" || ["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

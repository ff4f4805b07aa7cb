import type { Context, MiddlewareHandler } from "hono";
import { type DemoAuth, type StaffAuth, authenticateAny, authenticateDemo, authenticateStaff, isCrossOriginWrite } from "../../server/auth/authenticate.server";
import { cookieName } from "../../server/auth/sessionCookies.server";
import { type Permission, can, mustEnrol } from "../../lib/auth/permissions";
import { recentlyReauthenticated } from "../../server/auth/sessions.server";
import { ApiError } from "../errors.server";
import type { ApiEnv } from "../types.server";
import { ENROL_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE, STEP_UP_REQUIRED_MESSAGE } from "../../lib/messages";

/**
 * API guards over the same authenticate*() as the Remix guards. A credential is
 * `Authorization: Bearer <token>` or the browser's session cookie.
 *
 *   router.get("/", staffAuth("users:manage"), (c) => c.json(c.get("user")));
 *
 * 401 'Session Expired- please log in' for a missing, expired, revoked, forged, wrong-audience
 * or unsigned token; 403 for a valid identity without the permission (or a cookie-carrying
 * write from another origin). A due cookie renewal is sent back on the response.
 */
const SESSION_EXPIRED = SESSION_EXPIRED_MESSAGE;

const enrolFirst = () => new ApiError(403, ENROL_REQUIRED_MESSAGE, [{ path: "enrol", message: ENROL_REQUIRED_MESSAGE }]);

const unauthorized = () => new ApiError(401, SESSION_EXPIRED, undefined, { "WWW-Authenticate": 'Bearer realm="api"', "Cache-Control": "no-store" });

function renewCookieAfter(c: Context<ApiEnv>, auth: StaffAuth | DemoAuth): void {
  if (!auth.setCookie) return;
  // A handler that set this audience's cookie itself (sign-out clearing it) has the last word.
  const own = `${cookieName(c.get("env"), auth.audience)}=`;
  if (c.res.headers.getSetCookie().some((v) => v.startsWith(own))) return;
  c.header("Set-Cookie", auth.setCookie, { append: true });
}

function guard(c: Context<ApiEnv>, auth: StaffAuth | DemoAuth): void {
  if (isCrossOriginWrite(c.req.raw, auth.session.via)) throw new ApiError(403, "Forbidden");
  c.set("session", auth.session);
  c.set("auth", auth);
  c.header("Cache-Control", "no-store");
}

export interface StaffAuthOptions {
  /** The route serves enrolment itself: an admin still without a second factor may use it. */
  enrolling?: boolean;
  /**
   * Managing users, roles, second factors or passwords: a step-up in this session within 15 minutes
   * (POST /api/reauth: the password and a code, or a passkey; the sign-in does not count; 0036).
   */
  stepUp?: boolean;
}

/**
 * A signed-in staff user (with `permission`, when given); sets c.var.user and c.var.session.
 * An admin without a second factor gets 403 everywhere but enrolment; a step-up
 * route without a recent proof answers 403 with `reauth: true` in the issues.
 */
export function staffAuth(permission?: Permission, options: StaffAuthOptions = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = await authenticateStaff(c.req.raw, c.get("env"), { unenrolled: true });
    if (!auth) throw unauthorized();
    guard(c, auth);
    if (!options.enrolling && mustEnrol(auth.user)) throw enrolFirst();
    if (permission && !can(auth.user.role, permission)) throw new ApiError(403, "Forbidden");
    if (options.stepUp && !recentlyReauthenticated(auth.session))
      throw new ApiError(403, STEP_UP_REQUIRED_MESSAGE, [{ path: "reauth", message: STEP_UP_REQUIRED_MESSAGE }]);
    c.set("user", auth.user);
    await next();
    renewCookieAfter(c, auth);
  };
}

/** A signed-in demo user; sets c.var.demoUser and c.var.session. */
export function demoAuth(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = await authenticateDemo(c.req.raw, c.get("env"));
    if (!auth) throw unauthorized();
    guard(c, auth);
    c.set("demoUser", auth.demoUser);
    await next();
    renewCookieAfter(c, auth);
  };
}

/**
 * Either identity; sets c.var.auth (and user or demoUser) and c.var.session. A staff user who has
 * yet to enrol gets 403 like everywhere else, except on sign-out (`{ signOut: true }`).
 */
export function anyAuth(options: { signOut?: boolean } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = await authenticateAny(c.req.raw, c.get("env"), { unenrolled: true });
    if (!auth) throw unauthorized();
    guard(c, auth);
    if (auth.audience === "staff" && !options.signOut && mustEnrol(auth.user)) throw enrolFirst();
    if (auth.audience === "staff") c.set("user", auth.user);
    else c.set("demoUser", auth.demoUser);
    await next();
    renewCookieAfter(c, auth);
  };
}

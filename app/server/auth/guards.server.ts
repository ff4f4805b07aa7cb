import type { Env } from "../platform/env.server";
import { type Permission, can, mustEnrol } from "../../lib/auth/permissions";
import { recentlyReauthenticated } from "./sessions.server";
import { STAFF_LOGIN_PATH } from "../../lib/auth/loginActionData";
import { type DemoAuth, type StaffAuth, authenticateDemo, authenticateStaff, isCrossOriginWrite } from "./authenticate.server";

/**
 * Guards for Remix loaders and actions: they return the identity or THROW a Response (a redirect
 * to sign in, or 403), so a loader reads top to bottom:
 *
 *   const { user } = await requirePermission(request, context.env, "users:manage");
 *
 * Layout loaders do not protect child routes (Remix runs them in parallel): every admin loader
 * and action calls a guard itself (a screen's permission through staffLoader/staffAction,
 * app/server/admin/staffRoute.server.ts). A guard may renew the session cookie (sliding expiry): layout
 * loaders send `auth.setCookie` back (see app/routes/admin.tsx).
 *
 * Plain Responses (not Remix helpers) keep this module framework-free; the Hono middleware in
 * app/api/middleware/auth.server.ts is the API's counterpart over the same authenticate*().
 */
type GuardEnv = Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV">;

export const STAFF_SIGN_IN_PATH = STAFF_LOGIN_PATH;
/** Where an admin without a second factor is sent, and where staff enrol. */
const ENROL_PATH = "/admin/two-factor";
/** Where a step-up (password or code again) is asked for. */
const REAUTH_PATH = "/admin/confirm";
const DEMO_SIGN_IN_PATH = "/demo";

/** The page to come back to after signing in: this request's path and query, minus Remix's own. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}

function redirectToSignIn(request: Request, signInPath: string): Response {
  const target = `${signInPath}?${new URLSearchParams({ redirectTo: returnPath(request) })}`;
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
}

const forbidden = (message = "Forbidden") => new Response(message, { status: 403, statusText: "Forbidden" });

/** The signed-in staff user, or null. Never throws for a bad token. */
export function getStaff(request: Request, env: GuardEnv): Promise<StaffAuth | null> {
  // Sign-in (to redirect a signed-in user) and sign-out: one who has yet to enrol counts too.
  return authenticateStaff(request, env, { unenrolled: true });
}

interface StaffGuardOptions {
  /** The enrolment page itself (and its layout): an admin without a second factor may see it. */
  enrolling?: boolean;
}

/**
 * A signed-in staff user, or a redirect to /admin/login?redirectTo=<this page>. An admin without
 * a second factor is sent to enrolment and can do nothing else until done.
 */
export async function requireStaff(request: Request, env: GuardEnv, options: StaffGuardOptions = {}): Promise<StaffAuth> {
  const auth = await authenticateStaff(request, env, { unenrolled: true });
  if (!auth) throw redirectToSignIn(request, STAFF_SIGN_IN_PATH);
  if (isCrossOriginWrite(request, auth.session.via)) throw forbidden();
  if (!options.enrolling && mustEnrol(auth.user)) throw redirectToSignIn(request, ENROL_PATH);
  return auth;
}

/** A staff user whose role has `permission`; anonymous → sign in, signed in without it → 403. */
export async function requirePermission(request: Request, env: GuardEnv, permission: Permission): Promise<StaffAuth> {
  const auth = await requireStaff(request, env);
  if (!can(auth.user.role, permission)) throw forbidden("You do not have permission to view this page");
  return auth;
}

/**
 * For managing users, roles, second factors and passwords: the password or a code proved within
 * the last 15 minutes; otherwise a redirect to the confirm page, which comes back.
 */
export function requireRecentAuth(request: Request, auth: StaffAuth): void {
  if (recentlyReauthenticated(auth.session)) return;
  const back = request.method === "GET" ? returnPath(request) : (request.headers.get("Referer") ?? "/admin");
  const path = back.startsWith("http") ? returnPath(new Request(back)) : back;
  throw new Response(null, { status: 302, headers: { Location: `${REAUTH_PATH}?${new URLSearchParams({ redirectTo: path })}`, "Cache-Control": "no-store" } });
}

/** The signed-in demo user, or null. */
export function getDemoUser(request: Request, env: GuardEnv): Promise<DemoAuth | null> {
  return authenticateDemo(request, env);
}

/** A signed-in demo user, or a redirect to the demo sign-in (/demo?redirectTo=<this page>). */
export async function requireDemoUser(request: Request, env: GuardEnv): Promise<DemoAuth> {
  const auth = await authenticateDemo(request, env);
  if (!auth) throw redirectToSignIn(request, DEMO_SIGN_IN_PATH);
  if (isCrossOriginWrite(request, auth.session.via)) throw forbidden();
  return auth;
}

/**
 * For sign-in and sign-out forms, which run before there is a session to check: refuses a
 * POST whose Origin is another site's (login CSRF would sign a victim into the attacker's account).
 */
export function assertSameOriginPost(request: Request): void {
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== new URL(request.url).origin) throw forbidden();
}

import { COOKIE_BASE_NAMES } from "../../lib/auth/sessionCookieNames";
import { hasAnyCookie } from "./cookies.server";

/**
 * The one rule for what may be cached, applied by server.ts to every response Remix makes, so
 * no route can get it wrong: a personalized response is `private, no-store` whatever the route
 * said. Personalized means any of
 *   - a path under /admin, /demo, /login or /logout (the staff and demo areas and their doors);
 *   - a request that carries a session cookie (its answer may depend on who is signed in);
 *   - a response that sets a cookie (it was made for this browser alone).
 * Routes choose the policy of everything else (app/lib/cache.ts for public pages).
 */
export const PRIVATE_NO_STORE = "private, no-store";

const PERSONAL_AREAS = ["/admin", "/demo", "/login", "/logout"];

export const isPersonalPath = (pathname: string) => PERSONAL_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

export const SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIE_BASE_NAMES).flatMap((name) => [name, `__Host-${name}`]));

/** True when the Cookie header holds a staff or demo session cookie (with or without `__Host-`). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return hasAnyCookie(cookieHeader, SESSION_COOKIE_NAMES);
}

function isPersonalized(request: Request, responseHeaders: Headers): boolean {
  return isPersonalPath(new URL(request.url).pathname) || hasSessionCookie(request.headers.get("Cookie")) || responseHeaders.has("Set-Cookie");
}

/** Adds a token to a comma-separated header (Vary) unless it is there already. */
function appendToken(headers: Headers, name: string, token: string): void {
  const current = headers.get(name);
  const tokens = (current ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes("*") || tokens.includes(token.toLowerCase())) return;
  headers.set(name, current ? `${current}, ${token}` : token);
}

/**
 * Enforces the rule on a response's headers. HTML also gets `Vary: Cookie`: a browser that
 * signs in must not be handed the copy it cached while signed out. An error page is never stored,
 * whatever its route said (a 404 thrown as data() reaches a route's headers() without
 * errorHeaders, so the route's public policy would otherwise apply).
 */
export function enforceCachePolicy(request: Request, headers: Headers, status = 200): void {
  const personalized = isPersonalized(request, headers);
  if (personalized) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    headers.delete("ETag");
  } else if (status >= 400 && /\bpublic\b|s-maxage/.test(headers.get("Cache-Control") ?? "")) {
    headers.set("Cache-Control", "no-store");
  }
  if (personalized || headers.get("Content-Type")?.startsWith("text/html")) appendToken(headers, "Vary", "Cookie");
}

import { type CookieOptions, parse, serialize } from "hono/utils/cookie";
import { BROWSER_WARNING_COOKIE } from "../../lib/browser";

/**
 * Every Cookie header the server reads and every Set-Cookie it writes goes through here, on Hono's
 * cookie helper (decision record 0045): one parser (first occurrence of a name wins, quoted values
 * unquoted, malformed pairs skipped) and one serialiser (which refuses a `__Host-` cookie that is
 * not Secure with Path=/). The browser writes two cookies itself with document.cookie (the
 * dismissed browser banner, the staff member's time zone): no cookie library reaches a public
 * page's JavaScript for those two lines.
 */

/**
 * A cookie's name on this site: `__Host-` where it is served over HTTPS (pinned to this exact host,
 * Secure, Path=/), the bare name locally (http://127.0.0.1 cannot set a Secure cookie).
 */
export const siteCookieName = (base: string, secure: boolean) => `${secure ? "__Host-" : ""}${base}`;

/** All cookies of a Cookie header, by name. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  return header ? parse(header) : {};
}

/** One cookie's value from a Cookie header (first occurrence), or undefined when absent or empty. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return (header ? parse(header, name)[name] : undefined) || undefined;
}

/** Whether the Cookie header carries any of these names (whatever their values). */
export function hasAnyCookie(header: string | null | undefined, names: ReadonlySet<string>): boolean {
  return Object.keys(parseCookies(header)).some((name) => names.has(name));
}

interface SetCookieOptions {
  httpOnly?: boolean;
  secure: boolean;
  sameSite?: "Lax" | "Strict";
  maxAge?: number;
  expires?: Date;
}

/** A Set-Cookie for the whole site (Path=/). A `__Host-` name must be Secure: the helper throws otherwise. */
export function setCookie(name: string, value: string, options: SetCookieOptions): string {
  return serialize(name, value, { path: "/", sameSite: "Lax", ...options } as CookieOptions & { secure: true; path: "/" });
}

/** A Set-Cookie that deletes the cookie: empty, Max-Age=0 and an Expires in the past. */
export function expiredCookie(name: string, options: Pick<SetCookieOptions, "httpOnly" | "secure">): string {
  return setCookie(name, "", { ...options, maxAge: 0, expires: new Date(0) });
}

/** A Set-Cookie header's cookie name and whether it deletes that cookie (Max-Age=0). */
export function setCookieParts(header: string): { name: string; deletes: boolean } {
  const [pair = "", ...attributes] = header.split(";");
  const name = pair.slice(0, Math.max(0, pair.indexOf("="))).trim();
  return { name, deletes: attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) };
}

/** Whether the visitor dismissed the outdated-browser banner this browser session (the banner is then left out). */
export function browserWarningDismissed(header: string | null | undefined): boolean {
  return readCookie(header, BROWSER_WARNING_COOKIE) === "dismissed";
}

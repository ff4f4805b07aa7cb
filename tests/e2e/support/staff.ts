import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signToken } from "../../../app/server/auth/tokens.server";
import { TOTP_STEP_SECONDS, stepAt, totpAt } from "../../../app/server/auth/totp.server";
import { parseDevVars } from "../../../scripts/lib/devVars.mjs";
import { execD1, queryD1, sqlString } from "./localD1";
import { testNow } from "../../support/testClock";

/**
 * The seeded admin and helpers for the staff-area specs.
 *
 * Two ways in, on purpose:
 *  - `signIn(page, user)` and `adminToken()` are for tests whose subject is something else (the
 *    blog, the inbox...). They open a session the way a successful sign-in does: a session row
 *    (through execD1, one statement) and a token signed with the e2e server's own secret and
 *    signer, as formToken.ts does for the contact form. No password, no code: admins must have
 *    a second factor and each 30-second code passes once, so ~300 tests signing the same admin
 *    in through the form would queue on the clock. The sign-in form itself is tested, with
 *    codes, by identity.spec.ts, shell-login.spec.ts and two-factor.spec.ts (signInWithForm).
 *  - `signInWithForm(page, user)` types email, password and, for an enrolled user, a code
 *    computed from their key for a 30-second step the server has not seen used (nextCode).
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
export interface StaffCredentials {
  email: string;
  password: string;
  /** The TOTP key (base32) of an enrolled user. */
  totpSecret?: string;
}
export const ADMIN: StaffCredentials & { totpSecret: string } = {
  email: vars.ADMIN_EMAIL!,
  password: vars.ADMIN_PASSWORD!,
  totpSecret: vars.ADMIN_TOTP_SECRET!,
};

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

// The e2e server signs with .dev.vars' secret and names wrangler.toml's SITE_URL as issuer.
const SITE_URL = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))![1]!;
const signingEnv = { SESSION_SECRET: vars.SESSION_SECRET!, SITE_URL };
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`;
const STAFF_COOKIE = "meridian_staff"; // APP_ENV=development: no __Host- prefix (sessionCookies.server.ts)

function staffRow(email: string) {
  const [row] = queryD1<{ id: string; totp_last_step: number }>(`SELECT id, totp_last_step FROM staff_users WHERE email = ${sqlString(email.toLowerCase())}`);
  if (!row) throw new Error(`No staff user ${email}`);
  return row;
}

/**
 * A session for `email` as a sign-in with the second factor opens it, followed by a step-up with
 * both factors (a sign-in alone is not one: decision record 0036), and its bearer token. 12 hours, like the browser-session max.
 */
export async function mintStaffToken(email: string): Promise<string> {
  const { id: userId } = staffRow(email);
  const id = crypto.randomUUID();
  const now = testNow().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const expires = now + 12 * 3600 * 1000;
  await execD1(
    `INSERT INTO sessions (id, audience, staff_user_id, persistent, created_at, expires_at, last_seen_at, second_factor, reauth_at)
     VALUES (${sqlString(id)}, 'staff', ${sqlString(userId)}, 0, ${sqlString(iso(now))}, ${sqlString(iso(expires))}, ${sqlString(iso(now))}, 1, ${sqlString(iso(now))})`,
  );
  return signToken(signingEnv, { sub: userId, jti: id, aud: "staff", exp: Math.floor(expires / 1000) });
}

/** Signs the browser in as `user` (a minted session, see above) and opens /admin. */
export async function signIn(page: Page, user: StaffCredentials = ADMIN) {
  await signInAt(page, "/admin", user);
}

/**
 * Signs the browser in as `user` (a minted session, see above) and opens `path` straight away: a
 * test whose subject is another screen need not load the dashboard first.
 */
export async function signInAt(page: Page, path: string, user: StaffCredentials = ADMIN) {
  const token = await mintStaffToken(user.email);
  await page.context().addCookies([{ name: STAFF_COOKIE, value: token, url: ORIGIN, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(path);
  if (path === "/admin") await expect(page).toHaveURL("/admin", { timeout: 15_000 });
  // Signed in: not sent to the sign-in page (nor, for a user without a second factor, to enrolment).
  else expect(new URL(page.url()).pathname).not.toMatch(/^\/admin\/(login|two-factor)$/);
}

/** A browser context of its own without JavaScript, from `ip`, signed in as `user` (on /admin). */
export async function signedInWithoutJs(browser: Browser, ip: string, user: StaffCredentials = ADMIN) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

/**
 * A code the server will accept now for an enrolled user: the current 30-second step, or the
 * next one (within the server's ±1 step window) when the current one was already used. If both
 * were, it waits for the clock to reach the step after (at most one step): each step passes once.
 */
export async function nextCode(user: StaffCredentials): Promise<string> {
  if (!user.totpSecret) throw new Error(`${user.email} has no second factor`);
  const { totp_last_step: last } = staffRow(user.email);
  const step = Math.max(last + 1, stepAt(testNow().getTime()));
  const waitMs = (step - 1) * TOTP_STEP_SECONDS * 1000 - testNow().getTime();
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs + 50));
  return totpAt(user.totpSecret, step * TOTP_STEP_SECONDS * 1000);
}

/** The real form at /admin/login: email and password, then (enrolled users) the code. Ends on `expectUrl`. */
export async function signInWithForm(page: Page, user: StaffCredentials, options: { remember?: boolean; expectUrl?: string | RegExp } = {}) {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  if (options.remember) await page.getByLabel(/Keep me signed in/).check();
  await page.getByRole("button", { name: "Log In" }).click();
  if (user.totpSecret) {
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    await code.fill(await nextCode(user));
    await page.getByRole("button", { name: "Log In" }).click();
  }
  if (options.expectUrl !== undefined) await expect(page).toHaveURL(options.expectUrl, { timeout: 15_000 });
}

/** A bearer token of the seeded admin (minted: see above). */
export async function adminToken(_request?: APIRequestContext): Promise<string> {
  return mintStaffToken(ADMIN.email);
}

/**
 * A new staff user added through the API, enrolled in the second factor as every staff user must
 * be: its own key and recovery codes, so no test waits on another's codes.
 * `{ enrol: false }` leaves it without one (it can then only enrol).
 */
export async function createUser(request: APIRequestContext, role: "admin" | "editor"): Promise<EnrolledUser>;
export async function createUser(request: APIRequestContext, role: "admin" | "editor", options: { enrol: false }): Promise<NewUser>;
export async function createUser(request: APIRequestContext, role: "admin" | "editor", options: { enrol?: boolean } = {}): Promise<NewUser | EnrolledUser> {
  const user: NewUser = {
    email: `${unique(role)}@meridian-fs.example`,
    name: `E2E ${role} ${unique("n")}`,
    role,
    password: `pw-${unique("secret")}`,
  };
  const res = await request.post("/api/add-user", { data: user, headers: { Authorization: `Bearer ${await adminToken()}` } });
  expect(res.status()).toBe(201);
  return options.enrol === false ? user : enrolUser(request, user);
}

type NewUser = StaffCredentials & { name: string; role: "admin" | "editor" };
type EnrolledUser = NewUser & { totpSecret: string; recoveryCodes: string[] };

/**
 * Turns on `user`'s second factor through the API (password, then a code from the new key) and
 * returns the user with the key and the ten recovery codes.
 */
export async function enrolUser<T extends StaffCredentials>(request: APIRequestContext, user: T): Promise<T & { totpSecret: string; recoveryCodes: string[] }> {
  const headers = { Authorization: `Bearer ${await mintStaffToken(user.email)}` };
  const setup = await request.post("/api/2fa/setup", { data: { password: user.password }, headers });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post("/api/2fa/confirm", { data: { code: await totpAt(secret, testNow().getTime()) }, headers });
  expect(confirm.status()).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { ...user, totpSecret: secret, recoveryCodes };
}

/** Records every JavaScript dialog that opens (an XSS payload that ran); assert it stays empty. */
export function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on("dialog", async (d) => {
    fired.push(d.message());
    await d.dismiss();
  });
  return fired;
}

/** The admin page's own status message (not the shell's loading overlay, which is a status too). */
export const statusMessage = (page: Page) => page.locator(".admin-body [role=status]");

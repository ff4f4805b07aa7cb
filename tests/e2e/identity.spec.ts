import { type BrowserContext, type Page, expect, test } from "./support/appTest";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { axeViolations, openInApp } from "./support/axe";
import { ADMIN, type StaffCredentials, createUser, mintStaffToken, nextCode, signIn as openSession, signInWithForm, unique } from "./support/staff";

// The seeded demo account (scripts/seed.ts reads the same file).
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
const DEMO = { username: vars.DEMO_USERNAME!, password: vars.DEMO_PASSWORD! };

// Sign-in failures count per client address; this file's requests get their own, so its
// failures never lock out another spec's browser (they share one server and database).
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.6.1" } });

const MINUTE = 60;

/** The real form (and, for an enrolled user, its second step with a fresh code). */
const signIn = (page: Page, user: StaffCredentials, options: { remember?: boolean } = {}) => signInWithForm(page, user, options);

/** A new admin, enrolled in the second factor through the API: its own codes, so no test waits on another's. */
const enrolledAdmin = async (request: Parameters<typeof createUser>[0]) => createUser(request, "admin");

async function staffCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "meridian_staff");
}

test.describe("staff sign-in", () => {
  test("an anonymous visit to /admin goes to /admin/login with the page to return to; the seeded admin signs in with a code", async ({ page }) => {
    await page.goto("/admin/users?sort=name");
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fusers%3Fsort%3Dname");
    await expect(page).toHaveTitle("Employee Log In | Meridian Financial Software");
    // An admin URL: no public header or footer (R-SHELL).
    await expect(page.locator("header.site-header, footer")).toHaveCount(0);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL("/admin/users?sort=name");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  });

  test("without remember-me the cookie is HttpOnly, SameSite=Lax and ends with the browser session", async ({ page, context, request }) => {
    const admin = await enrolledAdmin(request);
    await signIn(page, admin);
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { name: `Welcome, ${admin.name}` })).toBeVisible();
    await expect(page.getByText(`Signed in as ${admin.name} (Administrator)`)).toBeVisible();
    const cookie = await staffCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false, expires: -1 });
    expect(await page.evaluate(() => document.cookie)).not.toContain("meridian_staff");
  });

  test("remember-me keeps a persistent cookie within 30 minutes idle and 12 hours (ASVS level 2), only after the second factor", async ({
    page,
    context,
    request,
    browser,
  }) => {
    await signIn(page, await enrolledAdmin(request), { remember: true });
    await expect(page).toHaveURL("/admin");
    const cookie = await staffCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const ttl = cookie!.expires - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(30 * MINUTE - 120);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);

    // A user without a second factor asking to be remembered gets a browser-session cookie (and enrolment).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.6.1" } });
    const page2 = await other.newPage();
    await signIn(page2, await createUser(request, "editor", { enrol: false }), { remember: true });
    await expect(page2).toHaveURL("/admin/two-factor?redirectTo=%2Fadmin");
    expect(await staffCookie(other)).toMatchObject({ expires: -1 });
    await other.close();
  });

  test("shows a spinner while signing in", async ({ page, request }) => {
    const user = await createUser(request, "editor");
    await page.goto("/admin/login");
    await page.route("**/login.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Logging in…" })).toBeVisible();
    await page.getByLabel("Authentication code").fill(await nextCode(user));
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Logging in…" })).toBeVisible();
    await expect(page).toHaveURL("/admin");
  });

  test("a wrong password and an unknown account get the same message", async ({ page }) => {
    await signIn(page, { email: ADMIN.email, password: "not-the-password" });
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Invalid email or password");
    await expect(alert).toBeFocused();
    await signIn(page, { email: "nobody@meridian-fs.example", password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login/);
  });

  test("logging out returns home and revokes the session: the old cookie no longer works", async ({ page, context, browser, request }) => {
    await signIn(page, await enrolledAdmin(request), { remember: true });
    await expect(page).toHaveURL("/admin");
    const old = (await staffCookie(context))!;
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    expect(await staffCookie(context)).toBeUndefined();

    // Replay the saved cookie from a fresh browser: the session is gone server-side.
    const replay = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.6.1" } });
    await replay.addCookies([old]);
    const again = await replay.newPage();
    await again.goto("/admin");
    await expect(again).toHaveURL("/admin/login?redirectTo=%2Fadmin");
    const api = await again.request.get("/api/checklogin");
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ error: "Session Expired- please log in" });
    await replay.close();
  });

  test("signing in works without JavaScript, the code as a second step", async ({ browser, request }) => {
    const admin = await enrolledAdmin(request);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { "CF-Connecting-IP": "198.18.6.2" },
    });
    const page = await context.newPage();
    await page.goto("/admin/profile");
    await signIn(page, { email: admin.email, password: "wrong-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    // Without JavaScript the second step asks for all three (the page never echoes the password).
    await signIn(page, { email: admin.email, password: admin.password });
    await expect(page.getByLabel("Authentication code")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByLabel("Authentication code").fill(await nextCode(admin));
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/admin/profile");
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await context.close();
  });
});

test.describe("lockout", () => {
  test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.6.66" } });

  test("five failures lock the account for 15 minutes; its owner still signs in with the password and a code", async ({ page, request }) => {
    const user = await createUser(request, "editor");
    for (let i = 1; i <= 4; i++) {
      await signIn(page, { email: user.email, password: `wrong-${i}` });
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    await signIn(page, { email: user.email, password: "wrong-5" });
    await expect(page.getByRole("alert")).toHaveText("Too many failed sign-in attempts. Please try again in 15 minutes.");
    // Locked: the right password alone is not enough, and the form asks for a code with it.
    await signIn(page, { email: user.email, password: user.password });
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\. If this is your account, enter your password and the code from your authenticator app \(or a recovery code\) to sign in now\.$/,
    );
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Authentication code").fill(await nextCode(user));
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/admin");
  });
});

test.describe("demo users", () => {
  test("sign in at /demo and sign out back to /demo", async ({ page, context }) => {
    await page.goto("/demo");
    await expect(page.getByRole("heading", { name: "Product Demos" })).toBeVisible();
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Dana Prospect" })).toBeVisible();
    await expect(page).toHaveURL("/demo");
    const cookie = (await context.cookies()).find((c) => c.name === "meridian_demo");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", expires: -1 });
    // The demo identity does not open the staff area.
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin");

    await page.goto("/demo");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/demo");
    await expect(page.getByRole("heading", { name: "Product Demos" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "meridian_demo")).toBeUndefined();
    // The old token is revoked too.
    const res = await page.request.get("/api/checklogin", { headers: { Authorization: `Bearer ${cookie!.value}` } });
    expect(res.status()).toBe(401);
  });

  test("a wrong demo password shows an error", async ({ page }) => {
    await page.goto("/demo");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  });
});

test.describe("user management", () => {
  test("an admin adds a user, confirms a deletion, and cannot delete themselves", async ({ page }) => {
    await openSession(page, ADMIN);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL("/admin/users");
    const me = page.getByRole("row").filter({ hasText: ADMIN.email });
    await expect(me).toContainText("(you)");
    await expect(me.getByRole("button")).toHaveCount(0);

    await page.getByRole("link", { name: "Add user" }).click();
    const email = `${unique("new")}@meridian-fs.example`;
    await page.getByLabel("Name").fill("Nora Newhire");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Role").selectOption("editor");
    await page.getByLabel("Initial password").fill("too-short");
    await page.getByRole("button", { name: "Add user" }).click();
    await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
    await page.getByLabel("Initial password").fill("long-enough-password");
    await page.getByRole("button", { name: "Add user" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?added=/);
    await expect(page.locator(".form-success")).toHaveText(`Added ${email}. They can sign in now.`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Editor");

    // The confirm step: Cancel keeps the user.
    await row.getByRole("button", { name: `Delete Nora Newhire (${email})` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Nora Newhire?" });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole("heading", { name: "Delete Nora Newhire?" })).toBeFocused();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: /^Delete Nora/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete user" }).click();
    await expect(page.locator(".form-success")).toHaveText(`Deleted ${email}.`);
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

    // A hand-made request to delete yourself is refused too.
    const adminId = (await (await page.request.get("/api/checklogin")).json()).UserID;
    const res = await page.request.post("/admin/users?index", { form: { intent: "delete", id: adminId }, headers: { Origin: new URL(page.url()).origin } });
    expect(res.status()).toBe(409);
    expect(await res.text()).toContain("You cannot delete your own account");
  });
  // An editor's side (no Users link, 403 on the screen): blog.spec.ts's editor test.
});

test.describe("profile", () => {
  test("changing the password needs the current one and signs out the user's other sessions", async ({ page, request }) => {
    const user = await createUser(request, "editor");
    // The other session is opened as a sign-in opens it (support/staff.ts), not with a code: the
    // user's next code then stays free for the sign-in with the new password at the end, which
    // would otherwise wait for the clock's next 30-second step.
    const otherToken = await mintStaffToken(user.email);

    await openSession(page, user);
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/admin/profile");

    await page.getByLabel("Name").fill("Renamed Person");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.locator(".form-success")).toHaveText("Your name was saved.");
    await expect(page.getByText("Signed in as Renamed Person")).toBeVisible();

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("a-new-long-password");
    await page.getByLabel("Confirm new password").fill("a-new-long-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Current password is incorrect");

    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("a-new-long-password");
    await page.getByLabel("Confirm new password").fill("a-new-long-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator(".form-success")).toHaveText("Your password was changed. Your other sessions were signed out.");
    await expect(page.getByLabel("Current password")).toHaveValue("");

    // This session lives on; the other one is over.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    const check = await request.get("/api/checklogin", { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(check.status()).toBe(401);
    expect((await request.post("/api/login", { data: { email: user.email, password: user.password } })).status()).toBe(401);
    expect((await request.post("/api/login", { data: { email: user.email, password: "a-new-long-password", code: await nextCode(user) } })).status()).toBe(200);
  });
});

test.describe("accessibility", () => {
  test("the sign-in pages and admin screens have no axe violations", async ({ page }) => {
    // A ceiling, not a speed check: nine axe scans took 2.8 minutes at load 15-22 on 2 cores.
    test.setTimeout(300_000);
    for (const path of ["/admin/login", "/demo"]) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
    await openSession(page, ADMIN); // opens /admin
    expect(await axeViolations(page)).toEqual([]);
    // The other screens as the staff area's links open them: the app is already running.
    for (const path of ["/admin/users", "/admin/users/new", "/admin/profile", "/admin/two-factor", "/admin/audit"]) {
      await openInApp(page, path);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

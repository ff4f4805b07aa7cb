import { expect, test } from "./support/appTest";
import { totpAt } from "../../app/server/auth/totp.server";
import { execD1, sqlString } from "./support/localD1";
import { adminToken, createUser, nextCode, signIn, signInWithForm, signInAt } from "./support/staff";
import { testNow } from "../support/testClock";

// Sign-in failures count per client address: this file's own.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.16.1" } });

test("a new admin is taken to enrolment after the password, can do nothing else, and enrols with the QR code's key", async ({ page }) => {
  const admin = await createUser(page.request, "admin", { enrol: false });
  await signInWithForm(page, admin);
  await expect(page).toHaveURL("/admin/two-factor?redirectTo=%2Fadmin");
  await expect(page.getByText("Staff accounts must use two-factor sign-in")).toBeVisible();
  // Nothing else opens: pages send back here, the API refuses.
  await page.goto("/admin/users");
  await expect(page).toHaveURL("/admin/two-factor?redirectTo=%2Fadmin%2Fusers");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Two-factor sign-in"]);
  const api = await page.request.get("/api/users");
  expect(api.status()).toBe(403);

  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator(".totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code does not match");
  await page.getByLabel("Code from the app").fill(await totpAt(secret, testNow().getTime()));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
});

test("a recovery code signs in once; the same code again is refused", async ({ browser, request }) => {
  const admin = await createUser(request, "admin");
  const [recovery] = admin.recoveryCodes;
  for (const expected of ["ok", "refused"] as const) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.16.2" } });
    const page = await context.newPage();
    await signInWithForm(page, { email: admin.email, password: admin.password });
    await page.getByLabel("Authentication code").fill(recovery!.toUpperCase());
    await page.getByRole("button", { name: "Log In" }).click();
    if (expected === "ok") await expect(page).toHaveURL("/admin");
    else await expect(page.getByRole("alert")).toContainText("That code is not valid");
    await context.close();
  }
});

test("the API signs in with and without a code: no token without it, none with a wrong one, a token with the right one", async ({ request }) => {
  const admin = await createUser(request, "admin");
  const login = (extra: object) => request.post("/api/login", { data: { email: admin.email, password: admin.password, ...extra } });
  const missing = await login({});
  expect(missing.status()).toBe(401);
  expect(await missing.json()).not.toHaveProperty("token");
  const wrong = await login({ code: "123456" === (await nextCode(admin)) ? "654321" : "123456" });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).not.toHaveProperty("token");
  const ok = await login({ code: await nextCode(admin) });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).token).toBeTruthy();
});

test("an admin's reset of a user's second factor ends that user's sessions", async ({ request }) => {
  const editor = await createUser(request, "editor");
  const signedIn = await request.post("/api/login", { data: { email: editor.email, password: editor.password, code: await nextCode(editor) } });
  expect(signedIn.status()).toBe(200);
  const token = (await signedIn.json()).token as string;
  const id = (await (await request.get("/api/checklogin", { headers: { Authorization: `Bearer ${token}` } })).json()).UserID as string;
  const reset = await request.delete(`/api/users/${id}/2fa`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  expect(reset.status()).toBe(200);
  expect((await request.get("/api/checklogin", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  // Without a second factor again, the password alone opens a session that can only enrol.
  const again = await request.post("/api/login", { data: { email: editor.email, password: editor.password } });
  expect(again.status()).toBe(200);
  expect((await request.get("/api/profile", { headers: { Authorization: `Bearer ${(await again.json()).token}` } })).status()).toBe(403);
});

test("an admin resets a user's second factor from the users screen: the row says Off and the user is signed out", async ({ page, request }) => {
  const editor = await createUser(request, "editor");
  const signedIn = await request.post("/api/login", { data: { email: editor.email, password: editor.password, code: await nextCode(editor) } });
  const token = (await signedIn.json()).token as string;
  await signInAt(page, "/admin/users");
  const row = page.getByRole("row").filter({ hasText: editor.email });
  await expect(row.getByRole("cell").nth(3)).toHaveText("On");
  await row.getByRole("button", { name: `Reset second factor of ${editor.name} (${editor.email})` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reset the second factor" })).toHaveText(
    `Reset the second factor of ${editor.email}: they were signed out, and set it up again at their next sign-in.`,
  );
  await expect(row.getByRole("cell").nth(3)).toHaveText("Off");
  await expect(row.getByRole("button", { name: /Reset second factor/ })).toHaveCount(0);
  expect((await request.get("/api/checklogin", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test("managing users asks for the password and a code again (the sign-in does not count), then returns to the page", async ({ page }) => {
  const admin = await createUser(page.request, "admin");
  // A session as a sign-in opens it (support/staff.ts; the form is this file's first test's): a
  // code spent on the form would leave the step-up below waiting for the clock's next 30 s step.
  await signIn(page, admin);
  // The sign-in was 16 minutes ago, as far as the step-up is concerned.
  await execD1(
    `UPDATE sessions SET reauth_at = ${sqlString(new Date(testNow().getTime() - 16 * 60_000).toISOString())}
     WHERE staff_user_id = (SELECT id FROM staff_users WHERE email = ${sqlString(admin.email)})`,
  );
  await page.goto("/admin/users/new");
  await expect(page).toHaveURL("/admin/confirm?redirectTo=%2Fadmin%2Fusers%2Fnew");
  // Both factors (decision record 0036): the password alone is not enough.
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter your password and a code");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByLabel("Authentication code").fill(await nextCode(admin));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password or code is not right");
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByLabel("Authentication code").fill(await nextCode(admin));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/admin/users/new");
  await expect(page.getByRole("heading", { name: "Add User" })).toBeVisible();
});

test("the audit log shows sign-ins with the address, filtered by action and person", async ({ page, request }) => {
  const editor = await createUser(request, "editor");
  const other = await request.post("/api/login", { data: { email: editor.email, password: "wrong-password" } });
  expect(other.status()).toBe(401);
  await signInAt(page, `/admin/audit?action=signin.failure&actor=${encodeURIComponent(editor.email)}`);
  const row = page.getByRole("row").filter({ hasText: editor.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Sign-in failed");
  await expect(row).toContainText("wrong password");
  await expect(row).toContainText("198.18.16.1");
  const bad = await page.goto("/admin/audit?from=not-a-date");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Check the filters");
});

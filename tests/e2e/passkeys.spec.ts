import { expect, test } from "./support/appTest";
import { COOKIE_BASE_NAMES } from "../../app/lib/auth/sessionCookieNames";
import { execD1, queryD1, sqlString } from "./support/localD1";
import { LOCAL_ORIGIN, addVirtualAuthenticator, credentialsOf, removeVirtualAuthenticator } from "./support/passkeys";
import { createUser, mintStaffToken } from "./support/staff";

/**
 * staff passkeys in real Chromium with its virtual authenticator (CDP WebAuthn):
 * several per account with names, sign-in with one (both factors), the step-up with one, removal
 * behind a step-up. Point 4: the passkey is offered first where the browser has passkeys, and not
 * at all where it has none.
 */
test.use({ baseURL: LOCAL_ORIGIN, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.32.1" } });

type Page = Parameters<Parameters<typeof test>[2]>[0]["page"];

async function signInMinted(page: Page, email: string) {
  const token = await mintStaffToken(email);
  await page.context().addCookies([{ name: COOKIE_BASE_NAMES.staff, value: token, url: LOCAL_ORIGIN, httpOnly: true, sameSite: "Lax" }]);
}

const passkeysOf = (userId: string) =>
  queryD1<{ name: string; counter: number; last_used_at: string | null }>(
    `SELECT name, counter, last_used_at FROM passkeys WHERE staff_user_id = ${sqlString(userId)} ORDER BY created_at`,
  );
const userIdOf = (email: string) => queryD1<{ id: string }>(`SELECT id FROM staff_users WHERE email = ${sqlString(email)}`)[0]!.id;
/** Makes the user's sessions' last proof of identity old, so the next sensitive change asks for a step-up. */
const staleStepUp = (userId: string) =>
  execD1(`UPDATE sessions SET reauth_at = '2000-01-01T00:00:00.000Z' WHERE staff_user_id = ${sqlString(userId)} AND audience = 'staff'`);

async function addPasskey(page: Page, name: string) {
  await page.getByLabel("Device or key").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(name, { exact: true })).toBeVisible();
}

test("a staff user adds two named passkeys, signs in with one, confirms with one and removes one after a step-up", async ({ page }) => {
  const user = await createUser(page.request, "editor");
  const userId = userIdOf(user.email);
  await signInMinted(page, user.email);

  // Registration: two passkeys on two authenticators (one device cannot hold two for one account).
  const laptop = await addVirtualAuthenticator(page);
  await page.goto("/admin/profile");
  await expect(page.getByText("No passkeys yet")).toBeVisible();
  await addPasskey(page, "Work laptop");
  expect(await credentialsOf(laptop)).toHaveLength(1);
  await removeVirtualAuthenticator(laptop);
  const key = await addVirtualAuthenticator(page);
  await addPasskey(page, "Backup key");
  expect(passkeysOf(userId).map((p) => p.name)).toEqual(["Work laptop", "Backup key"]);
  const [stored] = await credentialsOf(key);
  expect(stored!.isResidentCredential).toBe(true);

  // Sign-in: no e-mail, no password, no code: the passkey is both factors.
  await page.context().clearCookies();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fprofile");
  const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(passkeyButton).toBeVisible();
  // Offered first: the passkey button comes before the e-mail field.
  const [buttonBox, emailBox] = [await passkeyButton.boundingBox(), await page.getByLabel("Email").boundingBox()];
  expect(buttonBox!.y).toBeLessThan(emailBox!.y);
  await passkeyButton.click();
  await expect(page).toHaveURL("/admin/profile");
  const session = queryD1<{ second_factor: number }>(
    `SELECT second_factor FROM sessions WHERE staff_user_id = ${sqlString(userId)} AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
  )[0]!;
  expect(session.second_factor).toBe(1);
  expect(passkeysOf(userId)[1]!.last_used_at).not.toBeNull();
  const signins = queryD1<{ detail: string }>(`SELECT detail FROM staff_audit WHERE actor_id = ${sqlString(userId)} AND action = 'signin.success'`);
  expect(signins.map((r) => r.detail)).toContain("with passkey");

  // Removal needs a step-up: the confirm page offers the passkey first, then the removal goes through.
  await staleStepUp(userId);
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(page).toHaveURL(/\/admin\/confirm\?redirectTo=%2Fadmin%2Fprofile/);
  await page.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(page).toHaveURL("/admin/profile");
  const reauths = queryD1<{ detail: string }>(`SELECT detail FROM staff_audit WHERE actor_id = ${sqlString(userId)} AND action = 'reauth.success'`);
  expect(reauths.map((r) => r.detail)).toContain("passkey");
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey “Work laptop” removed." })).toBeVisible();
  expect(passkeysOf(userId).map((p) => p.name)).toEqual(["Backup key"]);
  const removed = queryD1<{ detail: string }>(`SELECT detail FROM staff_audit WHERE actor_id = ${sqlString(userId)} AND action = 'passkey.remove'`);
  expect(removed.map((r) => r.detail)).toEqual(["Work laptop"]);
});

test("the step-up through the API takes a passkey; a challenge answers once, and only the session it was made for", async ({ page }) => {
  const user = await createUser(page.request, "editor");
  const userId = userIdOf(user.email);
  await signInMinted(page, user.email);
  await addVirtualAuthenticator(page);
  await page.goto("/admin/profile");
  await addPasskey(page, "Laptop");
  await staleStepUp(userId);
  // The ceremony by hand in the page (navigator.credentials.get), then POST /api/reauth as an API client would.
  const options = await page.request.post("/api/reauth/options", { data: {} });
  expect(options.status()).toBe(200);
  const assertion = await page.evaluate(
    async (json) => {
      const o = JSON.parse(json) as { challenge: string; rpId: string; allowCredentials: { id: string; type: "public-key" }[] };
      const fromB64 = (s: string) =>
        Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4)), (c) => c.charCodeAt(0));
      const toB64 = (b: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(b)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const cred = (await navigator.credentials.get({
        publicKey: {
          challenge: fromB64(o.challenge),
          rpId: o.rpId,
          userVerification: "required",
          allowCredentials: o.allowCredentials.map((c) => ({ type: "public-key" as const, id: fromB64(c.id) })),
        },
      })) as PublicKeyCredential;
      const r = cred.response as AuthenticatorAssertionResponse;
      return {
        id: cred.id,
        rawId: toB64(cred.rawId),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: toB64(r.clientDataJSON),
          authenticatorData: toB64(r.authenticatorData),
          signature: toB64(r.signature),
          ...(r.userHandle ? { userHandle: toB64(r.userHandle) } : {}),
        },
      };
    },
    JSON.stringify(await options.json()),
  );
  // Another session of the same user cannot spend this session's challenge.
  const other = await page.request.post("/api/reauth", {
    data: { passkey: assertion },
    headers: { Authorization: `Bearer ${await mintStaffToken(user.email)}` },
  });
  expect(other.status()).toBe(400);
  // Its own session can, once.
  const own = await page.request.post("/api/reauth", { data: { passkey: assertion } });
  expect(own.status()).toBe(200);
  const replay = await page.request.post("/api/reauth", { data: { passkey: assertion } });
  expect(replay.status()).toBe(400);
});

test("without passkeys in the browser there is no passkey button: the password form is the screen", async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without WebAuthn.
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto("/admin/login");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  await expect(page.getByRole("button", { name: /passkey/i })).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`the staff sign-in at ${width} px offers the passkey first`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await expect(page.getByText("or use your password and code")).toBeVisible();
    await page.screenshot({ path: `test-results/passkeys-staff-login-${width}.png`, fullPage: true });
  });
}

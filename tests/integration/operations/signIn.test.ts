import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { passkeySignInOptions, signInStaffWithPasskey } from "../../../app/server/auth/passkeys.server";
import { signInStaff } from "../../../app/server/auth/signIn.server";
import { relyingParty } from "../../../app/server/auth/webauthn.server";
import { appEnv, codeAt, createStaff, type TestStaff } from "../auth";
import { auditRows, count, whileActionRefused, whileAuditRefused, whileRefused } from "./atomicity";
import { newPasskey, passkeyAssertion } from "./softAuthenticator";

/**
 * A successful staff sign-in (decision record 0020): the session, the sign-in time and
 * the audit rows (signin.success, and 2fa.recovery_used for a recovery code) are one batch. When
 * the audit row cannot be written no session opens; when the session cannot be written no row says
 * it did.
 */
const liveSessions = (userId: string) => count("SELECT count(*) AS n FROM sessions WHERE staff_user_id = ?1", userId);
const lastLogin = async (userId: string) =>
  (await env.DB.prepare("SELECT last_login_at FROM staff_users WHERE id = ?1").bind(userId).first<{ last_login_at: string | null }>())?.last_login_at;
const rowsOf = async (action: string, user: Pick<TestStaff, "id">) => (await auditRows(action)).filter((r) => r.actor_id === user.id);

describe("the password sign-in: session and audit row together", () => {
  it("opens no session when its audit row cannot be written, then both together", async () => {
    const editor = await createStaff("editor");
    const error = await whileAuditRefused(async () =>
      signInStaff(appEnv(), { email: editor.email, password: editor.password, code: await codeAt(editor, Date.now()), remember: false }, "198.18.92.1"),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await liveSessions(editor.id)).toBe(0);
    expect(await lastLogin(editor.id)).toBeNull();
    expect(await rowsOf("signin.success", editor)).toEqual([]);

    const done = await signInStaff(
      appEnv(),
      { email: editor.email, password: editor.password, code: await codeAt(editor, Date.now() + 30_000), remember: false },
      "198.18.92.1",
    );
    expect(done).toMatchObject({ ok: true });
    expect(await liveSessions(editor.id)).toBe(1);
    expect(await lastLogin(editor.id)).toBeTruthy();
    expect(await rowsOf("signin.success", editor)).toEqual([expect.objectContaining({ detail: "with authenticator code", ip: "198.18.92.1" })]);
  });

  it("writes no audit row when the session cannot be written (the first statement of the batch)", async () => {
    const unenrolled = await createStaff("editor", { secondFactor: false });
    const error = await whileRefused("sessions", "INSERT", () =>
      signInStaff(appEnv(), { email: unenrolled.email, password: unenrolled.password, remember: false }, "198.18.92.2"),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await rowsOf("signin.success", unenrolled)).toEqual([]);
    expect(await lastLogin(unenrolled.id)).toBeNull();
  });

  it("with a recovery code: neither row nor the session when the success row cannot be written", async () => {
    const admin = await createStaff("admin");
    const recovery = "abcd-efgh-ijkl";
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("abcdefghijkl")))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    await env.DB.prepare("INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?1, ?2)").bind(admin.id, hash).run();
    // The success row is the batch's last statement: refusing it must take the recovery code's row and the session with it.
    const error = await whileActionRefused("signin.success", () =>
      signInStaff(appEnv(), { email: admin.email, password: admin.password, code: recovery, remember: false }, "198.18.92.3"),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await liveSessions(admin.id)).toBe(0);
    expect(await rowsOf("2fa.recovery_used", admin)).toEqual([]);
  });
});

describe("the passkey sign-in: passkey use, session and audit row together", () => {
  it("opens no session and keeps the passkey's counter when the audit row cannot be written", async () => {
    const admin = await createStaff("admin");
    const passkey = await newPasskey(admin.id);
    const signIn = async () => {
      const url = "http://localhost/api/passkeys/signin";
      const { options, setCookie } = await passkeySignInOptions(appEnv(), new Request(url), "staff");
      const request = new Request(url, { headers: { Cookie: setCookie.split(";")[0]! } });
      const response = await passkeyAssertion(passkey, relyingParty(appEnv(), request), options.challenge);
      return signInStaffWithPasskey(appEnv(), request, { response }, "198.18.92.4");
    };
    const counter = () => count("SELECT counter AS n FROM passkeys WHERE id = ?1", passkey.id);

    // Only the success row is refused: a passkey the server did not accept would log a failure and answer 401, not throw.
    const error = await whileActionRefused("signin.success", signIn);
    expect(String(error)).toMatch(/refused by the test/);
    expect(await liveSessions(admin.id)).toBe(0);
    expect(await counter()).toBe(0);
    expect(await lastLogin(admin.id)).toBeNull();

    expect(await signIn()).toMatchObject({ ok: true });
    expect(await liveSessions(admin.id)).toBe(1);
    expect(await counter()).toBeGreaterThan(0);
    expect(await rowsOf("signin.success", admin)).toEqual([expect.objectContaining({ detail: "with passkey" })]);
  });
});

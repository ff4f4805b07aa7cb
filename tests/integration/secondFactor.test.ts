import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { totpAt } from "../../app/server/auth/totp.server";
import { bearer, createStaff, fromIp, mintToken, signedInHeaders, type TestStaff } from "./auth";
import type { InferRequestType } from "hono/client";
import { type Api, client, errorBodyOf } from "./helpers";

const STEP = 30_000;

const login = (body: InferRequestType<Api["api"]["login"]["$post"]>["json"], ip = "198.18.30.1") =>
  client().api.login.$post({ json: body }, { headers: fromIp(ip) });

/** A staff user who enrolled through the API: their secret and recovery codes. */
async function enrolled(role: "admin" | "editor" = "editor", ip = "198.18.30.2") {
  const user = await createStaff(role, { secondFactor: false });
  const headers = bearer((await mintToken(user.id, "staff")).token);
  const setup = await client().api["2fa"].setup.$post({ json: { password: user.password } }, { headers: fromIp(ip, headers) });
  expect(setup.status).toBe(200);
  const { secret, otpauthUri } = await setup.json();
  expect(otpauthUri).toContain(`secret=${secret}`);
  // Confirm with the previous step's code, so the current one is still unused for a sign-in.
  const confirm = await client().api["2fa"].confirm.$post({ json: { code: await totpAt(secret, Date.now() - STEP) } }, { headers });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await confirm.json();
  return { user, secret, recoveryCodes, headers };
}

describe("second factor: enrolment", () => {
  it("needs the password, a code from the new secret, and returns ten distinct recovery codes once", async () => {
    const user = await createStaff("editor", { secondFactor: false });
    const headers = bearer((await mintToken(user.id, "staff")).token);
    const noPassword = await client().api["2fa"].setup.$post({ json: { password: "not-my-password" } }, { headers: fromIp("198.18.31.1", headers) });
    expect(noPassword.status).toBe(400);
    const setup = await client().api["2fa"].setup.$post({ json: { password: user.password } }, { headers: fromIp("198.18.31.2", headers) });
    const { secret } = await setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await client().api["2fa"].confirm.$post(
      { json: { code: "000000" === (await totpAt(secret, Date.now())) ? "111111" : "000000" } },
      { headers },
    );
    expect(wrong.status).toBe(400);
    expect((await (await client().api["2fa"].$get(undefined, { headers })).json()).enrolled).toBe(false);
    const ok = await client().api["2fa"].confirm.$post({ json: { code: await totpAt(secret, Date.now()) } }, { headers });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const { recoveryCodes } = await ok.json();
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    // Stored hashed: no code appears in the database.
    const rows = await env.DB.prepare("SELECT code_hash FROM staff_recovery_codes WHERE user_id = ?1").bind(user.id).all<{ code_hash: string }>();
    expect(rows.results).toHaveLength(10);
    for (const row of rows.results) expect(recoveryCodes).not.toContain(row.code_hash);
    expect((await (await client().api["2fa"].$get(undefined, { headers })).json()).enrolled).toBe(true);
    // Once on, a session alone cannot replace it.
    expect((await client().api["2fa"].setup.$post({ json: { password: user.password } }, { headers: fromIp("198.18.31.3", headers) })).status).toBe(409);
  });
});

describe("second factor: POST /api/login", () => {
  it("answers without a token when the code is missing or wrong, and signs in with a valid one", async () => {
    const { user, secret } = await enrolled();
    const missing = await login({ email: user.email, password: user.password });
    expect(missing.status).toBe(401);
    const missingBody = await errorBodyOf(missing);
    expect(missingBody).not.toHaveProperty("token");
    expect(missingBody.issues?.map((i) => i.path)).toEqual(["code"]);

    const wrong = await login({ email: user.email, password: user.password, code: "123456" === (await totpAt(secret, Date.now())) ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    expect(await errorBodyOf(wrong)).not.toHaveProperty("token");

    // A right code with a wrong password is the usual 401 (the code does not reveal anything).
    expect((await login({ email: user.email, password: "wrong-password", code: await totpAt(secret, Date.now()) })).status).toBe(401);

    const ok = await login({ email: user.email, password: user.password, code: await totpAt(secret, Date.now() + STEP) });
    expect(ok.status).toBe(200);
    expect((await ok.json()).token).toBeTruthy();
  });

  it("accepts each authenticator code once", async () => {
    const { user, secret } = await enrolled();
    const code = await totpAt(secret, Date.now());
    expect((await login({ email: user.email, password: user.password, code })).status).toBe(200);
    expect((await login({ email: user.email, password: user.password, code })).status).toBe(401);
  });

  it("accepts each recovery code once, however it is typed", async () => {
    const { user, recoveryCodes } = await enrolled();
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace(/-/g, " ")} `;
    expect((await login({ email: user.email, password: user.password, code: typed })).status).toBe(200);
    expect((await login({ email: user.email, password: user.password, code: recoveryCodes[3] })).status).toBe(401);
    expect((await login({ email: user.email, password: user.password, code: recoveryCodes[4] })).status).toBe(200);
  });

  it("lets the real user in with password and code while others' failures lock the account", async () => {
    const { user, secret } = await enrolled();
    for (let i = 0; i < 6; i++) await login({ email: user.email, password: `guess-${i}` }, `198.18.32.${i}`);
    // Locked for a password alone, even the right one…
    expect((await login({ email: user.email, password: user.password }, "198.18.33.1")).status).toBe(429);
    // …and for a guessed code with a wrong password…
    expect((await login({ email: user.email, password: "guess-x", code: await totpAt(secret, Date.now()) }, "198.18.33.2")).status).toBe(429);
    // …but the right password with a fresh code gets in.
    expect((await login({ email: user.email, password: user.password, code: await totpAt(secret, Date.now() + STEP) }, "198.18.33.3")).status).toBe(200);
  });

  it("gives an account without a second factor a session that can only enrol and sign out", async () => {
    const user: TestStaff = await createStaff("editor", { secondFactor: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const headers = bearer((await res.json()).token);
    expect((await client().api.profile.$get(undefined, { headers })).status).toBe(403);
    expect((await client().api["2fa"].$get(undefined, { headers })).status).toBe(200);
    expect((await client().api.login.$get(undefined, { headers })).status).toBe(200);
  });
});

describe("second factor: an admin's reset", () => {
  it("removes the factor and ends the user's sessions; editors may not", async () => {
    const { user, headers } = await enrolled();
    const editor = await signedInHeaders("editor");
    expect((await client().api.users[":id"]["2fa"].$delete({ param: { id: user.id } }, { headers: editor })).status).toBe(403);
    const admin = await signedInHeaders("admin");
    expect((await client().api.users[":id"]["2fa"].$delete({ param: { id: crypto.randomUUID() } }, { headers: admin })).status).toBe(404);
    const reset = await client().api.users[":id"]["2fa"].$delete({ param: { id: user.id } }, { headers: admin });
    expect(reset.status).toBe(200);
    expect((await client().api.checklogin.$get(undefined, { headers })).status).toBe(401);
    // Signing in again gives a session that must enrol anew.
    const again = await login({ email: user.email, password: user.password }, "198.18.34.1");
    expect(again.status).toBe(200);
    expect((await client().api.checklogin.$get(undefined, { headers: bearer((await again.json()).token) })).status).toBe(403);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE user_id = ?1").bind(user.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

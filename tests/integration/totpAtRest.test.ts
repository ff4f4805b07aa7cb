import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { openTotpSecret, sealClearTotpSecrets, sealTotpSecret } from "../../app/server/auth/secretBox.server";
import { parseKeyring } from "../../app/server/platform/keyring.server";
import { totpAt } from "../../app/server/auth/totp.server";
import { bearer, createStaff, fromIp, mintToken, ring } from "./auth";
import type { InferRequestType } from "hono/client";
import { type Api, client } from "./helpers";

/**
 * Decision record 0012: TOTP secrets, pending and confirmed, are sealed with
 * AES-GCM under SEALING_KEYS. These tests read the raw columns of D1, as someone holding a
 * copy of the database would.
 */
const STEP = 30_000;
const raw = (userId: string) =>
  env.DB.prepare("SELECT totp_secret, totp_pending FROM staff_users WHERE id = ?1")
    .bind(userId)
    .first<{ totp_secret: string | null; totp_pending: string | null }>();

const login = (body: InferRequestType<Api["api"]["login"]["$post"]>["json"], ip: string) => client().api.login.$post({ json: body }, { headers: fromIp(ip) });

describe("TOTP secrets at rest", () => {
  it("are never in clear in D1: pending after setup, confirmed after enrolment; sign-in still takes the code", async () => {
    const user = await createStaff("editor", { secondFactor: false });
    const headers = bearer((await mintToken(user.id, "staff")).token);
    const setup = await client().api["2fa"].setup.$post({ json: { password: user.password } }, { headers: fromIp("198.18.132.1", headers) });
    const { secret } = await setup.json();
    const pending = (await raw(user.id))!.totp_pending!;
    expect(pending).toMatch(/^aesgcm:v1:it2:[\w-]{16}:[\w-]+$/);
    expect(pending).not.toContain(secret);

    const confirm = await client().api["2fa"].confirm.$post({ json: { code: await totpAt(secret, Date.now() - STEP) } }, { headers });
    expect(confirm.status).toBe(200);
    const stored = (await raw(user.id))!;
    expect(stored.totp_pending).toBeNull();
    expect(stored.totp_secret).toMatch(/^aesgcm:v1:it2:/);
    expect(stored.totp_secret).not.toContain(secret);
    // Not base32 of the secret's bytes either: nothing in the row decodes to the key without the keyring.
    expect(stored.totp_secret!.toUpperCase()).not.toContain(secret.slice(0, 8));

    const signedIn = await login({ email: user.email, password: user.password, code: await totpAt(secret, Date.now()) }, "198.18.132.2");
    expect(signedIn.status).toBe(200);
  });

  it("a secret stored clear before migration 0016 still works and is sealed by the first code read", async () => {
    const user = await createStaff("editor");
    await env.DB.prepare("UPDATE staff_users SET totp_secret = ?2 WHERE id = ?1").bind(user.id, user.totpSecret).run();
    expect((await raw(user.id))!.totp_secret).toBe(user.totpSecret);
    const signedIn = await login({ email: user.email, password: user.password, code: await totpAt(user.totpSecret!, Date.now()) }, "198.18.132.3");
    expect(signedIn.status).toBe(200);
    const after = (await raw(user.id))!.totp_secret!;
    expect(after).toMatch(/^aesgcm:v1:it2:/);
    expect((await openTotpSecret(ring(), user.id, after))?.secret).toBe(user.totpSecret);
  });

  it("the seed's sweep seals every clear value, confirmed and pending, and leaves sealed ones alone", async () => {
    const user = await createStaff("editor");
    const sealedBefore = (await raw(user.id))!.totp_secret;
    const other = await createStaff("editor", { secondFactor: false });
    await env.DB.prepare(
      "UPDATE staff_users SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_pending = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' WHERE id = ?1",
    )
      .bind(other.id)
      .run();
    expect(await sealClearTotpSecrets(env.DB, ring())).toBeGreaterThanOrEqual(2);
    const clear = await env.DB.prepare(
      "SELECT count(*) AS n FROM staff_users WHERE totp_secret NOT LIKE 'aesgcm:%' OR totp_pending NOT LIKE 'aesgcm:%'",
    ).first<{ n: number }>();
    expect(clear!.n).toBe(0);
    expect((await raw(user.id))!.totp_secret).toBe(sealedBefore);
    const opened = await openTotpSecret(ring(), other.id, (await raw(other.id))!.totp_pending!);
    expect(opened).toEqual({ secret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU", stale: false });
  });

  it("rotation: a value under the older key opens and is resealed under the current one", async () => {
    const user = await createStaff("editor");
    const oldOnly = parseKeyring(`it1:${btoa("integration-tests-key-one-012345").replace(/=+$/, "")}`);
    if (typeof oldOnly === "string") throw new Error(oldOnly);
    await env.DB.prepare("UPDATE staff_users SET totp_secret = ?2 WHERE id = ?1")
      .bind(user.id, await sealTotpSecret(oldOnly, user.id, user.totpSecret!))
      .run();
    expect((await raw(user.id))!.totp_secret).toMatch(/^aesgcm:v1:it1:/);
    const signedIn = await login({ email: user.email, password: user.password, code: await totpAt(user.totpSecret!, Date.now()) }, "198.18.132.4");
    expect(signedIn.status).toBe(200);
    expect((await raw(user.id))!.totp_secret).toMatch(/^aesgcm:v1:it2:/);
  });

  it("a sealed secret copied onto another account does not open there (bound to its user)", async () => {
    const owner = await createStaff("editor");
    const thief = await createStaff("editor");
    const sealed = (await raw(owner.id))!.totp_secret!;
    expect(await openTotpSecret(ring(), thief.id, sealed)).toBeNull();
    await env.DB.prepare("UPDATE staff_users SET totp_secret = ?2 WHERE id = ?1").bind(thief.id, sealed).run();
    const signIn = await login({ email: thief.email, password: thief.password, code: await totpAt(owner.totpSecret!, Date.now()) }, "198.18.132.5");
    expect(signIn.status).toBe(401);
  });
});

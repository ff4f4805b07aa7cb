import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRow } from "../../../app/server/operations/staffOperation.server";
import { PASSKEY_TAKEN, insertPasskeyStatement, passkeysOf, storeVerifiedPasskey } from "../../../app/server/auth/passkeyRows.server";
import { createDemoUser, createStaff } from "../auth";
import { auditRows, callAs, whileAuditRefused } from "./atomicity";

/**
 * Storing a verified passkey (auth/passkeyRows.server.ts): the one place that writes a credential's
 * columns, for the staff add (with its audit row in the batch), the demo add and the invitation
 * accepted with a passkey (behind its guard).
 */
const credential = (name = "Laptop") => ({
  id: `cred-${crypto.randomUUID()}`,
  publicKey: "pQECAyYgASFYIA",
  counter: 7,
  transports: ["internal", "hybrid"],
  backedUp: true,
  name,
});
const stored = (id: string) =>
  env.DB.prepare("SELECT staff_user_id, demo_user_id, name, public_key, counter, transports, backed_up FROM passkeys WHERE id = ?1").bind(id).first();

describe("storeVerifiedPasskey", () => {
  it("stores a staff passkey with its audit row, and answers 409 (no second row) for the same credential", async () => {
    const editor = await createStaff("editor");
    const call = callAs(editor);
    const passkey = credential();
    const audit = () => [auditRow(call, { action: "passkey.add", target: editor.email, detail: passkey.name }, { ifChanged: true })];
    const first = await storeVerifiedPasskey(env.DB, "staff", editor.id, passkey, audit());
    expect(first).toMatchObject({ ok: true, passkey: { id: passkey.id, name: "Laptop", lastUsedAt: null } });
    expect(await stored(passkey.id)).toEqual({
      staff_user_id: editor.id,
      demo_user_id: null,
      name: "Laptop",
      public_key: passkey.publicKey,
      counter: 7,
      transports: '["internal","hybrid"]',
      backed_up: 1,
    });
    expect(await storeVerifiedPasskey(env.DB, "staff", editor.id, { ...passkey, name: "Again" }, audit())).toEqual({
      ok: false,
      status: 409,
      error: PASSKEY_TAKEN,
    });
    expect((await auditRows("passkey.add")).filter((r) => r.actor_id === editor.id)).toHaveLength(1);
  });

  it("stores nothing when what goes beside it fails", async () => {
    const editor = await createStaff("editor");
    const passkey = credential();
    const error = await whileAuditRefused(() =>
      storeVerifiedPasskey(env.DB, "staff", editor.id, passkey, [auditRow(callAs(editor), { action: "passkey.add", target: editor.email })]),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await stored(passkey.id)).toBeNull();
  });

  it("stores a demo user's passkey in the demo owner column only", async () => {
    const demo = await createDemoUser();
    const passkey = { ...credential("Phone"), backedUp: false };
    expect(await storeVerifiedPasskey(env.DB, "demo", demo.id, passkey)).toMatchObject({ ok: true, passkey: { id: passkey.id, name: "Phone" } });
    expect(await stored(passkey.id)).toMatchObject({ staff_user_id: null, demo_user_id: demo.id, backed_up: 0 });
    expect(await passkeysOf(env.DB, "staff", demo.id)).toEqual([]);
  });
});

describe("insertPasskeyStatement with a guard", () => {
  it("writes the row only when the guard holds, its parameters numbered from ?8", async () => {
    const demo = await createDemoUser();
    const refused = credential();
    await insertPasskeyStatement(env.DB, "demo", demo.id, refused, { sql: "?8 = ?9", params: ["a", "b"] }).run();
    expect(await stored(refused.id)).toBeNull();
    const admitted = credential();
    await insertPasskeyStatement(env.DB, "demo", demo.id, admitted, { sql: "?8 = ?9", params: ["a", "a"] }).run();
    expect(await stored(admitted.id)).toMatchObject({ demo_user_id: demo.id, name: "Laptop", counter: 7 });
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptInvitation, openInvitation, queueDemoExpiryReminders } from "../../app/server/demo/demoInvitations.server";
import { drainOutbox } from "../../app/server/email/outbox.server";
import { sinkMessage } from "../../app/server/email/mailSink.server";
import { outboxDetailLoader } from "../../app/server/email/outboxScreen.server";
import { parseKeyring } from "../../app/server/platform/keyring.server";
import { appEnv, createStaff, fromIp, signedInHeaders } from "./auth";
import type { InferRequestType } from "hono/client";
import { type Api, client } from "./helpers";

/**
 * Decision record 0026: a demo user added without a password is invited by
 * e-mail; the link's token is stored hashed, works once and for 7 days; the sales owner is told 3
 * days before the access ends, once per end of access.
 */
const DAY = 24 * 3600 * 1000;
const username = () => `invitee-${crypto.randomUUID().slice(0, 8)}`;

async function invite(overrides: Partial<InferRequestType<Api["api"]["UserDemoAccessSaveorEdit"]["$post"]>["json"]> = {}) {
  const headers = await signedInHeaders("admin");
  const body = {
    name: "Quinn Prospect",
    company: "Lakeside Credit Union",
    email: `quinn-${crypto.randomUUID().slice(0, 6)}@lakeside.example`,
    username: username(),
    accessUntil: "2099-12-31",
    ...overrides,
  };
  const res = await client().api.UserDemoAccessSaveorEdit.$post({ json: body }, { headers });
  expect(res.status).toBe(201);
  const { user } = await res.json();
  const row = await env.DB.prepare("SELECT id, body_text, to_address, subject FROM email_outbox WHERE to_address = ?1")
    .bind(user.email)
    .first<{ id: string; body_text: string; to_address: string; subject: string }>();
  // The link reaches the prospect only in the message as sent (the local mail catcher's copy).
  await drainOutbox(appEnv(), { prefer: { id: row!.id } });
  const sent = await sinkMessage(env.MEDIA, row!.id);
  const token = /\/demo\/invitation\/([A-Za-z0-9_-]{43})/.exec(sent!.text)![1]!;
  return { user, mail: { ...row!, text: sent!.text }, token };
}

/** Every text value in every table of the database, with where it is. */
async function everyTextInD1(): Promise<{ where: string; value: string }[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const found: { where: string; value: string }[] = [];
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    for (const row of results)
      for (const [column, value] of Object.entries(row)) if (typeof value === "string") found.push({ where: `${name}.${column}`, value });
  }
  return found;
}

describe("demo invitations", () => {
  it("a user added without a password gets an e-mail with a link; only the token's hash is stored; the link sets a password once", async () => {
    const { user, mail, token } = await invite();
    expect(mail.subject).toContain("demonstration access");
    // The outbox says what it is (not "Staff message").
    expect(await env.DB.prepare("SELECT purpose FROM email_outbox WHERE id = ?1").bind(mail.id).first()).toEqual({ purpose: "demo_invitation" });
    expect(mail.text).toContain(`Your username: ${user.username}`);
    const rows = await env.DB.prepare("SELECT token_hash, expires_at, used_at FROM demo_invitations WHERE demo_user_id = ?1")
      .bind(user.id)
      .all<{ token_hash: string; expires_at: string; used_at: string | null }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.token_hash).not.toContain(token);
    expect(rows.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(rows.results[0]!.expires_at) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // No password works before the prospect chooses one.
    const before = await client().api.DemoAccessUserLogin.$post(
      { json: { username: user.username, password: "invited$no-password-yet" } },
      { headers: fromIp("198.18.133.1") },
    );
    expect(before.status).toBe(401);

    expect(await openInvitation(env.DB, token)).toMatchObject({ demoUserId: user.id, username: user.username });
    expect(await acceptInvitation(env.DB, token, { password: "my-own-demo-password-42" })).toMatchObject({ ok: true, demoUserId: user.id });
    const signIn = await client().api.DemoAccessUserLogin.$post(
      { json: { username: user.username, password: "my-own-demo-password-42" } },
      { headers: fromIp("198.18.133.2") },
    );
    expect(signIn.status).toBe(200);
    // Single use.
    expect(await openInvitation(env.DB, token)).toBeNull();
    expect(await acceptInvitation(env.DB, token, { password: "another-password-of-mine" })).toMatchObject({ ok: false, status: 404 });
  });

  it("no invitation token is in clear anywhere in D1: the outbox row is sealed under the environment's key, opened only to send and for the staff screen", async () => {
    const { user, mail, token } = await invite();
    // Delivered, with the link whole, to the prospect.
    const row = await env.DB.prepare("SELECT status, body_text FROM email_outbox WHERE id = ?1").bind(mail.id).first<{ status: string; body_text: string }>();
    expect(row!.status).toBe("delivered");
    expect(mail.text).toContain(`/demo/invitation/${token}`);
    // At rest: sealed, naming its key, and nothing of the message readable (not even the username).
    const keyId = appEnv().SEALING_KEYS.currentId;
    expect(row!.body_text.startsWith(`aesgcm:v1:${keyId}:`)).toBe(true);
    expect(row!.body_text).not.toContain(user.username);
    // Nowhere in any table, in any column.
    const texts = await everyTextInD1();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => t.value.includes(token)).map((t) => t.where)).toEqual([]);
    // Staff read it opened, with the token hidden.
    const admin = await signedInHeaders("admin");
    const screen = await outboxDetailLoader(new Request(`http://localhost/admin/outbox/${mail.id}`, { headers: admin }), mail.id, { env: appEnv() });
    expect(screen.message.text).toContain("/demo/invitation/[hidden]");
    expect(screen.message.text).toContain(`Your username: ${user.username}`);
    expect(screen.message.text).not.toContain(token);
    // Under a keyring without its key, it is never sent as ciphertext: abandoned, with the reason.
    await env.DB.prepare("UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(mail.id)
      .run();
    const otherRing = parseKeyring(`other:${btoa(String.fromCharCode(...new Uint8Array(32))).replace(/=+$/, "")}`);
    if (typeof otherRing === "string") throw new Error(otherRing);
    await drainOutbox({ ...appEnv(), SEALING_KEYS: otherRing }, { prefer: { id: mail.id } });
    const abandoned = await env.DB.prepare("SELECT status, last_error FROM email_outbox WHERE id = ?1")
      .bind(mail.id)
      .first<{ status: string; last_error: string }>();
    expect(abandoned).toEqual({ status: "abandoned", last_error: "sealed body does not open (its key is not configured)" });
  });

  it("the staff member who adds the user gets the link once, in the answer (never stored in clear), and it is the one e-mailed", async () => {
    const { saveDemoUser } = await import("../../app/server/demo/demoUsers.server");
    const { callAs } = await import("./operations/atomicity");
    const staff = await createStaff("admin");
    const email = `link-${crypto.randomUUID().slice(0, 6)}@lakeside.example`;
    const saved = await saveDemoUser(callAs(staff), { name: "Lee Link", company: "", email, username: username(), accessUntil: null, active: true }, appEnv());
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.invitationLink).toMatch(/\/demo\/invitation\/[A-Za-z0-9_-]{43}$/);
    await drainOutbox(appEnv(), { prefer: { id: saved.invitationId! } });
    expect((await sinkMessage(env.MEDIA, saved.invitationId!))!.text).toContain(saved.invitationLink);
    const token = saved.invitationLink!.split("/").pop()!;
    expect((await everyTextInD1()).filter((t) => t.value.includes(token)).map((t) => t.where)).toEqual([]);
  });

  it("an expired link, or one replaced by a newer invitation, does not open", async () => {
    const { user, token } = await invite();
    await env.DB.prepare("UPDATE demo_invitations SET expires_at = ?2 WHERE demo_user_id = ?1")
      .bind(user.id, new Date(Date.now() - 1000).toISOString())
      .run();
    expect(await openInvitation(env.DB, token)).toBeNull();
    const second = await invite();
    const { reinviteDemoUser } = await import("../../app/server/demo/demoInvitations.server");
    const staff = await createStaff("admin");
    const call = { db: env.DB, actor: { id: staff.id, email: staff.email, role: "admin" as const }, ip: null, production: false };
    const again = await reinviteDemoUser(call, appEnv(), { id: second.user.id });
    expect(again.ok).toBe(true);
    expect(await openInvitation(env.DB, second.token)).toBeNull();
  });

  it("a link accepted with a (verified) passkey stores it for the demo user, once; a spent link stores nothing", async () => {
    const { user, token } = await invite();
    const passkey = { id: `cred-${crypto.randomUUID()}`, publicKey: "pQECAyYgASFYIA", counter: 0, transports: ["internal"], backedUp: false };
    expect(await acceptInvitation(env.DB, token, { passkey: { ...passkey, name: "My laptop" } })).toMatchObject({ ok: true, demoUserId: user.id });
    const rows = () =>
      env.DB.prepare("SELECT id, demo_user_id, staff_user_id, name, transports, backed_up FROM passkeys WHERE demo_user_id = ?1").bind(user.id).all();
    expect((await rows()).results).toEqual([
      { id: passkey.id, demo_user_id: user.id, staff_user_id: null, name: "My laptop", transports: '["internal"]', backed_up: 0 },
    ]);
    const again = await acceptInvitation(env.DB, token, { passkey: { ...passkey, id: `cred-${crypto.randomUUID()}`, name: "Second" } });
    expect(again).toMatchObject({ ok: false, status: 404 });
    expect((await rows()).results).toHaveLength(1);
  });

  it("an invited user has no usable password until they choose one", async () => {
    const { user } = await invite({ accessUntil: null });
    const hash = await env.DB.prepare("SELECT password_hash FROM demo_users WHERE id = ?1").bind(user.id).first<{ password_hash: string }>();
    expect(hash!.password_hash.startsWith("pbkdf2-")).toBe(false);
  });
});

describe("demo expiry reminders", () => {
  it("tell the owner once, 3 days before the access ends; a new end date makes a new reminder", async () => {
    const owner = await createStaff("admin");
    const id = crypto.randomUUID();
    const soon = new Date(Date.now() + 2 * DAY).toISOString();
    await env.DB.prepare(
      `INSERT INTO demo_users (id, username, name, company, email, password_hash, expires_at, active, created_by)
       VALUES (?1, ?2, 'Riley Prospect', 'Bay Bank', 'riley@bay.example', 'x', ?3, 1, ?4)`,
    )
      .bind(id, username(), soon, owner.id)
      .run();
    const later = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO demo_users (id, username, name, email, password_hash, expires_at, active, created_by)
       VALUES (?1, ?2, 'Later Prospect', 'later@bay.example', 'x', ?3, 1, ?4)`,
    )
      .bind(later, username(), new Date(Date.now() + 5 * DAY).toISOString(), owner.id)
      .run();
    const toOwner = () =>
      env.DB.prepare("SELECT subject, body_text FROM email_outbox WHERE to_address = ?1").bind(owner.email).all<{ subject: string; body_text: string }>();
    await Promise.all([queueDemoExpiryReminders(env.DB, appEnv()), queueDemoExpiryReminders(env.DB, appEnv())]);
    await queueDemoExpiryReminders(env.DB, appEnv());
    const first = await toOwner();
    expect(first.results).toHaveLength(1);
    expect(first.results[0]!.subject).toBe("Demo access ends in 3 days: Riley Prospect");
    expect(first.results[0]!.body_text).toContain(`/admin/demo/users/${id}`);
    expect(await env.DB.prepare("SELECT purpose FROM email_outbox WHERE to_address = ?1").bind(owner.email).first()).toEqual({ purpose: "demo_reminder" });
    // Extended, then due again: one more.
    await env.DB.prepare("UPDATE demo_users SET expires_at = ?2 WHERE id = ?1")
      .bind(id, new Date(Date.now() + 2.5 * DAY).toISOString())
      .run();
    await queueDemoExpiryReminders(env.DB, appEnv());
    expect((await toOwner()).results).toHaveLength(2);
  });
});

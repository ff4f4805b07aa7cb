import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROWS_PER_ADDRESS } from "../../app/server/operations/audit.server";
import { relyingParty } from "../../app/server/auth/webauthn.server";
import { acceptInvitation } from "../../app/server/demo/demoInvitations.server";
import { drainOutbox } from "../../app/server/email/outbox.server";
import { type SinkMessage, sinkMessages } from "../../app/server/email/mailSink.server";
import { appEnv, bearer, codeAt, createDemoUser, createStaff, fromIp, json, mintToken } from "./auth";
import { api, client, errorBodyOf } from "./helpers";
import { passkeyRegistration } from "./operations/softAuthenticator";

/**
 * A new way in needs more than the session, and tells the owner (decision record 0036). Each test
 * is what an attacker holding only a session (a stolen cookie, real-time phishing of the password)
 * or the owner would meet, through the real API and the outbox's local mail sink.
 */
const STEP = 30_000;
let ipCounter = 0;
const freshIp = () => `198.18.136.${++ipCounter}`;
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "http://127.0.0.1";
const rp = () => relyingParty(appEnv(), new Request(ORIGIN));

/** A request's options as a Chrome on Windows, from an address of its own, signed in with `token`. */
const as = (token: string) => ({ headers: fromIp(freshIp(), { ...bearer(token), "User-Agent": WINDOWS_CHROME }) });
const reauth = (token: string, body: { password?: string; code?: string }) => client().api.reauth.$post({ json: body }, as(token));

/** Every message the sink received for `to`, after the outbox has sent what is due. */
async function mailbox(to: string): Promise<SinkMessage[]> {
  await drainOutbox(appEnv());
  return (await sinkMessages(env.MEDIA)).filter((m) => m.to.includes(to));
}

/** Runs the passkey ceremony as a browser would: options, the authenticator's answer, the save. */
async function addPasskey(kind: "staff" | "demo", token: string, name: string) {
  const routes = kind === "staff" ? client().api.passkeys : client().api["demo-passkeys"];
  const options = await routes.options.$post(undefined, as(token));
  if (options.status !== 200) return { options, saved: null };
  const { challenge } = await options.json();
  const { response } = await passkeyRegistration(rp(), challenge);
  return { options, saved: await routes.$post({ json: { name, response } }, as(token)) };
}

const staffSignIn = async (email: string, password: string, code: string) => {
  const res = await client().api.login.$post({ json: { email, password, code } }, { headers: fromIp(freshIp()) });
  expect(res.status).toBe(200);
  return (await res.json()).token;
};

describe("staff: adding a passkey needs a two-factor step-up, not the sign-in", () => {
  it("a fresh session is refused; the password alone does not open it; the password and a code do; the owner is e-mailed", async () => {
    const editor = await createStaff("editor");
    const token = await staffSignIn(editor.email, editor.password, await codeAt(editor, Date.now()));

    // The sign-in itself (password and code, minutes ago) is not the step-up.
    const fresh = await addPasskey("staff", token, "Attacker's laptop");
    expect(fresh.options.status).toBe(403);
    expect((await errorBodyOf(fresh.options)).issues![0]!.path).toBe("reauth");
    // Nor is the save itself open without it (whatever the response).
    // raw: a response that is not a passkey's, which the typed client refuses to send.
    expect((await api("/api/passkeys", json("POST", { name: "Direct", response: { id: "x" } }, as(token).headers))).status).toBe(403);

    // The password alone (what phishing takes with the cookie) is refused, and opens nothing.
    expect((await reauth(token, { password: editor.password })).status).toBe(400);
    expect((await client().api.passkeys.options.$post(undefined, as(token))).status).toBe(403);
    // A code alone neither.
    expect((await reauth(token, { code: await codeAt(editor, Date.now() + STEP) })).status).toBe(400);
    expect((await client().api.passkeys.options.$post(undefined, as(token))).status).toBe(403);

    // Both factors: the session may add a passkey for the next minutes.
    expect((await reauth(token, { password: editor.password, code: await codeAt(editor, Date.now() + STEP) })).status).toBe(200);
    const added = await addPasskey("staff", token, "Work laptop");
    expect(added.options.status).toBe(200);
    expect(added.saved!.status).toBe(201);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM passkeys WHERE staff_user_id = ?1").bind(editor.id).first("n")).toBe(1);

    // The owner's mailbox: what was added, when, from which browser, and what to do if it was not them.
    const mail = await mailbox(editor.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/A passkey was added to your account/);
    expect(mail[0]!.text).toContain("“Work laptop”");
    expect(mail[0]!.text).toContain("Device: Chrome on Windows");
    expect(mail[0]!.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail[0]!.text).toMatch(/If it was not you/);
  });

  it("an existing passkey is a step-up too; removing one needs it and e-mails the owner", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff", { steppedUp: false });
    const id = `cred-${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO passkeys (id, staff_user_id, name, public_key) VALUES (?1, ?2, 'Old key', 'pQECAyYgASFYIA')").bind(id, admin.id).run();
    expect((await client().api.passkeys[":id"].$delete({ param: { id } }, { headers: bearer(token) })).status).toBe(403);
    expect((await reauth(token, { password: admin.password, code: await codeAt(admin, Date.now()) })).status).toBe(200);
    expect((await client().api.passkeys[":id"].$delete({ param: { id } }, { headers: { ...bearer(token), "User-Agent": WINDOWS_CHROME } })).status).toBe(200);
    const mail = await mailbox(admin.email);
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/A passkey was removed from your account/)]);
  });

  it("a staff user with no second factor cannot step up: they enrol first", async () => {
    const editor = await createStaff("editor", { secondFactor: false });
    const { token } = await mintToken(editor.id, "staff", { steppedUp: false, secondFactor: false });
    const res = await reauth(token, { password: editor.password });
    expect(res.status).toBe(403);
    expect((await errorBodyOf(res)).issues![0]!.path).toBe("enrol");
  });
});

describe("staff: a password change", () => {
  it("needs the step-up, ends every other session (a passkey's included) and e-mails the owner", async () => {
    const editor = await createStaff("editor");
    const other = await mintToken(editor.id, "staff");
    const { token } = await mintToken(editor.id, "staff", { steppedUp: false });
    const body = { currentPassword: editor.password, newPassword: "a-brand-new-long-password-36" };
    const refused = await client().api.profile.$put({ json: body }, { headers: bearer(token) });
    expect(refused.status).toBe(403);
    expect((await errorBodyOf(refused)).issues![0]!.path).toBe("reauth");
    expect(await mailbox(editor.email)).toEqual([]);

    expect((await reauth(token, { password: editor.password, code: await codeAt(editor, Date.now()) })).status).toBe(200);
    expect((await client().api.profile.$put({ json: body }, { headers: { ...bearer(token), "User-Agent": WINDOWS_CHROME } })).status).toBe(200);
    // The other session (as one a passkey opened: both factors) is over; this one stays.
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(other.token) })).status).toBe(401);
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(token) })).status).toBe(200);
    const mail = await mailbox(editor.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/Your password was changed/);
    expect(mail[0]!.text).toContain("Device: Chrome on Windows");
  });
});

describe("demo users: adding a passkey needs the password again (or a passkey they have)", () => {
  it("a fresh demo session is refused; a wrong password opens nothing; the right one does; the owner is e-mailed", async () => {
    const demo = await createDemoUser();
    const email = `pat-${crypto.randomUUID().slice(0, 8)}@cu.example`;
    await env.DB.prepare("UPDATE demo_users SET email = ?2 WHERE id = ?1").bind(demo.id, email).run();
    const signIn = await client().api.DemoAccessUserLogin.$post({ json: { username: demo.username, password: demo.password } }, { headers: fromIp(freshIp()) });
    expect(signIn.status).toBe(200);
    const { token1: token } = await signIn.json();

    const fresh = await addPasskey("demo", token, "Phone");
    expect(fresh.options.status).toBe(403);
    expect((await client().api["demo-passkeys"].reauth.$post({ json: { password: "not-my-password" } }, as(token))).status).toBe(400);
    expect((await client().api["demo-passkeys"].options.$post(undefined, as(token))).status).toBe(403);
    // With no passkey yet, there is none to confirm with.
    expect((await client().api["demo-passkeys"].reauth.options.$post(undefined, as(token))).status).toBe(404);

    expect((await client().api["demo-passkeys"].reauth.$post({ json: { password: demo.password } }, as(token))).status).toBe(200);
    const added = await addPasskey("demo", token, "Phone");
    expect(added.saved!.status).toBe(201);
    const mail = await mailbox(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/A passkey was added to your account/);
    expect(mail[0]!.text).toContain("Device: Chrome on Windows");
  });
});

describe("failed sign-ins are aggregated per address as well as per account", () => {
  it("thirty failures naming thirty accounts from one address write a bounded number of rows, and count them all", async () => {
    const ip = "198.18.137.30";
    for (let i = 0; i < 30; i++) {
      const res = await client().api.login.$post(
        { json: { email: `spray-${i}-${crypto.randomUUID().slice(0, 6)}@bank.example`, password: "Winter2026!" } },
        { headers: fromIp(ip) },
      );
      expect([401, 429]).toContain(res.status);
    }
    const { results } = await env.DB.prepare(
      "SELECT action, target, detail, attempts FROM staff_audit WHERE ip = ?1 AND action IN ('signin.failure', 'signin.locked')",
    )
      .bind(ip)
      .all<{ action: string; target: string | null; detail: string; attempts: number }>();
    // A few accounts' own rows, then the address's: its failures, the one that locked it and those
    // refused while it was locked (one row each), not thirty.
    expect(results.length).toBeLessThanOrEqual(ACCOUNT_ROWS_PER_ADDRESS + 3);
    expect(results.reduce((n, r) => n + r.attempts, 0)).toBe(30);
    expect(results).toContainEqual(expect.objectContaining({ action: "signin.failure", target: "several accounts" }));
  });

  it("the per-account lockout still holds, and an account's own failures still count on its own row", async () => {
    const user = await createStaff("editor");
    const ip = "198.18.137.31";
    // The address first names other accounts, past its allowance of rows.
    for (let i = 0; i < ACCOUNT_ROWS_PER_ADDRESS + 2; i++)
      await client().api.login.$post(
        { json: { email: `other-${i}-${crypto.randomUUID().slice(0, 6)}@bank.example`, password: "guess" } },
        { headers: fromIp(ip) },
      );
    // Five wrong passwords from five addresses lock the account; the right one is then refused.
    for (let i = 0; i < 5; i++) await client().api.login.$post({ json: { email: user.email, password: `guess-${i}` } }, { headers: fromIp(freshIp()) });
    expect((await client().api.login.$post({ json: { email: user.email, password: user.password } }, { headers: fromIp(freshIp()) })).status).toBe(429);
    const own = await env.DB.prepare("SELECT detail, attempts FROM staff_audit WHERE action = 'signin.failure' AND actor_email = ?1")
      .bind(user.email)
      .all<{ detail: string; attempts: number }>();
    expect(own.results).toEqual([{ detail: "wrong password", attempts: 4 }]);
  });
});

/** An open invitation for a new demo user (its token's hash stored, as invitations are); returns both. */
async function openInvitationFor(token: string) {
  const demo = await createDemoUser();
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const staff = await createStaff("admin");
  await env.DB.prepare("INSERT INTO demo_invitations (id, token_hash, demo_user_id, created_by, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(crypto.randomUUID(), hash, demo.id, staff.id, new Date(Date.now() + 86_400_000).toISOString())
    .run();
  return demo;
}
const lastSignIn = (id: string) => env.DB.prepare("SELECT last_login_at FROM demo_users WHERE id = ?1").bind(id).first("last_login_at");

describe("last sign-in on every path", () => {
  it("a demo invitation accepted with a passkey records the sign-in", async () => {
    const token = "P".repeat(43);
    const demo = await openInvitationFor(token);
    const passkey = { id: `cred-${crypto.randomUUID()}`, publicKey: "pQECAyYgASFYIA", counter: 0, transports: ["internal"], backedUp: true, name: "Laptop" };
    expect(await acceptInvitation(env.DB, token, { passkey })).toMatchObject({ ok: true });
    expect(await lastSignIn(demo.id)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("a demo invitation accepted with a password records the sign-in", async () => {
    const demo = await createDemoUser();
    const token = "T".repeat(43);
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    const staff = await createStaff("admin");
    await env.DB.prepare("INSERT INTO demo_invitations (id, token_hash, demo_user_id, created_by, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(crypto.randomUUID(), hash, demo.id, staff.id, new Date(Date.now() + 86_400_000).toISOString())
      .run();
    expect(await env.DB.prepare("SELECT last_login_at FROM demo_users WHERE id = ?1").bind(demo.id).first("last_login_at")).toBeNull();
    expect(await acceptInvitation(env.DB, token, { password: "my-own-demo-password-36" })).toMatchObject({ ok: true });
    expect(await env.DB.prepare("SELECT last_login_at FROM demo_users WHERE id = ?1").bind(demo.id).first("last_login_at")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

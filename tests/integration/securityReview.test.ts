import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { action as confirmAction } from "../../app/routes/admin.confirm";
import { action as loginAction } from "../../app/routes/admin_.login";
import { action as profileAction } from "../../app/routes/admin.profile";
import type { LoginActionData } from "../../app/lib/auth/loginActionData";
import { appEnv, bearer, codeAt, createStaff, fromIp, mintToken, type TestStaff } from "./auth";
import type { InferRequestType } from "hono/client";
import { type Api, client, errorBodyOf, errorOf } from "./helpers";

const ENROL_FIRST = "Set up two-factor sign-in before using the staff area";

/**
 * the findings of an independent security probe, each as the attacker (or the owner)
 * would meet it. Every test here failed on the code before the fix.
 */
const STEP = 30_000;
let ipCounter = 0;
const freshIp = () => `198.18.90.${++ipCounter}`;

const apiLogin = (body: InferRequestType<Api["api"]["login"]["$post"]>["json"], ip = freshIp()) =>
  client().api.login.$post({ json: body }, { headers: fromIp(ip) });
const reauth = (token: string, body: InferRequestType<Api["api"]["reauth"]["$post"]>["json"], ip = freshIp()) =>
  client().api.reauth.$post({ json: body }, { headers: fromIp(ip, bearer(token)) });

/** A 6-digit code that is not the account's current one (nor the steps beside it). */
async function wrongCode(user: TestStaff): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((k) => codeAt(user, Date.now() + k * STEP)));
  for (let n = 0; ; n++) {
    const candidate = String(100000 + n * 7919).slice(-6);
    if (!near.includes(candidate)) return candidate;
  }
}

/** Five wrong passwords from five addresses: what anyone on the internet can do to any account. */
async function lockByPasswords(user: TestStaff) {
  for (let i = 0; i < 5; i++) await apiLogin({ email: user.email, password: `guess-${i}` });
  expect((await apiLogin({ email: user.email, password: user.password })).status).toBe(429);
}

/** Runs a Remix action inside workerd as a browser's form post would reach it. */
async function runAction(fn: (args: never) => unknown, path: string, fields: Record<string, string>, init: { token?: string; ip?: string } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": init.ip ?? freshIp(),
    Origin: "http://127.0.0.1",
  };
  if (init.token) headers.Cookie = `meridian_staff=${init.token}`;
  const request = new Request(`http://127.0.0.1${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  let result: unknown;
  try {
    result = await fn({
      request,
      context: { env: appEnv(), requestId: "test", cspNonce: "n", waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p) },
      params: {},
    } as never);
  } catch (thrown) {
    result = thrown;
  }
  await waitOnExecutionContext(ctx);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: undefined as unknown };
  // data() without an init is a 200.
  const r = result as { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
  return { status: r.init?.status ?? 200, data: r.data, headers: r.init?.headers ?? {}, location: null };
}

const auditRows = async (action: string, email: string) =>
  (
    await env.DB.prepare("SELECT detail, attempts, ip FROM staff_audit WHERE action = ?1 AND actor_email = ?2 ORDER BY id")
      .bind(action, email)
      .all<{ detail: string; attempts: number; ip: string }>()
  ).results;

describe("finding 1: the step-up code cannot be brute-forced", () => {
  it("locks codes on the account after 5 wrong ones: the right code is then refused too", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    const bad = await wrongCode(admin);
    const statuses = [];
    // The step-up takes the password and a code together (decision record 0036): a stolen session
    // that has the password still spends the account's code attempts.
    for (let i = 0; i < 6; i++) statuses.push((await reauth(token, { password: admin.password, code: bad })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await reauth(token, { password: admin.password, code: await codeAt(admin, Date.now()) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await errorOf(right)).toMatch(/^Too many wrong codes for this account/);
  });

  it("while wrong passwords lock the account, a recovery code alone does not pass; password and code together do", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    const statuses = [];
    const bad = await wrongCode(admin);
    for (let i = 0; i < 5; i++) statuses.push((await reauth(token, { password: `wrong-password-${i}`, code: bad })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const recovery = await env.DB.prepare("INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?1, ?2)")
      .bind(admin.id, await sha256Hex("abcdabcdabcd"))
      .run();
    expect(recovery.success).toBe(true);
    // One factor alone is never a step-up (decision record 0036), locked or not.
    expect((await reauth(token, { code: "abcd-abcd-abcd" })).status).toBe(400);
    expect((await reauth(token, { password: admin.password })).status).toBe(400);
    expect((await reauth(token, { password: admin.password, code: "abcd-abcd-abcd" })).status).toBe(200);
  });
});

describe("finding 1b: the step-up on a locked account counts its password checks on the address", () => {
  it("20 wrong passwords from one address lock it: the right password and code from there are refused, from another they pass", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    await lockByPasswords(admin);
    const ip = freshIp();
    const bad = await wrongCode(admin);
    for (let i = 0; i < 20; i++) expect((await reauth(token, { password: `wrong-password-${i}`, code: bad }, ip)).status).toBe(429);
    const fromThere = await reauth(token, { password: admin.password, code: await codeAt(admin, Date.now()) }, ip);
    expect(fromThere.status).toBe(429);
    expect(await errorOf(fromThere)).toMatch(/^Too many failed sign-in attempts/);
    expect((await auditRows("reauth.failure", admin.email)).map((r) => r.detail)).toContain("address locked");
    expect((await reauth(token, { password: admin.password, code: await codeAt(admin, Date.now()) })).status).toBe(200);
  });
});

describe("finding 2: /admin/confirm checks the lock before any code", () => {
  it("refuses a valid recovery code while the account is locked, and asks for the password with it", async () => {
    const admin = await createStaff("admin");
    const { token } = await mintToken(admin.id, "staff");
    await env.DB.prepare("INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?1, ?2)")
      .bind(admin.id, await sha256Hex("efghefghefgh"))
      .run();
    await lockByPasswords(admin);
    const alone = await runAction(confirmAction, "/admin/confirm", { code: "efgh-efgh-efgh", redirectTo: "/admin/users" }, { token });
    expect(alone.status).toBe(400);
    const wrongPassword = await runAction(
      confirmAction,
      "/admin/confirm",
      { password: "not-the-password", code: "efgh-efgh-efgh", redirectTo: "/admin/users" },
      { token },
    );
    expect(wrongPassword.status).toBe(429);
    const both = await runAction(confirmAction, "/admin/confirm", { password: admin.password, code: "efgh-efgh-efgh", redirectTo: "/admin/users" }, { token });
    expect(both).toMatchObject({ status: 302, location: "/admin/users" });
  });
});

describe("finding 3: a stranger's lock does not shut the owner out of the browser", () => {
  it("the sign-in form asks a locked account for its code, and the password with a code signs in", async () => {
    const admin = await createStaff("admin");
    await lockByPasswords(admin);
    const step1 = await runAction(loginAction, "/admin/login", { email: admin.email, password: admin.password });
    expect(step1.status).toBe(429);
    expect(step1.data).toMatchObject({ needsCode: true, locked: true });
    expect((step1.data as LoginActionData).error).toContain("enter your password and the code from your authenticator app");
    const step2 = await runAction(loginAction, "/admin/login", { email: admin.email, password: admin.password, code: await codeAt(admin, Date.now()) });
    expect(step2).toMatchObject({ status: 302, location: "/admin" });
  });

  it("a locked account answers a wrong password with a valid code as it answers everything else, and spends no code attempt", async () => {
    const admin = await createStaff("admin");
    await lockByPasswords(admin);
    const locked = await apiLogin({ email: admin.email, password: "not-it", code: await codeAt(admin, Date.now()) });
    expect(locked.status).toBe(429);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE bucket LIKE '2fa:%' || ?1").bind(admin.id).first<{ n: number }>();
    expect(counted?.n).toBe(0);
    // The code was not used up either: the owner signs in with it.
    expect((await apiLogin({ email: admin.email, password: admin.password, code: await codeAt(admin, Date.now()) })).status).toBe(200);
  });

  it("editors, who now have a second factor, get in through a lock the same way", async () => {
    const editor = await createStaff("editor");
    await lockByPasswords(editor);
    expect((await apiLogin({ email: editor.email, password: editor.password, code: await codeAt(editor, Date.now()) })).status).toBe(200);
  });
});

describe("finding 4: a staff session without a second factor reads nothing", () => {
  it("gets 403 from demo data, grants and checklogin, 404 for drafts, and may only enrol and sign out", async () => {
    const admin = await createStaff("admin", { secondFactor: false });
    const { token } = await mintToken(admin.id, "staff", { secondFactor: false });
    const draftId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO blog_categories (id, name, slug) VALUES ('cat-security-review', 'Security review', 'security-review')"),
      env.DB.prepare(
        "INSERT INTO blog_posts (id, slug, title, body_md, category_id, published, author_id) VALUES (?1, 'draft-plan-security-review', 'Draft plan', 'secret roadmap', 'cat-security-review', 0, ?2)",
      ).bind(draftId, admin.id),
    ]);
    const as = { headers: bearer(token) };
    const routes = client().api;
    const calls = {
      "/api/GetDemoAccessVideoData": () => routes.GetDemoAccessVideoData.$get(undefined, as),
      "/api/GetDemoAccessImageData": () => routes.GetDemoAccessImageData.$get(undefined, as),
      "/api/DemoAccessGetDataByUserId/:userId": () => routes.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: crypto.randomUUID() } }, as),
      "/api/DemoAccessUserGetDataByUserId/:userId": () => routes.DemoAccessUserGetDataByUserId[":userId"].$get({ param: { userId: crypto.randomUUID() } }, as),
      "/api/checklogin": () => routes.checklogin.$get(undefined, as),
    };
    for (const [path, call] of Object.entries(calls)) {
      const res = await call();
      expect(res.status, path).toBe(403);
      expect((await errorBodyOf(res)).issues![0]!.path, path).toBe("enrol");
    }
    const demoMedia = await client()["demo-media"].items[":id"].$get({ param: { id: crypto.randomUUID() } }, as);
    expect(demoMedia.status).toBe(403);
    expect((await routes.blogs.getblogbody.$get({ query: { id: draftId } }, as)).status).toBe(404);
    expect((await routes["2fa"].$get(undefined, as)).status).toBe(200);
    expect((await routes.login.$get(undefined, as)).status).toBe(200);
  });

  it("editors must enrol too: an editor without a second factor gets 403 from the inbox", async () => {
    const editor = await createStaff("editor", { secondFactor: false });
    const { token } = await mintToken(editor.id, "staff", { secondFactor: false });
    await expect(await client().api["sales-requests"].$get({ query: {} }, { headers: bearer(token) })).toBeApiError(403, ENROL_FIRST, [
      { path: "enrol", message: ENROL_FIRST },
    ]);
  });
});

describe("finding 5: codes are limited per account, not per address", () => {
  it("25 addresses guessing codes with a known password: the right code from a 26th is still refused", async () => {
    const admin = await createStaff("admin");
    const bad = await wrongCode(admin);
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await apiLogin({ email: admin.email, password: admin.password, code: bad }, `203.0.113.${100 + i}`)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect((await apiLogin({ email: admin.email, password: admin.password, code: await codeAt(admin, Date.now()) }, "203.0.113.200")).status).toBe(429);
  });
});

describe("finding 6: the contact form relays no text", () => {
  const contact = (overrides: Record<string, string>) =>
    client().api["sales-requests"].$post(
      {
        json: {
          ContactType: "Request Info",
          Products: "General Ledger",
          Name: "Victim Target",
          CompanyName: "Buy cheap pills at spam.example",
          Email: "victim@inbox.example",
          Phone: "555 0100",
          Address: "Visit https://spam.example now",
          Country: "",
          ContactMade: "",
          Comments: "WIN A PRIZE: https://spam.example/claim",
          clientId: crypto.randomUUID(),
          ...overrides,
        },
      },
      { headers: { "CF-Connecting-IP": freshIp() } },
    );

  it("acknowledges with the name and product only, at most three times a day per recipient", async () => {
    for (let i = 0; i < 4; i++) expect((await contact({})).status).toBe(201);
    const acks = (
      await env.DB.prepare(
        "SELECT subject, body_text, body_html FROM email_outbox WHERE kind = 'acknowledgement' AND to_address = 'victim@inbox.example'",
      ).all<{
        subject: string;
        body_text: string;
        body_html: string;
      }>()
    ).results;
    expect(acks).toHaveLength(3);
    for (const ack of acks) {
      expect(ack.body_text).toContain("Dear Victim Target,");
      expect(ack.body_text).toContain("General Ledger");
      for (const typed of ["spam.example", "555 0100", "PRIZE"]) {
        expect(ack.body_text).not.toContain(typed);
        expect(ack.body_html).not.toContain(typed);
        expect(ack.subject).not.toContain(typed);
      }
    }
    // Sales still hear of every request, with everything typed.
    const notes = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'sales_notification' AND reply_to = 'victim@inbox.example'").first<{
      n: number;
    }>();
    expect(notes?.n).toBe(4);
  });
});

describe("finding 7: the smaller ones", () => {
  it("a password change on /admin/profile is audited, in the same write", async () => {
    const editor = await createStaff("editor");
    const { token } = await mintToken(editor.id, "staff");
    const res = await runAction(
      profileAction,
      "/admin/profile",
      { intent: "password", currentPassword: editor.password, newPassword: "a-brand-new-long-password-26", confirmPassword: "a-brand-new-long-password-26" },
      { token },
    );
    expect(res.status).toBeLessThan(400);
    expect(await auditRows("user.password", editor.email)).toEqual([expect.objectContaining({ detail: "own password" })]);
  });

  it("thirty failed sign-ins make one audit row that counts them", async () => {
    const user = await createStaff("editor");
    for (let i = 0; i < 30; i++) await apiLogin({ email: user.email, password: `nope-${i}` }, `192.0.2.${10 + i}`);
    const failures = await auditRows("signin.failure", user.email);
    const locked = await auditRows("signin.locked", user.email);
    // One row per kind of failure: four wrong passwords, the one that locked, 25 refused while locked.
    expect(failures.map((r) => [r.detail, r.attempts])).toEqual([["wrong password", 4]]);
    expect(locked.map((r) => [r.detail, r.attempts])).toEqual([
      ["wrong password", 1],
      ["account locked", 25],
    ]);
    // Counting is the only change the log allows, and only upward.
    await expect(env.DB.prepare("UPDATE staff_audit SET attempts = 1 WHERE window_key IS NOT NULL").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE staff_audit SET detail = 'x' WHERE window_key IS NOT NULL").run()).rejects.toThrow(/append-only/);
  });
});

async function sha256Hex(text: string) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { bearer, codeAt, createDemoUser, createStaff, fromIp, json } from "./auth";
import type { InferRequestType } from "hono/client";
import { type Api, api, client, errorBodyOf, errorOf } from "./helpers";

const MINUTE = 60_000;

async function login(body: InferRequestType<Api["api"]["login"]["$post"]>["json"], ip = "203.0.113.10") {
  return client().api.login.$post({ json: body }, { headers: fromIp(ip) });
}

describe("POST /api/login", () => {
  it("signs a staff user in and returns the spec's session values and a bearer token", async () => {
    const user = await createStaff("editor", { name: "Erin Editor" });
    const res = await login({ email: user.email.toUpperCase(), password: user.password, code: await codeAt(user, Date.now()) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie"), "API sign-in sets no cookie").toBeNull();
    const body = await res.json();
    expect(body).toMatchObject({ UserName: user.email, AccountName: "Erin Editor", UserID: user.id, role: "editor" });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // A staff browser session: 30 minutes idle.
    const ttl = Date.parse(body.expiresAt as string) - Date.now();
    expect(ttl).toBeGreaterThan(30 * MINUTE - 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);

    const me = await client().api.checklogin.$get(undefined, { headers: bearer(body.token as string) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ audience: "staff", UserName: user.email, AccountName: "Erin Editor", role: "editor" });
    const row = await env.DB.prepare("SELECT last_login_at FROM staff_users WHERE id = ?").bind(user.id).first<{ last_login_at: string }>();
    expect(row?.last_login_at).toBeTruthy();
  });

  it("keeps a remember-me session only after the second factor, and then within ASVS level 2's limits (30 minutes idle, 12 hours)", async () => {
    const persistentOf = async (userId: string) =>
      (await env.DB.prepare("SELECT persistent FROM sessions WHERE staff_user_id = ?1").bind(userId).first<{ persistent: number }>())?.persistent;
    const user = await createStaff("admin");
    const res = await login({ email: user.email, password: user.password, remember: true, code: await codeAt(user, Date.now()) });
    expect(res.status).toBe(200);
    const { expiresAt } = await res.json();
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(30 * MINUTE - 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * MINUTE);
    expect(await persistentOf(user.id)).toBe(1);

    const unenrolled = await createStaff("editor", { secondFactor: false });
    const plain = await login({ email: unenrolled.email, password: unenrolled.password, remember: true }, "203.0.113.11");
    expect(plain.status).toBe(200);
    const plainTtl = Date.parse((await plain.json()).expiresAt) - Date.now();
    expect(plainTtl).toBeLessThanOrEqual(30 * MINUTE);
    expect(await persistentOf(unenrolled.id)).toBe(0);
  });

  it("gives the same answer, after the same password work, for an unknown user and a wrong password", async () => {
    // One account per attempt: five failures on one account would lock it.
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => createStaff("editor")));
    // What would leak an account's existence is the unknown path skipping the slow hash. The work is
    // counted (PBKDF2 iterations derived during the request) rather than timed, so machine load
    // cannot make this pass or fail.
    const attempt = async (body: Parameters<typeof login>[0], ip: string) => {
      const derive = vi.spyOn(crypto.subtle, "deriveBits");
      try {
        const res = await login(body, ip);
        const iterations = derive.mock.calls
          .map(([algorithm]) => algorithm as Pbkdf2Params)
          .filter((algorithm) => algorithm.name === "PBKDF2")
          .reduce((sum, algorithm) => sum + algorithm.iterations, 0);
        return { iterations, status: res.status, body: await errorBodyOf(res) };
      } finally {
        derive.mockRestore();
      }
    };
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await attempt({ email: users[i]!.email, password: "not-the-password" }, `203.0.113.2${i}`));
      unknown.push(await attempt({ email: `nobody-${i}@meridian-fs.example`, password: "not-the-password" }, `203.0.113.3${i}`));
    }
    for (const r of [...wrong, ...unknown]) {
      expect(r.status).toBe(401);
      expect(Object.keys(r.body).sort()).toEqual(["error", "requestId"]);
      expect(r.body.error).toBe("Invalid email or password");
    }
    const perWrong = wrong[0]!.iterations;
    expect(perWrong, "a wrong password is checked with the stored hash's full work").toBeGreaterThanOrEqual(100_000);
    expect(wrong.map((r) => r.iterations)).toEqual(wrong.map(() => perWrong));
    // The first unknown attempt in an isolate may also make the dummy hash it checks against.
    for (const r of unknown) expect(r.iterations, "an unknown user costs at least what a wrong password does").toBeGreaterThanOrEqual(perWrong);
  });

  it("validates the body with the JSON error shape", async () => {
    // raw: a body without the password the typed client requires, then bodies that are not JSON.
    const res = await api("/api/login", json("POST", { email: "not-an-email" }, fromIp("203.0.113.10")));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: { path: string }[] }>();
    expect(body.issues.map((i) => i.path).sort()).toEqual(["email", "password"]);
    // raw: a form body, which the typed client does not send.
    const notJson = await api("/api/login", { method: "POST", body: "email=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(notJson.status).toBe(415);
    // raw: JSON that does not parse.
    const broken = await api("/api/login", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
  });
});

describe("sign-in lockout", () => {
  it("locks an account for 15 minutes after 5 failures, from any address, with a clear message", async () => {
    const user = await createStaff("editor", { secondFactor: false });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login({ email: user.email, password: "wrong-password" }, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    const locked = await login({ email: user.email, password: user.password }, "198.51.100.99");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(await errorOf(locked)).toBe(
      "Too many failed sign-in attempts. Please try again in 15 minutes. If this is your account, enter your password and the code from your authenticator app (or a recovery code) to sign in now.",
    );

    // The lock is the account's: another account signs in from the same address.
    const other = await createStaff("editor", { secondFactor: false });
    expect((await login({ email: other.email, password: other.password }, "198.51.100.99")).status).toBe(200);
  });

  it("locks unknown accounts the same way (a lock says nothing about existence)", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login({ email: "ghost@meridian-fs.example", password: "x" }, `198.51.101.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it("clears the account's count on success", async () => {
    const user = await createStaff("editor", { secondFactor: false });
    const fail = (i: number) => login({ email: user.email, password: "wrong-password" }, `198.51.102.${i}`);
    for (let i = 0; i < 4; i++) expect((await fail(i)).status).toBe(401);
    expect((await login({ email: user.email, password: user.password }, "198.51.102.50")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail(10 + i)).status).toBe(401);
  });

  it("counts simultaneous attempts before checking any password: 10 at once after 4 failures, one is checked", async () => {
    // Checking the lock, then the password, then counting let all ten through (each saw 4 < 5).
    const user = await createStaff("editor", { secondFactor: false });
    for (let i = 0; i < 4; i++) expect((await login({ email: user.email, password: `wrong-${i}` }, `198.51.105.${i}`)).status).toBe(401);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ email: user.email, password: user.password }, `198.51.105.${20 + i}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // The one success clears the count; an attempt counted after that may pass, so allow a few.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("counts simultaneous attempts per address: after 19 failures, one of 10 is checked", async () => {
    const ip = "192.0.2.88";
    for (let i = 0; i < 19; i++) expect((await login({ email: `race-${i}@meridian-fs.example`, password: "x" }, ip)).status).toBe(401);
    const user = await createStaff("editor", { secondFactor: false });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => login({ email: user.email, password: user.password }, ip).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, ...Array<number>(9).fill(429)]);
  });

  it("does not extend a lock by attempts made while locked", async () => {
    const user = await createStaff("editor", { secondFactor: false });
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: "wrong-password" }, `198.51.106.${i}`);
    const bucket = `signin:staff:acct:${user.email}`;
    const before = await env.DB.prepare("SELECT expires_at FROM rate_limits WHERE bucket = ?1").bind(bucket).first<{ expires_at: number }>();
    // Move the lock to end in 10 seconds, as if nearly 15 minutes had passed; further tries leave it there.
    await env.DB.prepare("UPDATE rate_limits SET expires_at = ?2 WHERE bucket = ?1")
      .bind(bucket, Math.floor(Date.now() / 1000) + 10)
      .run();
    for (let i = 0; i < 3; i++) expect((await login({ email: user.email, password: "wrong-password" }, `198.51.106.${10 + i}`)).status).toBe(429);
    const after = await env.DB.prepare("SELECT expires_at FROM rate_limits WHERE bucket = ?1").bind(bucket).first<{ expires_at: number }>();
    expect(after!.expires_at).toBeLessThan(before!.expires_at);
    expect(after!.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 10);
  });

  it("locks a client address after 20 failures across accounts", async () => {
    const ip = "192.0.2.77";
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await login({ email: `spray-${i}@meridian-fs.example`, password: "x" }, ip)).status);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const user = await createStaff("editor", { secondFactor: false });
    expect((await login({ email: user.email, password: user.password }, ip)).status).toBe(429);
    expect((await login({ email: user.email, password: user.password }, "192.0.2.78")).status).toBe(200);
  });
});

describe("GET /api/login (sign-out) and GET /api/checklogin", () => {
  it("revokes the bearer's session at once", async () => {
    const user = await createStaff("editor");
    const { token } = await (await login({ email: user.email, password: user.password, code: await codeAt(user, Date.now()) })).json();
    const out = await client().api.login.$get(undefined, { headers: bearer(token) });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "Signed out" });
    const routes = client().api;
    for (const res of [
      await routes.checklogin.$get(undefined, { headers: bearer(token) }),
      await routes.login.$get(undefined, { headers: bearer(token) }),
      await routes.profile.$get(undefined, { headers: bearer(token) }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
      expect(await errorOf(res)).toBe("Session Expired- please log in");
    }
  });

  it("answers 401 for junk credentials without throwing", async () => {
    const junk = ["", "abc", "a.b", "a.b.c", "a..c", "x".repeat(5000), "eyJhbGciOiJIUzI1NiJ9.e30.!!!", "Basic Zm9vOmJhcg=="];
    for (const token of junk) {
      // raw: a garbled Authorization header, sent as it is.
      const res = await api("/api/checklogin", { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status, token).toBe(401);
    }
  });

  it("refuses a token whose session row expired, or whose user was deleted", async () => {
    const user = await createStaff("editor");
    const { token: t1 } = await (await login({ email: user.email, password: user.password, code: await codeAt(user, Date.now() - 30_000) })).json();
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE staff_user_id = ?").bind(user.id).run();
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(t1) })).status).toBe(401);

    const { token: t2 } = await (await login({ email: user.email, password: user.password, code: await codeAt(user, Date.now()) })).json();
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(t2) })).status).toBe(200);
    await env.DB.prepare("DELETE FROM staff_users WHERE id = ?").bind(user.id).run();
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(t2) })).status).toBe(401);
  });
});

describe("POST /api/DemoAccessUserLogin", () => {
  const demoLogin = (body: InferRequestType<Api["api"]["DemoAccessUserLogin"]["$post"]>["json"], ip = "203.0.113.60") =>
    client().api.DemoAccessUserLogin.$post({ json: body }, { headers: fromIp(ip) });

  it("returns token1, UserID and DemoUserName; the token opens demo identity only", async () => {
    const demo = await createDemoUser();
    const res = await demoLogin({ username: demo.username, password: demo.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ UserID: demo.id, DemoUserName: demo.username });
    const me = await client().api.checklogin.$get(undefined, { headers: bearer(body.token1) });
    expect(await me.json()).toMatchObject({ audience: "demo", UserID: demo.id, DemoUserName: demo.username });
    expect((await client().api.profile.$get(undefined, { headers: bearer(body.token1) })).status).toBe(401);
    // The spec's client signs demo users out with GET /api/login too.
    expect((await client().api.login.$get(undefined, { headers: bearer(body.token1) })).status).toBe(200);
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(body.token1) })).status).toBe(401);
  });

  it("refuses inactive and expired demo access with a clear message, but only to the right password", async () => {
    const inactive = await createDemoUser({ active: false });
    const expired = await createDemoUser({ expiresAt: "2025-03-31T23:59:59.000Z" });
    const r1 = await demoLogin({ username: inactive.username, password: inactive.password });
    expect(r1.status).toBe(403);
    expect(await errorOf(r1)).toBe("This demo access has been deactivated. Please contact us to restore it.");
    const r2 = await demoLogin({ username: expired.username, password: expired.password });
    expect(r2.status).toBe(403);
    expect(await errorOf(r2)).toBe("This demo access expired on March 31, 2025. Please contact us to extend it.");
    const r3 = await demoLogin({ username: expired.username, password: "wrong-password" });
    expect(r3.status).toBe(401);
    expect(await errorOf(r3)).toBe("Invalid username or password");
  });

  it("ends a demo session when the access is deactivated", async () => {
    const demo = await createDemoUser();
    const { token1 } = await (await demoLogin({ username: demo.username, password: demo.password })).json();
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(token1) })).status).toBe(200);
    await env.DB.prepare("UPDATE demo_users SET active = 0 WHERE id = ?").bind(demo.id).run();
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(token1) })).status).toBe(401);
  });

  it("locks a demo account after 5 failures", async () => {
    const demo = await createDemoUser();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await demoLogin({ username: demo.username, password: "nope" }, `198.51.103.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await demoLogin({ username: demo.username, password: demo.password }, "198.51.103.99")).status).toBe(429);
  });
});

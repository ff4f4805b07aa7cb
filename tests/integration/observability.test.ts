import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimedUserId } from "../../app/server/auth/requestUser.server";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { appEnv, bearer, codeAt, createDemoUser, createStaff, fromIp, mintToken } from "./auth";
import { client, errorBodyOf } from "./helpers";

/** Everything the app wrote to the console while `fn` ran, one entry per call. */
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const capture = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
  for (const level of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, level).mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const requestLines = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "request");

describe("request log", () => {
  it("writes one structured line per request: method, route, status, duration, request id", async () => {
    const res = await client().api.health.$get();
    expect(requestLines()).toEqual([
      {
        level: "info",
        msg: "request",
        requestId: res.headers.get("X-Request-Id"),
        method: "GET",
        route: "/api/health",
        status: 200,
        durationMs: expect.any(Number),
        userId: null,
      },
    ]);
  });

  it("names the signed-in user, staff or demo", async () => {
    const staff = await createStaff("editor");
    const demo = await createDemoUser();
    await client().api.checklogin.$get(undefined, { headers: bearer((await mintToken(staff.id, "staff")).token) });
    await client().api.checklogin.$get(undefined, { headers: bearer((await mintToken(demo.id, "demo")).token) });
    expect(requestLines().map((l) => [l.route, l.status, l.userId])).toEqual([
      ["/api/checklogin", 200, staff.id],
      ["/api/checklogin", 200, demo.id],
    ]);
  });

  it("never contains a password, a token or the form body, whether the sign-in succeeds or fails", async () => {
    const staff = await createStaff("admin");
    const demo = await createDemoUser();
    const code = await codeAt(staff, Date.now());
    const ok = await client().api.login.$post({ json: { email: staff.email, password: staff.password, code } }, { headers: fromIp("203.0.113.61") });
    const { token } = await ok.json();
    const okDemo = await client().api.DemoAccessUserLogin.$post(
      { json: { username: demo.username, password: demo.password } },
      { headers: fromIp("203.0.113.61") },
    );
    const { token1 } = await okDemo.json();
    await client().api.login.$post({ json: { email: staff.email, password: `${staff.password}-wrong` } }, { headers: fromIp("203.0.113.61") });
    // Managing users and a new password need a step-up with both factors (decision record 0036).
    const stepUpCode = await codeAt(staff, Date.now() + 30_000);
    await client().api.reauth.$post({ json: { password: staff.password, code: stepUpCode } }, { headers: bearer(token) });
    await client().api["add-user"].$post(
      { json: { email: "new@meridian-fs.example", name: "New", role: "editor", password: "a-brand-new-password-42" } },
      { headers: bearer(token) },
    );
    await client().api.profile.$put({ json: { currentPassword: staff.password, newPassword: "another-long-password-77" } }, { headers: bearer(token) });
    await client().api.login.$get(undefined, { headers: bearer(token) });
    expect(token && token1).toBeTruthy();
    expect(requestLines().map((l) => l.status)).toEqual([200, 200, 401, 200, 201, 200, 200]);
    const all = lines.join("\n");
    for (const secret of [
      code,
      stepUpCode,
      staff.password,
      demo.password,
      token,
      token1,
      "a-brand-new-password-42",
      "another-long-password-77",
      staff.email,
      demo.username,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it("logs a failure with its request id and answers without anything internal", async () => {
    // Health names what is missing (503); any other route answers a broken configuration with 500.
    const res = await client({ ...env, SESSION_SECRET: undefined }).api.blogs.view.$get({ query: {} });
    const requestId = res.headers.get("X-Request-Id");
    expect(await errorBodyOf(res)).toEqual({ error: "Server Error", requestId });
    const errorLine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === "error" && l.msg !== "request");
    expect(errorLine).toMatchObject({ msg: "config", requestId });
  });
});

// The Remix half (server.ts) logs the same line; its user id comes from claimedUserId, which reads
// the request's token without a database round trip.
describe("the user id of a page request's log line", () => {
  const page = (headers: Record<string, string> = {}) => new Request("http://127.0.0.1/admin", { headers });

  it("is the subject of the staff or demo cookie, or of a bearer token", async () => {
    const staff = await createStaff("editor");
    const demo = await createDemoUser();
    const env = appEnv();
    const staffToken = (await mintToken(staff.id, "staff")).token;
    const demoToken = (await mintToken(demo.id, "demo")).token;
    expect(await claimedUserId(page({ Cookie: `${cookieName(env, "staff")}=${staffToken}` }), env)).toBe(staff.id);
    expect(await claimedUserId(page({ Cookie: `other=1; ${cookieName(env, "demo")}=${demoToken}` }), env)).toBe(demo.id);
    expect(await claimedUserId(page(bearer(demoToken)), env)).toBe(demo.id);
  });

  it("is null for no credential, junk, or a token signed with another key", async () => {
    const env = appEnv();
    const staff = await createStaff("editor");
    const token = (await mintToken(staff.id, "staff")).token;
    const [head, body] = token.split(".");
    expect(await claimedUserId(page(), env)).toBeNull();
    expect(await claimedUserId(page({ Cookie: `${cookieName(env, "staff")}=not-a-token` }), env)).toBeNull();
    expect(await claimedUserId(page(bearer(`${head}.${body}.${"A".repeat(43)}`)), env)).toBeNull();
    expect(
      await claimedUserId(page({ Cookie: `${cookieName(env, "staff")}=${token}` }), { ...env, SESSION_SECRET: "another-secret-0123456789abcdef-0123" }),
    ).toBeNull();
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { appEnv, bearer, createDemoUser, createStaff, mintToken } from "./auth";
import { client } from "./helpers";
import { verifyToken } from "../../app/server/auth/tokens.server";

const staffCookie = (token: string) => ({ Cookie: `other=1; meridian_staff=${token}` });

async function sessionRow(id: string) {
  return env.DB.prepare("SELECT expires_at, last_seen_at, revoked_at FROM sessions WHERE id = ?")
    .bind(id)
    .first<{ expires_at: string; last_seen_at: string; revoked_at: string | null }>();
}

async function age(id: string, lastSeenAt: string, expiresAt: string) {
  await env.DB.prepare("UPDATE sessions SET last_seen_at = ?2, expires_at = ?3 WHERE id = ?1").bind(id, lastSeenAt, expiresAt).run();
}

describe("browser cookies on the API", () => {
  it("accepts the HttpOnly session cookie as well as a bearer token", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff");
    expect((await client().api.profile.$get(undefined, { headers: staffCookie(token) })).status).toBe(200);
    // A demo token in the staff cookie is the wrong audience.
    const demo = await createDemoUser();
    const demoToken = (await mintToken(demo.id, "demo")).token;
    expect((await client().api.profile.$get(undefined, { headers: staffCookie(demoToken) })).status).toBe(401);
    expect((await client().api.checklogin.$get(undefined, { headers: { Cookie: `meridian_demo=${demoToken}` } })).status).toBe(200);
  });

  it("refuses a cookie-carrying write from another origin; API clients (bearer, no Origin) write freely", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff");
    const evil = { Origin: "https://evil.example" };
    const viaCookie = await client().api.profile.$put({ json: { name: "Hijacked" } }, { headers: { ...staffCookie(token), ...evil } });
    expect(viaCookie.status).toBe(403);
    const sameOrigin = await client().api.profile.$put({ json: { name: "Mine" } }, { headers: { ...staffCookie(token), Origin: "http://127.0.0.1" } });
    expect(sameOrigin.status).toBe(200);
    const viaBearer = await client().api.profile.$put({ json: { name: "Scripted" } }, { headers: bearer(token) });
    expect(viaBearer.status).toBe(200);
  });

  it("signs a cookie session out and clears the cookie, but not from another site's link", async () => {
    const user = await createStaff("editor");
    const { token, session } = await mintToken(user.id, "staff");
    const fromLink = await client().api.login.$get(undefined, { headers: { ...staffCookie(token), "Sec-Fetch-Site": "cross-site" } });
    expect(fromLink.status).toBe(403);
    expect((await sessionRow(session.id))?.revoked_at).toBeNull();
    const res = await client().api.login.$get(undefined, { headers: { ...staffCookie(token), "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie();
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^meridian_staff=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    expect((await sessionRow(session.id))?.revoked_at).toBeTruthy();
  });
});

describe("sliding sessions", () => {
  it("renews a used staff remember-me cookie as a persistent one, never past 12 hours in all (ASVS level 2)", async () => {
    const user = await createStaff("editor");
    const { token, session } = await mintToken(user.id, "staff", { persistent: true });
    const created = Date.now() - (12 * 3600_000 - 10 * 60_000);
    await env.DB.prepare("UPDATE sessions SET created_at = ?2, last_seen_at = ?3, expires_at = ?4 WHERE id = ?1")
      .bind(session.id, new Date(created).toISOString(), new Date(Date.now() - 10 * 60_000).toISOString(), new Date(Date.now() + 20 * 60_000).toISOString())
      .run();

    const res = await client().api.profile.$get(undefined, { headers: staffCookie(token) });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^meridian_staff=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=(\d+); Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)![1]);
    expect(maxAge).toBeGreaterThan(10 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(10 * 60);
    expect(cookie).not.toContain("Secure"); // APP_ENV=test serves plain http

    const row = await sessionRow(session.id);
    expect(Date.parse(row!.expires_at)).toBe(created + 12 * 3600_000);
    const renewed = /^meridian_staff=([^;]+)/.exec(cookie!)![1]!;
    const claims = await verifyToken(appEnv(), renewed, "staff");
    expect(claims?.jti).toBe(session.id);
    expect(claims!.exp * 1000).toBe(Date.parse(row!.expires_at) - (Date.parse(row!.expires_at) % 1000));
  });

  it("renews a browser-session cookie without making it persistent, and never past 12 hours in all", async () => {
    const user = await createStaff("editor");
    const { token, session } = await mintToken(user.id, "staff");
    const created = Date.now() - (12 * 3600_000 - 10 * 60_000);
    await env.DB.prepare("UPDATE sessions SET created_at = ?2, last_seen_at = ?3, expires_at = ?4 WHERE id = ?1")
      .bind(session.id, new Date(created).toISOString(), new Date(Date.now() - 10 * 60_000).toISOString(), new Date(Date.now() + 20 * 60_000).toISOString())
      .run();
    const res = await client().api.profile.$get(undefined, { headers: staffCookie(token) });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^meridian_staff=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const row = await sessionRow(session.id);
    expect(Date.parse(row!.expires_at)).toBe(created + 12 * 3600_000);
  });

  it("does not reissue a bearer token (its exp is fixed) but records the use", async () => {
    const user = await createStaff("editor");
    const { token, session } = await mintToken(user.id, "staff", { persistent: true });
    const old = new Date(Date.now() - 2 * 86400_000).toISOString();
    const expires = new Date(Date.now() + 28 * 86400_000).toISOString();
    await age(session.id, old, expires);
    const res = await client().api.profile.$get(undefined, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const row = await sessionRow(session.id);
    expect(row?.expires_at).toBe(expires);
    expect(Date.parse(row!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("does not renew a recently used session", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff", { persistent: true });
    const res = await client().api.profile.$get(undefined, { headers: staffCookie(token) });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

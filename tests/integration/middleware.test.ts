import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../app/api/errors.server";
import { demoAuth, staffAuth } from "../../app/api/middleware/auth.server";
import type { ApiEnv } from "../../app/api/types.server";
import { appEnv, bearer, createDemoUser, createStaff, mintToken } from "./auth";

// The middleware on routes of its own, as the demo-access and blog routers will use it.
const probe = new Hono<ApiEnv>()
  .use("*", async (c, next) => {
    c.set("env", appEnv());
    c.set("requestId", "test");
    await next();
  })
  .get("/demo-only", demoAuth(), (c) => c.json({ demoUser: c.get("demoUser").username, session: c.get("session").audience }))
  .get("/blog", staffAuth("blog:manage"), (c) => c.json({ user: c.get("user").role }))
  .get("/demo-admin", staffAuth("demo:manage"), (c) => c.json({ ok: true }))
  .onError((err, c) => (err instanceof ApiError ? c.json({ error: err.message }, err.status) : c.json({ error: "Server Error" }, 500)));

const call = (path: string, headers: Record<string, string> = {}) => probe.request(path, { headers });

describe("demoAuth()", () => {
  it("lets demo users in and sets c.var.demoUser; staff tokens and nobody get 401", async () => {
    const demo = await createDemoUser();
    const { token } = await mintToken(demo.id, "demo");
    const ok = await call("/demo-only", bearer(token));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ demoUser: demo.username, session: "demo" });
    expect(ok.headers.get("cache-control")).toBe("no-store");

    const staff = await createStaff("admin");
    const staffToken = (await mintToken(staff.id, "staff")).token;
    expect((await call("/demo-only", bearer(staffToken))).status).toBe(401);
    const anon = await call("/demo-only");
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: "Session Expired- please log in" });
  });

  it("renews a due demo cookie on the response", async () => {
    const demo = await createDemoUser();
    const { token, session } = await mintToken(demo.id, "demo");
    const { env } = await import("cloudflare:workers");
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1")
      .bind(session.id, new Date(Date.now() - 10 * 60_000).toISOString())
      .run();
    const res = await call("/demo-only", { Cookie: `meridian_demo=${token}` });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/^meridian_demo=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});

describe("staffAuth(permission)", () => {
  it("checks the permission table: editors manage the blog, not demo access", async () => {
    const editor = await createStaff("editor");
    const headers = bearer((await mintToken(editor.id, "staff")).token);
    expect((await call("/blog", headers)).status).toBe(200);
    const refused = await call("/demo-admin", headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Forbidden" });
  });
});

import { env } from "cloudflare:workers";
import { assert, describe, expect, it } from "vitest";
import { type Api, api, client, errorOf } from "./helpers";

describe("GET /api/health", () => {
  it("reports the version and real D1 and R2 checks", async () => {
    const res = await client().api.health.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.version).toBe("0.1.0");
    expect(body.checks.d1?.ok).toBe(true);
    expect(body.checks.r2?.ok).toBe(true);
  });

  it("answers 503 naming D1 when the database fails", async () => {
    const session = { prepare: () => ({ first: () => Promise.reject(new Error("D1 is down")) }), getBookmark: () => null };
    // Requests query through a session (d1Sessions.server.ts), as on a real binding.
    const brokenDb = { ...session, withSession: () => session };
    const res = await client({ ...env, DB: brokenDb }).api.health.$get();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.failing).toEqual(["d1"]);
  });

  it("answers 503 naming R2 when the bucket fails", async () => {
    const brokenBucket = { head: () => null, list: () => Promise.reject(new Error("R2 is down")) };
    const res = await client({ ...env, MEDIA: brokenBucket }).api.health.$get();
    expect(res.status).toBe(503);
    expect((await res.json()).failing).toEqual(["r2"]);
  });
});

describe("GET /api/health: the e-mail check", () => {
  const body = async (res: Awaited<ReturnType<Api["api"]["health"]["$get"]>>) => res.json();

  it("is ok with the local mail sink and nothing waiting", async () => {
    const res = await client().api.health.$get();
    expect(res.status).toBe(200);
    expect((await body(res)).checks.email).toMatchObject({ ok: true, state: "ok", transport: "sink", waiting: 0 });
  });

  it("answers 503 naming email in production without a transport", async () => {
    const res = await client({ ...env, APP_ENV: "production", EMAIL_TRANSPORT: "" }).api.health.$get();
    expect(res.status).toBe(503);
    const report = await body(res);
    expect(report.failing).toEqual(["email"]);
    expect(report.checks.email).toMatchObject({ ok: false, state: "not_configured", error: "no e-mail transport configured (EMAIL_TRANSPORT)" });
  });

  it("answers 503 naming email in production when Resend is chosen but its key is missing, or the sink is named", async () => {
    for (const vars of [{ EMAIL_TRANSPORT: "resend" }, { EMAIL_TRANSPORT: "sink" }]) {
      const res = await client({ ...env, APP_ENV: "production", ...vars }).api.health.$get();
      expect(res.status).toBe(503);
      expect((await body(res)).failing).toEqual(["email"]);
    }
  });

  it("reports 'not configured' outside production without failing health", async () => {
    const res = await client({ ...env, EMAIL_TRANSPORT: "" }).api.health.$get();
    expect(res.status).toBe(200);
    expect((await body(res)).checks.email).toMatchObject({ ok: false, state: "not_configured" });
  });

  it("answers 503 naming email when messages have waited over 15 minutes, with their count and the oldest's age", async () => {
    const old = new Date(Date.now() - 40 * 60_000).toISOString();
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of ids) {
      // Failed, next try far ahead: what a provider that keeps answering 500 leaves behind.
      await env.DB.prepare(
        `INSERT INTO email_outbox (id, to_address, subject, body_text, source, status, attempts, created_at, next_attempt_at, last_error)
         VALUES (?1, 'x@example.com', 's', 'b', 'staff', 'failed', 3, ?2, '2999-01-01T00:00:00.000Z', 'HTTP 500')`,
      )
        .bind(id, old)
        .run();
    }
    const res = await client().api.health.$get();
    expect(res.status).toBe(503);
    const report = await body(res);
    expect(report.failing).toEqual(["email"]);
    const email = report.checks.email;
    expect(email).toMatchObject({ ok: false, state: "failing", waiting: 2, failing: 2 });
    assert(email.state === "failing");
    expect(email.oldestWaitingSeconds).toBeGreaterThanOrEqual(40 * 60);
    expect(email.error).toMatch(/^2 messages waiting, the oldest for 4\d minutes$/);
    await env.DB.prepare("DELETE FROM email_outbox WHERE id IN (?1, ?2)").bind(ids[0], ids[1]).run();
  });
});

describe("API errors", () => {
  it("answers unknown API paths with the JSON error shape and a request id", async () => {
    for (const path of ["/api/no-such-thing", "/saviewgrid/nope/deeper", "/sendemail/unknown"]) {
      // raw: paths the API does not have, which the typed client cannot name.
      await expect(await api(path)).toBeApiError(404, "Not Found");
    }
  });

  it("fails loudly, by name, when a secret is missing", async () => {
    const { SESSION_SECRET: _omit, ...withoutSecret } = env as Record<string, unknown>;
    const res = await client(withoutSecret).api.health.$get();
    // Health names what is missing (a deploy's first look); other routes answer the plain 500.
    expect(res.status).toBe(503);
    // Answered by the app's middleware before the route, so not in the route's type.
    expect((await res.json()) as unknown).toMatchObject({ status: "misconfigured", missing: ["SESSION_SECRET"] });
    const other = await client(withoutSecret).api.users.$get();
    expect(other.status).toBe(500);
    expect(await errorOf(other)).toBe("Server Error");
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";

describe("GET /api/health", () => {
  it("reports the version and real D1 and R2 checks", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const body = await res.json<{ status: string; version: string; checks: Record<string, { ok: boolean }> }>();
    expect(body.status).toBe("ok");
    expect(body.version).toBe("0.1.0");
    expect(body.checks.d1?.ok).toBe(true);
    expect(body.checks.r2?.ok).toBe(true);
  });

  it("answers 503 naming D1 when the database fails", async () => {
    const brokenDb = { prepare: () => ({ first: () => Promise.reject(new Error("D1 is down")) }) };
    const res = await api("/api/health", undefined, { ...env, DB: brokenDb });
    expect(res.status).toBe(503);
    const body = await res.json<{ failing: string[] }>();
    expect(body.failing).toEqual(["d1"]);
  });

  it("answers 503 naming R2 when the bucket fails", async () => {
    const brokenBucket = { head: () => null, list: () => Promise.reject(new Error("R2 is down")) };
    const res = await api("/api/health", undefined, { ...env, MEDIA: brokenBucket });
    expect(res.status).toBe(503);
    expect((await res.json<{ failing: string[] }>()).failing).toEqual(["r2"]);
  });
});

describe("API errors", () => {
  it("answers unknown API paths with the JSON error shape and a request id", async () => {
    for (const path of ["/api/no-such-thing", "/saviewgrid/nope/deeper", "/sendemail/unknown"]) {
      const res = await api(path);
      expect(res.status).toBe(404);
      const body = await res.json<{ error: string; requestId: string }>();
      expect(body).toEqual({ error: "Not Found", requestId: res.headers.get("x-request-id") });
    }
  });

  it("fails loudly, by name, when a secret is missing", async () => {
    const { SESSION_SECRET: _omit, ...withoutSecret } = env as Record<string, unknown>;
    const res = await api("/api/health", undefined, withoutSecret);
    expect(res.status).toBe(500);
    expect((await res.json<{ error: string }>()).error).toBe("Server Error");
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clear, clientIp, hit, peek, strike } from "../../app/server/platform/rateLimit.server";

const rule = { limit: 3, windowSeconds: 60 };

describe("D1 rate limits", () => {
  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hit(env.DB, "test:ip:203.0.113.1", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.count).toBe(5);
    expect(results[4]!.retryAfter).toBeGreaterThan(0);
    expect(results[4]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it("keeps buckets apart and can be cleared", async () => {
    await hit(env.DB, "test:a", rule);
    await hit(env.DB, "test:a", rule);
    await hit(env.DB, "test:a", rule);
    expect((await peek(env.DB, "test:a", rule)).allowed).toBe(false);
    expect((await peek(env.DB, "test:b", rule)).allowed).toBe(true);
    await clear(env.DB, "test:a");
    expect(await peek(env.DB, "test:a", rule)).toMatchObject({ allowed: true, count: 0 });
  });

  it("reads the client address from CF-Connecting-IP", () => {
    expect(clientIp(new Request("http://x/", { headers: { "CF-Connecting-IP": "198.51.100.7" } }))).toBe("198.51.100.7");
    expect(clientIp(new Request("http://x/"))).toBe("unknown");
  });
});

describe("lockout strikes", () => {
  const lockout = { limit: 3, windowSeconds: 60, lockSeconds: 300 };

  it("locks for the full lock time from the failure that reached the limit", async () => {
    const first = await strike(env.DB, "test:strike:a", lockout);
    expect(first).toMatchObject({ allowed: true, count: 1 });
    expect(first.retryAfter).toBeLessThanOrEqual(60);
    await strike(env.DB, "test:strike:a", lockout);
    const third = await strike(env.DB, "test:strike:a", lockout);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBe(300);
    const read = await peek(env.DB, "test:strike:a", lockout);
    expect(read.allowed).toBe(false);
    expect(read.retryAfter).toBeGreaterThan(298);
  });

  it("starts a new count once the window has passed", async () => {
    await strike(env.DB, "test:strike:b", lockout);
    await env.DB.prepare("UPDATE rate_limits SET expires_at = expires_at - 120 WHERE bucket = 'test:strike:b'").run();
    expect(await peek(env.DB, "test:strike:b", lockout)).toMatchObject({ allowed: true, count: 0 });
    expect(await strike(env.DB, "test:strike:b", lockout)).toMatchObject({ allowed: true, count: 1 });
  });
});

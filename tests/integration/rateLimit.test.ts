import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clear, clientIp, hit, peek, reserve, strike } from "../../app/server/platform/rateLimit.server";

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

describe("reserved attempts and strikes once locked", () => {
  const lockout = { limit: 2, windowSeconds: 60, lockSeconds: 300 };
  // The lock made to end sooner than a fresh one would: whether the next count moves it shows.
  const shorten = (bucket: string) => env.DB.prepare("UPDATE rate_limits SET expires_at = expires_at - 200 WHERE bucket = ?1").bind(bucket).run();

  it("reserve: exactly `limit` attempts are allowed; one made while locked is counted and leaves the lock's end", async () => {
    expect(await reserve(env.DB, "test:reserve:a", lockout)).toMatchObject({ allowed: true, count: 1 });
    const second = await reserve(env.DB, "test:reserve:a", lockout);
    expect(second).toMatchObject({ allowed: true, count: 2, retryAfter: 300 });
    await shorten("test:reserve:a");
    const third = await reserve(env.DB, "test:reserve:a", lockout);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBeLessThanOrEqual(100);
  });

  it("strike: a failure counted while locked locks again for the full time", async () => {
    await strike(env.DB, "test:strike:c", lockout);
    expect(await strike(env.DB, "test:strike:c", lockout)).toMatchObject({ allowed: false, count: 2, retryAfter: 300 });
    await shorten("test:strike:c");
    expect(await strike(env.DB, "test:strike:c", lockout)).toMatchObject({ allowed: false, count: 3, retryAfter: 300 });
  });
});

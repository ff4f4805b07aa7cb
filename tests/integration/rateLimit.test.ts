import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clear, clientIp, hit, peek } from "../../app/server/rateLimit.server";

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

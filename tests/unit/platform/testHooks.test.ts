import { afterEach, describe, expect, it } from "vitest";
import { requestNow } from "~/server/platform/clock.server";
import { isLoopbackRequest } from "~/server/platform/testHooks.server";
import { shiftClockForTests } from "~/server/platform/shiftedClock.server";

const at = "2031-01-02T03:04:05.000Z";
const request = (origin: string, headers: Record<string, string> = {}) => new Request(`${origin}/news`, { headers: { "X-Test-Now": at, ...headers } });

describe("the test clock (X-Test-Now) on a deployed site", () => {
  it("is honoured only with the flag, outside production and preview, on a loopback request", () => {
    expect(requestNow(request("http://127.0.0.1:8804"), { TEST_CLOCK: "header", APP_ENV: "development" }).toISOString()).toBe(at);
    expect(requestNow(request("https://preview.meridian-site.pages.dev"), { TEST_CLOCK: "header", APP_ENV: "preview" }).toISOString()).not.toBe(at);
    expect(requestNow(request("http://127.0.0.1"), { TEST_CLOCK: "header", APP_ENV: "preview" }).toISOString()).not.toBe(at);
    expect(requestNow(request("https://www.meridian-fs.example"), { TEST_CLOCK: "header", APP_ENV: "development" }).toISOString()).not.toBe(at);
    expect(requestNow(request("http://127.0.0.1"), { APP_ENV: "development" }).toISOString()).not.toBe(at);
  });

  it("takes loopback names and addresses only", () => {
    for (const origin of ["http://127.0.0.1:8788", "http://localhost:8804", "http://warm-1.localhost:8799", "http://[::1]:8788"])
      expect(isLoopbackRequest(new Request(origin))).toBe(true);
    // The client address is the test's own choice locally (each spec's rate-limit bucket): not a signal.
    expect(isLoopbackRequest(new Request("http://127.0.0.1", { headers: { "CF-Connecting-IP": "198.51.100.4" } }))).toBe(true);
    expect(isLoopbackRequest(new Request("http://127.0.0.1.nip.io"))).toBe(false);
    expect(isLoopbackRequest(new Request("http://localhost.attacker.example"))).toBe(false);
    expect(isLoopbackRequest(new Request("https://meridian-site.pages.dev"))).toBe(false);
  });
});

describe("the e2e server's day (TEST_TODAY, as TEST_CLOCK_SHIFT_DAYS)", () => {
  const DAY = 86_400_000;
  const SHIFTED = Symbol.for("meridian.shiftedClockDays");
  const RealDate = Date;
  const g = globalThis as typeof globalThis & { [SHIFTED]?: number };
  afterEach(() => {
    g.Date = RealDate;
    delete g[SHIFTED];
  });

  it("moves every Date the worker makes by whole days, and time keeps flowing", () => {
    const before = RealDate.now();
    shiftClockForTests(new Request("http://127.0.0.1:8799/"), { TEST_CLOCK: "header", TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "development" });
    expect(Date.now()).toBeGreaterThanOrEqual(before + 400 * DAY);
    expect(new Date().getTime()).toBeLessThanOrEqual(RealDate.now() + 400 * DAY);
    // A given instant is that instant; dates are still Dates.
    expect(new Date(at).toISOString()).toBe(at);
    expect(new Date() instanceof RealDate).toBe(true);
    expect(Date.parse(at)).toBe(RealDate.parse(at));
    // Once per isolate: the API's bundle and the Remix build share the global.
    shiftClockForTests(new Request("http://127.0.0.1:8799/"), { TEST_CLOCK: "header", TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "development" });
    expect(Date.now()).toBeLessThanOrEqual(RealDate.now() + 400 * DAY);
  });

  it("is ignored where the test clock is closed", () => {
    for (const [origin, env] of [
      ["http://127.0.0.1", { TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "development" }],
      ["http://127.0.0.1", { TEST_CLOCK: "header", TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "preview" }],
      ["http://127.0.0.1", { TEST_CLOCK: "header", TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "production" }],
      ["https://www.meridian-fs.example", { TEST_CLOCK: "header", TEST_CLOCK_SHIFT_DAYS: "400", APP_ENV: "development" }],
    ] as const) {
      shiftClockForTests(new Request(origin), env);
      expect(Date).toBe(RealDate);
    }
  });
});

import type { Env } from "./env.server";
import { testClockOpen } from "./testHooks.server";

/**
 * The time a request is answered at. Scheduled posts become public when this passes their
 * published_at, with nobody acting, so the end-to-end tests need to move it without waiting:
 * a server started by scripts/e2e-server.mjs has TEST_CLOCK = "header" and then takes the time
 * from an `X-Test-Now` header (an ISO instant), on a request to the loopback only. Any other
 * server, and a deployed one whatever its flags, ignores the header (testHooks.server.ts), so
 * visitors cannot see scheduled posts early.
 *
 * Without the header, such a server answers at the real time moved by whole days
 * (TEST_CLOCK_SHIFT_DAYS, from the suite's TEST_TODAY): the whole site can be tried on a day
 * other than the one the suite runs on, while time still flows as it does for the browser.
 */
export const TEST_NOW_HEADER = "X-Test-Now";

type ClockEnv = Pick<Env, "TEST_CLOCK" | "TEST_CLOCK_SHIFT_DAYS" | "APP_ENV">;

const DAY_MS = 86_400_000;

export function requestNow(request: Request, env: ClockEnv): Date {
  if (testClockOpen(request, env)) {
    const given = request.headers.get(TEST_NOW_HEADER);
    const t = given ? Date.parse(given) : Number.NaN;
    if (!Number.isNaN(t)) return new Date(t);
    if (env.TEST_CLOCK_SHIFT_DAYS) return new Date(Date.now() + env.TEST_CLOCK_SHIFT_DAYS * DAY_MS);
  }
  return new Date();
}

/** The same instant as the ISO text D1 stores (strftime('%Y-%m-%dT%H:%M:%fZ')), so SQL compares it as text. */
export const isoNow = (request: Request, env: ClockEnv) => requestNow(request, env).toISOString();

import type { Env } from "./env.server";
import { testClockOpen } from "./testHooks.server";

/**
 * The time a request is answered at. Scheduled posts become public when this passes their
 * published_at, with nobody acting, so the end-to-end tests need to move it without waiting:
 * a server started by scripts/e2e-server.mjs has TEST_CLOCK = "header" and then takes the time
 * from an `X-Test-Now` header (an ISO instant), on a request to the loopback only. Any other
 * server, and a deployed one whatever its flags, ignores the header (testHooks.server.ts), so
 * visitors cannot see scheduled posts early. Without the header such a server answers at its own
 * time, which TEST_TODAY may have moved by whole days (shiftedClock.server.ts).
 */
export const TEST_NOW_HEADER = "X-Test-Now";

export function requestNow(request: Request, env: Pick<Env, "TEST_CLOCK" | "APP_ENV">): Date {
  if (testClockOpen(request, env)) {
    const given = request.headers.get(TEST_NOW_HEADER);
    const t = given ? Date.parse(given) : Number.NaN;
    if (!Number.isNaN(t)) return new Date(t);
  }
  return new Date();
}

/** The same instant as the ISO text D1 stores (strftime('%Y-%m-%dT%H:%M:%fZ')), so SQL compares it as text. */
export const isoNow = (request: Request, env: Pick<Env, "TEST_CLOCK" | "APP_ENV">) => requestNow(request, env).toISOString();

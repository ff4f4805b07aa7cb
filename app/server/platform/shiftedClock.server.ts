import type { Env } from "./env.server";
import { testClockOpen } from "./testHooks.server";

/**
 * The e2e server's whole clock, moved by whole days (TEST_CLOCK_SHIFT_DAYS, set from the suite's
 * TEST_TODAY by scripts/e2e-server.mjs): every Date the worker makes — a record's stamp, a window
 * such as Undo's minute, a token's expiry, the scheduled work — is on the tests' day, as the
 * browsers' clock is (Playwright's clock). One shifted Date for the isolate is simpler and surer
 * than a clock handed to every function that stamps or compares. Only where the test clock is
 * open (a loopback request to a server started with TEST_CLOCK, never a deployed one); SQLite's
 * own `'now'` stays on real time.
 */
const DAY_MS = 86_400_000;
const SHIFTED = Symbol.for("meridian.shiftedClockDays");

/** The platform's env as it arrives (the pipeline runs before it is parsed): strings. */
type RawClockEnv = { TEST_CLOCK?: unknown; TEST_CLOCK_SHIFT_DAYS?: unknown; APP_ENV?: unknown };
type Global = typeof globalThis & { [SHIFTED]?: number };

/** Moves the isolate's Date by the env's days, once (the API and the Remix build share the global). */
export function shiftClockForTests(request: Request, env: RawClockEnv): void {
  const days = Number(env.TEST_CLOCK_SHIFT_DAYS ?? 0);
  const g = globalThis as Global;
  if (!Number.isInteger(days) || days === 0 || g[SHIFTED] !== undefined) return;
  if (!testClockOpen(request, env as Pick<Env, "TEST_CLOCK" | "APP_ENV">)) return;
  g.Date = shiftedDate(Date, days * DAY_MS);
  g[SHIFTED] = days;
}

/**
 * A Date whose "now" (`Date.now()`, `new Date()`, `Date()`) is `offsetMs` from the real one; a
 * given instant is that instant, and what it makes are ordinary Dates.
 */
function shiftedDate(Real: DateConstructor, offsetMs: number): DateConstructor {
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    const now = Real.now() + offsetMs;
    if (!new.target) return new Real(now).toString();
    return args.length === 0 ? new Real(now) : new Real(...(args as [string | number | Date]));
  }
  ShiftedDate.prototype = Real.prototype;
  ShiftedDate.now = () => Real.now() + offsetMs;
  ShiftedDate.parse = Real.parse;
  ShiftedDate.UTC = Real.UTC;
  return ShiftedDate as unknown as DateConstructor;
}

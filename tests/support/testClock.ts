/**
 * The tests' clock. Every date a test seeds or asserts is taken from here, never written as a
 * literal that will one day pass: `TEST_TODAY=YYYY-MM-DD` moves the clock (the e2e server's
 * default time, the browsers' clock and these helpers) to that day, by whole days, while time
 * keeps flowing. Unset, the clock is the real one. The tests' own tokens, second-factor codes
 * and seeded rows take their time from here too; SQLite's `'now'` and the browsers' cookie jars
 * stay on real time.
 *
 * The shift is fixed once per run (TEST_CLOCK_SHIFT_DAYS, inherited by the server and the
 * Playwright workers), so a run that crosses midnight keeps one shift.
 */
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days between the real day and TEST_TODAY (UTC), decided once per run. */
export function clockShiftDays(): number {
  const fixed = process.env.TEST_CLOCK_SHIFT_DAYS;
  if (fixed !== undefined && fixed !== "") return Number(fixed);
  const today = process.env.TEST_TODAY;
  let shift = 0;
  if (today) {
    const at = DAY.test(today) ? Date.parse(`${today}T00:00:00.000Z`) : Number.NaN;
    if (Number.isNaN(at)) throw new Error(`TEST_TODAY must be a day, YYYY-MM-DD (got ${JSON.stringify(today)})`);
    shift = Math.round((at - Math.floor(Date.now() / DAY_MS) * DAY_MS) / DAY_MS);
  }
  process.env.TEST_CLOCK_SHIFT_DAYS = String(shift);
  return shift;
}

/** Milliseconds between the real clock and the tests' clock. */
export const clockShiftMs = () => clockShiftDays() * DAY_MS;

/** Now, on the tests' clock. */
export const testNow = (): Date => new Date(Date.now() + clockShiftMs());

/** YYYY-MM-DD of an instant (UTC). */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** Today (UTC) on the tests' clock, moved by `days`: `testDay(-6)` is six days ago. */
export const testDay = (days = 0): string => dayOf(new Date(testNow().getTime() + days * DAY_MS));

/** An instant `days` (and `hours`) from now on the tests' clock, as ISO text. */
export const testInstant = (days: number, hours = 0): string => new Date(testNow().getTime() + days * DAY_MS + hours * 3_600_000).toISOString();

/** The tests' year. */
export const testYear = (): number => testNow().getUTCFullYear();

/** "Dec 1, 2026": a day as the site writes dates (en-US, UTC). */
export const shortDate = (day: string): string =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

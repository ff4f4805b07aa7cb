import { afterEach, describe, expect, it } from "vitest";
import { clockShiftDays, dayOf, shortDate, testDay } from "../support/testClock";

/** The tests' clock (TEST_TODAY): every date a test seeds or asserts comes from it. */
const saved = { today: process.env.TEST_TODAY, shift: process.env.TEST_CLOCK_SHIFT_DAYS };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));

afterEach(() => {
  restore("TEST_TODAY", saved.today);
  restore("TEST_CLOCK_SHIFT_DAYS", saved.shift);
});

const fresh = (today: string | undefined) => {
  delete process.env.TEST_CLOCK_SHIFT_DAYS;
  if (today === undefined) delete process.env.TEST_TODAY;
  else process.env.TEST_TODAY = today;
};

describe("TEST_TODAY", () => {
  it("unset, is the real day", () => {
    fresh(undefined);
    expect(clockShiftDays()).toBe(0);
    expect(testDay()).toBe(dayOf(new Date()));
  });

  it("moves today to the day given, by whole days, and keeps that shift for the run", () => {
    const real = new Date();
    const target = new Date(real.getTime() + 500 * 86_400_000);
    fresh(dayOf(target));
    expect(clockShiftDays()).toBe(500);
    expect(process.env.TEST_CLOCK_SHIFT_DAYS).toBe("500");
    expect(testDay()).toBe(dayOf(target));
    expect(testDay(-1)).toBe(dayOf(new Date(target.getTime() - 86_400_000)));
    // Later changes to TEST_TODAY do not move a run already under way.
    process.env.TEST_TODAY = "1999-01-01";
    expect(clockShiftDays()).toBe(500);
  });

  it("refuses what is not a day", () => {
    for (const bad of ["20270101", "tomorrow", "2027/01/01", "1.1.2027"]) {
      fresh(bad);
      expect(() => clockShiftDays()).toThrow(/TEST_TODAY must be a day, YYYY-MM-DD/);
    }
  });

  it("writes a day as the site does", () => {
    expect(shortDate("1989-06-01")).toBe("Jun 1, 1989");
  });
});

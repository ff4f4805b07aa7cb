import { describe, expect, it } from "vitest";
import { clockTime } from "~/lib/blog/localTime";

/** The autosave's "Saved at" time of day (the schedule's conversions are tested in tests/unit/lib/timeZones.test.ts). */
describe("clockTime", () => {
  it("writes hours and minutes with two digits", () => {
    expect(clockTime(new Date(2030, 0, 15, 9, 5))).toBe("09:05");
    expect(clockTime(new Date(2030, 0, 15, 23, 59))).toBe("23:59");
  });
});

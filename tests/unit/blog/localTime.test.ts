import { describe, expect, it } from "vitest";
import { clockTime } from "~/lib/blog/localTime";

/** The autosave's "Saved at" time of day (the schedule's conversions are tested in tests/unit/lib/timeZones.test.ts). */
describe("clockTime", () => {
  it("writes hours and minutes with two digits, on the staff member's wall clock", () => {
    const at = Date.UTC(2030, 0, 15, 0, 5);
    expect(clockTime(at, "UTC")).toBe("00:05");
    expect(clockTime(at, "Asia/Tokyo")).toBe("09:05");
    expect(clockTime(at, "America/New_York")).toBe("19:05");
    expect(clockTime(Date.UTC(2030, 6, 15, 0, 5), "America/New_York"), "daylight saving time").toBe("20:05");
  });

  it("reads a zone it does not know as UTC", () => {
    expect(clockTime(Date.UTC(2030, 0, 15, 23, 59), "Not/A_Zone")).toBe("23:59");
  });
});

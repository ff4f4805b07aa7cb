import { describe, expect, it } from "vitest";
import { canonicalTimeZone, formatStaffTime, offsetLabel, supportedTimeZones, wallClock } from "../../../app/lib/timeZones";

describe("staff times in the staff member's zone (decision record 0029)", () => {
  it("writes an instant on the zone's wall clock with its offset, across a date line and a DST change", () => {
    expect(formatStaffTime("2026-03-04T09:05:00.000Z", "UTC")).toBe("Mar 4, 2026, 09:05 UTC");
    expect(formatStaffTime("2026-03-04T20:05:00.000Z", "Asia/Tokyo")).toBe("Mar 5, 2026, 05:05 UTC+9");
    expect(formatStaffTime("2026-01-15T12:00:00.000Z", "America/New_York")).toBe("Jan 15, 2026, 07:00 UTC-5");
    expect(formatStaffTime("2026-07-15T12:00:00.000Z", "America/New_York")).toBe("Jul 15, 2026, 08:00 UTC-4");
    expect(formatStaffTime("2026-07-15T12:00:00.000Z", "Asia/Kolkata")).toBe("Jul 15, 2026, 17:30 UTC+5:30");
    expect(formatStaffTime("2026-12-31T23:59:07.000Z", "UTC", { seconds: true })).toBe("Dec 31, 2026, 23:59:07 UTC");
    expect(formatStaffTime("2026-12-31T15:00:00.000Z", "Asia/Tokyo")).toBe("Jan 1, 2027, 00:00 UTC+9");
  });

  it("says — for no time, and reads a zone it does not know as UTC rather than failing", () => {
    expect(formatStaffTime(null, "Asia/Tokyo")).toBe("—");
    expect(formatStaffTime("not a time", "Asia/Tokyo")).toBe("—");
    expect(formatStaffTime("2026-03-04T09:05:00.000Z", "Mars/Olympus")).toBe("Mar 4, 2026, 09:05 UTC");
    expect(wallClock(Date.parse("2026-03-04T09:05:00.000Z"), "Europe/Berlin")).toMatchObject({ hour: 10, offsetMinutes: 60 });
  });

  it("accepts only zones Intl supports, in their canonical spelling", () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Asia/Tokyo");
    expect(canonicalTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["", "Mars/Olympus", "Asia/Tokyo; x=1", "../etc", "a".repeat(65), 42, null]) expect(canonicalTimeZone(bad)).toBeNull();
    expect(offsetLabel(-210)).toBe("UTC-3:30");
  });
});

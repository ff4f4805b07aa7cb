import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  formatStaffTime,
  isoToWallInput,
  offsetLabel,
  supportedTimeZones,
  todayIn,
  wallClock,
  wallInputToIso,
  zonedDayEndIso,
  zonedDayStartIso,
  zonedWallTimeToMs,
} from "../../../app/lib/timeZones";

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

describe("wall time in a zone back to UTC (schedules and date filters in the staff member's zone)", () => {
  const at = (zone: string, y: number, mo: number, d: number, h = 0, mi = 0) => new Date(zonedWallTimeToMs(zone, y, mo, d, h, mi)).toISOString();

  it("reads a wall time in the zone, whatever the machine's zone", () => {
    expect(at("Asia/Tokyo", 2026, 12, 1, 9, 30)).toBe("2026-12-01T00:30:00.000Z");
    expect(at("America/New_York", 2026, 12, 1, 9, 30)).toBe("2026-12-01T14:30:00.000Z");
    expect(at("America/New_York", 2026, 7, 1, 9, 30)).toBe("2026-07-01T13:30:00.000Z");
    expect(at("Asia/Kolkata", 2026, 1, 1)).toBe("2025-12-31T18:30:00.000Z");
    expect(at("UTC", 2026, 12, 1, 9, 30)).toBe("2026-12-01T09:30:00.000Z");
    expect(at("Mars/Olympus", 2026, 12, 1, 9, 30)).toBe("2026-12-01T09:30:00.000Z");
    expect(wallInputToIso("2026-12-01T09:30", "Asia/Tokyo")).toBe("2026-12-01T00:30:00.000Z");
    expect(isoToWallInput("2026-12-01T00:30:00.000Z", "Asia/Tokyo")).toBe("2026-12-01T09:30");
    expect(isoToWallInput("2026-12-01T00:30:00.000Z", "America/New_York")).toBe("2026-11-30T19:30");
  });

  it("a wall time the clocks jump over moves forward by the jump; one they repeat is the first of the two", () => {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT, so 02:30 never happens.
    expect(at("America/New_York", 2026, 3, 8, 2, 30)).toBe("2026-03-08T07:30:00.000Z");
    expect(formatStaffTime(at("America/New_York", 2026, 3, 8, 2, 30), "America/New_York")).toBe("Mar 8, 2026, 03:30 UTC-4");
    expect(at("America/New_York", 2026, 3, 8, 1, 59)).toBe("2026-03-08T06:59:00.000Z");
    expect(at("America/New_York", 2026, 3, 8, 3, 0)).toBe("2026-03-08T07:00:00.000Z");
    // 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:30 happens at 05:30Z and 06:30Z: the first.
    expect(at("America/New_York", 2026, 11, 1, 1, 30)).toBe("2026-11-01T05:30:00.000Z");
    expect(at("America/New_York", 2026, 11, 1, 2, 0)).toBe("2026-11-01T07:00:00.000Z");
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(at("Europe/Berlin", 2026, 3, 29, 2, 15)).toBe("2026-03-29T01:15:00.000Z");
    // Round trip over every quarter hour of the changeover days, outside the gap.
    for (const [y, mo, d] of [
      [2026, 3, 8],
      [2026, 11, 1],
    ] as const)
      for (let m = 0; m < 24 * 60; m += 15) {
        const iso = at("America/New_York", y, mo, d, Math.floor(m / 60), m % 60);
        const back = isoToWallInput(iso, "America/New_York");
        const typed = `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
        if (!(mo === 3 && m >= 120 && m < 180)) expect(back).toBe(typed);
      }
  });

  it("a day starts at its first instant in the zone, even when midnight is skipped", () => {
    expect(zonedDayStartIso("2026-12-02", "Asia/Tokyo")).toBe("2026-12-01T15:00:00.000Z");
    expect(zonedDayEndIso("2026-12-02", "Asia/Tokyo")).toBe("2026-12-02T15:00:00.000Z");
    expect(zonedDayEndIso("2026-12-31", "UTC")).toBe("2027-01-01T00:00:00.000Z");
    // Santiago, 6 September 2026: midnight becomes 01:00, the day's first instant.
    expect(zonedDayStartIso("2026-09-06", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
    expect(formatStaffTime(zonedDayStartIso("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("Sep 6, 2026, 01:00 UTC-3");
  });

  it("today is the zone's date", () => {
    const now = new Date("2026-12-01T23:30:00.000Z");
    expect(todayIn("UTC", now)).toBe("2026-12-01");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-12-02");
    expect(todayIn("America/Los_Angeles", new Date("2026-12-02T03:00:00.000Z"))).toBe("2026-12-01");
  });

  it("gives nothing for what is not a time", () => {
    for (const bad of ["", "2026-12-01", "2026-02-30T10:00", "2026-13-01T10:00", "2026-12-01T24:00", "soon"])
      expect(wallInputToIso(bad, "Asia/Tokyo")).toBe("");
    expect(isoToWallInput("soon", "Asia/Tokyo")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "../../../app/lib/blog/dates";

describe("dates", () => {
  it("formats in UTC with plain spaces", () => {
    expect(formatDate("2026-03-04T23:30:00.000Z")).toBe("March 4, 2026");
    expect(formatDateTime("2026-03-04T09:05:00.000Z")).toBe("Mar 4, 2026, 09:05 UTC");
    expect(formatDateTime("2026-12-31T23:59:59.999Z")).toBe("Dec 31, 2026, 23:59 UTC");
    expect(formatDateTime(null)).toBe("—");
  });
});

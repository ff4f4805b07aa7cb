import { describe, expect, it } from "vitest";
import { instantToLocalInput, localInputToInstant } from "~/lib/blog/localTime";

/** Issue 30 point 3: the Publish / Schedule control shows local time and sends UTC. */
describe("schedule times", () => {
  it("reads a datetime-local value in UTC or the local zone, and back", () => {
    expect(localInputToInstant("2030-01-15T09:30", "utc")).toBe("2030-01-15T09:30:00.000Z");
    expect(instantToLocalInput("2030-01-15T09:30:00.000Z", "utc")).toBe("2030-01-15T09:30");
    const local = localInputToInstant("2030-01-15T09:30", "local");
    expect(instantToLocalInput(local, "local")).toBe("2030-01-15T09:30");
    expect(Date.parse(local)).toBe(new Date(2030, 0, 15, 9, 30).getTime());
  });

  it("gives nothing for what is not a time", () => {
    expect(localInputToInstant("", "local")).toBe("");
    expect(localInputToInstant("2030-01-15", "utc")).toBe("");
    expect(instantToLocalInput("soon", "utc")).toBe("");
  });
});

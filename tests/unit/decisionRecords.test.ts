import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A decision record says at once whether it still holds: each opens (within its first lines) with
 * "Status: …" and a date, so a reader knows what supersedes it before reading it through.
 */
describe("decision records", () => {
  const records = readdirSync("docs/decisions").filter((f) => /^\d{4}-.*\.md$/.test(f));

  it("each opens with its status and date", () => {
    const missing = records.filter((f) => {
      const head = readFileSync(`docs/decisions/${f}`, "utf8").split("\n").slice(0, 8).join("\n");
      return !/^Status: .+/m.test(head) || !/\b20\d\d-\d\d-\d\d\b/.test(head);
    });
    expect(missing, "records without a Status line and a date near the top").toEqual([]);
  });

  it("numbers are unique", () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});

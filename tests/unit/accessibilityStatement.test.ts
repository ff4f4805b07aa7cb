import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_CHECKS, accessibilityLines } from "~/lib/trust/accessibilityStatement";

/** The trust centre's accessibility statement names only checks the browser tests really make. */
describe("accessibility statement", () => {
  it.each(ACCESSIBILITY_CHECKS.map((c) => [c.file, c.evidence, c] as const))("%s still does what the statement says (%s)", (file, evidence) => {
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain(evidence);
  });
});

describe("accessibility statement, as a buyer reads it", () => {
  it("says what is tested (axe, the keyboard, screen widths) and names no internal test file", () => {
    const text = accessibilityLines().join("\n");
    for (const words of ["axe", "Keyboard", "Screen widths", "390 pixels"]) expect(text).toContain(words);
    expect(text).not.toMatch(/tests\/|\.spec\.ts|\.tsx?\b/);
  });
});

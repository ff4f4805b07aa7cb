import { describe, expect, it } from "vitest";
import { STICKY, stickyClasses, stickyState, type StickyInput } from "~/components/shell/sticky";

// A 1000 px viewport: warning from 690 px of scroll, stuck from 700 px.
const at = (scrollY: number, over: Partial<StickyInput> = {}) =>
  stickyState({ enabled: true, scrollY, viewportHeight: 1000, height: 64, containerBottom: 5000, ...over });

describe("sticky navigation states", () => {
  // Normal above 69 vh, a warning from 69 vh up to 70 vh, stuck from 70 vh to the end of its container.
  it.each([
    [0, "normal"],
    [689, "normal"],
    [690, "warning"],
    [699.9, "warning"],
    [700, "stuck"],
    [4000, "stuck"],
    [4935, "stuck"],
    [4936, "end"],
    [6000, "end"],
  ])("at %s px of scroll it is %s", (scrollY, state) => {
    expect(at(scrollY)).toBe(state);
  });

  it("never sticks where it is disabled (the home page)", () => {
    expect(at(900, { enabled: false })).toBe("normal");
    expect(at(6000, { enabled: false })).toBe("normal");
  });

  it("follows the viewport height", () => {
    expect(at(496, { viewportHeight: 720 })).toBe("normal");
    expect(at(497, { viewportHeight: 720 })).toBe("warning");
    expect(at(504, { viewportHeight: 720 })).toBe("stuck");
  });

  it("maps states to the spec's classes", () => {
    expect(stickyClasses("normal")).toEqual([]);
    expect(stickyClasses("warning")).toEqual(["sticky-warning"]);
    expect(stickyClasses("stuck")).toEqual(["sticky"]);
    expect(stickyClasses("end")).toEqual(["sticky", "sticky-end"]);
    expect(STICKY.zIndex).toBe(10);
  });
});

import { describe, expect, it } from "vitest";
import { STICKY, stickyClasses, stickyState, type StickyInput } from "~/components/shell/sticky";

// A 1000 px viewport: warning from 690 px of scroll, stuck from 700 px.
const at = (scrollY: number, over: Partial<StickyInput> = {}) =>
  stickyState({ enabled: true, scrollY, viewportHeight: 1000, height: 64, containerBottom: 5000, ...over });

describe("sticky navigation states", () => {
  it("is normal above 69 vh", () => {
    expect(at(0)).toBe("normal");
    expect(at(689)).toBe("normal");
  });

  it("warns from 69 vh up to 70 vh", () => {
    expect(at(690)).toBe("warning");
    expect(at(699.9)).toBe("warning");
  });

  it("sticks from 70 vh", () => {
    expect(at(700)).toBe("stuck");
    expect(at(4000)).toBe("stuck");
  });

  it("stops at the end of its container", () => {
    expect(at(4935)).toBe("stuck");
    expect(at(4936)).toBe("end");
    expect(at(6000)).toBe("end");
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

import { describe, expect, it } from "vitest";
import { pieces, preloadInPieces } from "../../../../app/components/shell/idlePreloads";

/** An idle scheduler the test runs by hand: each call is one idle period. */
function idlePeriods() {
  const queued: Array<() => void> = [];
  return {
    idle: (run: () => void) => void queued.push(run),
    /** Runs the next idle period, then lets the promises it started settle. */
    async next() {
      const run = queued.shift();
      run?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return run !== undefined;
    },
  };
}

// The overlays' code is loaded in pieces, each evaluated in an idle period of its own, so that no
// piece is a long task (decision record 0050).
describe("preloadInPieces (app/components/shell/idlePreloads.ts)", () => {
  it("runs one piece per idle period, in order, each after the one before has settled", async () => {
    const ran: string[] = [];
    const periods = idlePeriods();
    preloadInPieces(
      periods.idle,
      ["zod", "schema", "contact", "menu"].map((name) => () => Promise.resolve(ran.push(name))),
    );
    expect(ran).toEqual([]);
    for (const expected of [["zod"], ["zod", "schema"], ["zod", "schema", "contact"], ["zod", "schema", "contact", "menu"]]) {
      expect(await periods.next()).toBe(true);
      expect(ran).toEqual(expected);
    }
    expect(await periods.next()).toBe(false);
  });

  it("loads the contact form's data and schema before its form, then the header's other overlays, most used first", async () => {
    const loaded: string[] = [];
    const todo = pieces(async (name) => loaded.push(name));
    expect(todo).toHaveLength(6);
    const [countries, schema] = (await Promise.all(todo.slice(0, 2).map((piece) => piece()))) as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(countries)).toContain("COUNTRIES");
    expect(Object.keys(schema)).toContain("contactSchema");
    for (const piece of todo.slice(2)) await piece();
    expect(loaded).toEqual(["contact", "menu", "search", "login"]);
  });

  it("goes on after a piece that failed to load (its overlay's open loads it again)", async () => {
    const ran: string[] = [];
    const periods = idlePeriods();
    preloadInPieces(periods.idle, [() => Promise.reject(new Error("offline")), () => Promise.resolve(ran.push("search"))]);
    await periods.next();
    await periods.next();
    expect(ran).toEqual(["search"]);
  });
});

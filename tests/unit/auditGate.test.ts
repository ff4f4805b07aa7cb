import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADVISORIES } from "../../scripts/lib/advisories.mjs";
import { judgeReport, reportedAdvisories } from "../../scripts/lib/auditGate.mjs";

/**
 * The GitHub workflow's `npm audit` job reads npm's report through scripts/audit-gate.mjs
 * (decision record 0047). The fixtures are reports in npm 11's `npm audit --json` shape
 * (auditReportVersion 2), as the public registry would answer for this tree.
 */
const fixture = (name: string) => `tests/unit/fixtures/npm-audit/${name}.json`;
const report = (name: string) => JSON.parse(readFileSync(fixture(name), "utf8")) as unknown;

function gate(name: string) {
  try {
    return { code: 0, out: execFileSync(process.execPath, ["scripts/audit-gate.mjs", fixture(name)], { encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
}

describe("the npm audit gate", () => {
  it("reads each advisory once per package from the report's `via` entries, not the strings that point elsewhere", () => {
    const found = reportedAdvisories(report("assessed"));
    expect(found.map((a) => `${a.id} ${a.name}`).sort()).toEqual([
      "GHSA-337j-9hxr-rhxg react-router",
      "GHSA-49rj-9fvp-4h2h react-router",
      "GHSA-8v8x-cx79-35w7 react-router",
      "GHSA-rxv8-25v2-qmq8 turbo-stream",
      "GHSA-wrjc-x8rr-h8h6 react-router",
    ]);
  });

  it("passes when every advisory npm reports is assessed, and when there are none", () => {
    expect(judgeReport(report("assessed")).every((a) => a.verdict === "assessed")).toBe(true);
    expect(gate("assessed").code).toBe(0);
    expect(gate("clean")).toEqual({ code: 0, out: expect.stringContaining("0 advisory(ies) reported") });
  });

  it("fails on a new advisory, naming it", () => {
    const judged = judgeReport(report("new-advisory"));
    expect(judged.filter((a) => a.verdict !== "assessed").map((a) => [a.id, a.name, a.verdict])).toEqual([["GHSA-q9f5-4xh7-6p3w", "hono", "new"]]);
    const run = gate("new-advisory");
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^new +GHSA-q9f5-4xh7-6p3w +hono/m);
  });

  it("fails when npm finds in range an advisory the list holds as past it", () => {
    const judged = judgeReport(report("range-moved"));
    expect(judged.find((a) => a.id === "GHSA-8x6r-g9mw-2r78")?.verdict).toBe("unassessed");
    expect(gate("range-moved").code).toBe(1);
  });

  it("fails an assessed advisory that npm reports on a package the assessment does not cover", () => {
    const narrowed = ADVISORIES.map((a) => (a.id === "GHSA-rxv8-25v2-qmq8" ? { ...a, packages: a.packages.filter((p) => p.name !== "turbo-stream") } : a));
    expect(judgeReport(report("assessed"), narrowed).find((a) => a.id === "GHSA-rxv8-25v2-qmq8")?.verdict).toBe("other package");
  });

  it("fails, and does not pass silently, when npm could not audit (the build machines' 405) or the input is not a report", () => {
    const refused = gate("registry-refused");
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("npm audit could not run: 405");
    expect(() => reportedAdvisories({ vulnerabilities: {} })).toThrow(/Not an npm audit report/);
  });
});

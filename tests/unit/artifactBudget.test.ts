import { describe, expect, it } from "vitest";
import { budgetVerdict, WORKER_BUDGET } from "../../scripts/lib/artifactBudget.mjs";

// The rehearsal refuses an artifact this verdict says is over (scripts/rehearse.mjs).
describe("the worker's size budget", () => {
  it("is 2.0 MB raw and 600 KB gzip, in 1024-byte units", () => {
    expect(WORKER_BUDGET).toEqual({ raw: 2_097_152, gzip: 614_400 });
  });

  it("accepts a worker at its caps exactly", () => {
    const verdict = budgetVerdict({ raw: 2_097_152, gzip: 614_400 });
    expect(verdict).toMatchObject({ ok: true, over: [] });
    expect(verdict.message).toBe("the worker is within its budget: raw 2048 KB (2097152 B, cap 2048 KB), gzip 600 KB (614400 B, cap 600 KB)");
  });

  it("refuses one byte over either cap, naming both figures", () => {
    const raw = budgetVerdict({ raw: 2_097_153, gzip: 500_000 });
    expect(raw).toMatchObject({ ok: false, over: ["raw"] });
    expect(raw.message).toBe("the worker is over its budget (raw): raw 2048 KB (2097153 B, cap 2048 KB), gzip 488 KB (500000 B, cap 600 KB)");
    expect(budgetVerdict({ raw: 1_000_000, gzip: 614_401 })).toMatchObject({ ok: false, over: ["gzip"] });
  });

  it("refuses the artifact as it was before decision record 0058 (2090 KB raw, 624 KB gzip)", () => {
    const verdict = budgetVerdict({ raw: 2_140_160, gzip: 638_976 });
    expect(verdict.ok).toBe(false);
    expect(verdict.over).toEqual(["raw", "gzip"]);
    expect(verdict.message).toContain("raw 2090 KB");
    expect(verdict.message).toContain("gzip 624 KB");
  });
});

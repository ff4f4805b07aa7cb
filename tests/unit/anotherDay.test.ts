import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datedSpecs } from "../../scripts/e2e-another-day.mjs";
import { shortDate, testDay, testInstant } from "../support/testClock";

describe("the specs run on another day (npm run test:e2e:another-day)", () => {
  it("are every spec that seeds or shows a date, found by what it holds", () => {
    const dir = mkdtempSync(join(tmpdir(), "dated-"));
    const spec = (name: string, text: string) => writeFileSync(join(dir, `${name}.spec.ts`), text);
    spec("literal-day", `await insertInboxRows([{ followUpOn: "${testDay(30)}" }]);`);
    spec("literal-instant", `const at = "${testInstant(-30)}";`);
    spec("written-out", `await expect(cell).toHaveText("${shortDate(testDay(30))}");`);
    spec("test-clock", 'import { testDay } from "../support/testClock";');
    spec("server-clock", 'await page.setExtraHTTPHeaders({ "X-Test-Now": at });');
    spec("page-clock", "await page.clock.install();");
    spec("undated", 'await page.goto("/sitemap"); await expect(page).toHaveTitle("Sitemap | Meridian");');
    writeFileSync(join(dir, "helper.ts"), `const day = "${testDay()}";`);
    expect(datedSpecs(dir)).toEqual([
      "literal-day.spec.ts",
      "literal-instant.spec.ts",
      "page-clock.spec.ts",
      "server-clock.spec.ts",
      "test-clock.spec.ts",
      "written-out.spec.ts",
    ]);
  });

  it("include the specs this repository dates", () => {
    expect(datedSpecs()).toEqual(expect.arrayContaining(["inbox-views.spec.ts", "editor-zone.spec.ts", "demo.spec.ts", "shell-footer.spec.ts"]));
  });
});

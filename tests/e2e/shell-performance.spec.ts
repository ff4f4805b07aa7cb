import { expect, test } from "@playwright/test";
import { gzipSync } from "node:zlib";

// The home page's first load: at most 100 KB of gzipped JavaScript (React and Remix are ~85 KB
// of it). Overlay code (search and its catalogue, privacy, login, menu, modal) loads on demand.
const BUDGET = 100 * 1024;

test("the home page's first load ships at most 100 KB of gzipped JavaScript", async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.add(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");

  let total = 0;
  for (const url of scripts) {
    expect(url, "no overlay code in the first load").not.toMatch(/SearchOverlay|PrivacyOverlay|LoginPane|CollapsedMenu|Modal-/);
    total += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  }
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET);
});

test("the page does not shift as it loads and hydrates", async ({ page }) => {
  await page.goto("/privacy");
  await page.waitForLoadState("networkidle");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

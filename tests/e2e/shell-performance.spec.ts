import { expect, test, type Page } from "@playwright/test";
import { gzipSync } from "node:zlib";

// The home page's first load: at most 100 KB of gzipped JavaScript (React and Remix are ~85 KB
// of it). Overlay code (search and its catalogue, privacy, login, menu, modal) is not part of it:
// it is fetched after the load event, when the browser is idle.
const BUDGET = 100 * 1024;

/** Scripts the page requested before its load event (what competes with first paint). */
async function firstLoadScripts(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => {
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType("resource")
      .filter((r) => r.startTime <= loaded.loadEventStart && new URL(r.name).pathname.endsWith(".js"))
      .map((r) => r.name);
  });
  return new Set(urls);
}

test("the home page's first load ships at most 100 KB of gzipped JavaScript", async ({ page, request }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const scripts = await firstLoadScripts(page);

  let total = 0;
  for (const url of scripts) {
    expect(url, "no overlay code in the first load").not.toMatch(/SearchOverlay|PrivacyOverlay|LoginPane|CollapsedMenu|Modal-/);
    total += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  }
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET);
});

test("overlay code arrives after the load event without a click, so a first open does not wait for the network", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect.poll(() => scripts.filter((s) => /ContactOverlay|SearchOverlay|LoginPane|CollapsedMenu/.test(s)).length, { timeout: 30_000 }).toBe(4);
  expect([...(await firstLoadScripts(page))].join(" "), "none of it before the load event").not.toMatch(/ContactOverlay|SearchOverlay|LoginPane|CollapsedMenu/);

  // Opened now, the contact form's code is there on the click (only /contact's route module, for its form token, is fetched).
  const fetchedOnOpen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && r.url().includes("/build/_shared/")) fetchedOnOpen.push(r.url());
  });
  await page.getByRole("navigation").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page.getByRole("dialog", { name: "Contact Us" }).getByRole("combobox").first()).toBeVisible();
  expect(fetchedOnOpen).toEqual([]);
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

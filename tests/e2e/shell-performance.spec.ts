import { expect, test, type Page } from "./support/appTest";
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

test("the app starts after the page has painted: its module script is held until the load event", async ({ page, request }) => {
  // The server writes Remix's module script with an inert type (decision record 0016).
  const html = await (await request.get("/bank_operations/fed-funds")).text();
  expect(html).not.toMatch(/<script\b[^>]*type="module"/);
  expect(html.match(/<script\b[^>]*type="text\/x-held-module"[^>]*>/g)).toHaveLength(1);

  // In the browser: the first contentful paint, then the load event, then the module script.
  await page.addInitScript(() => {
    const w = window as unknown as { __starts: Array<[string, number]> };
    w.__starts = [];
    addEventListener("load", () => w.__starts.push(["load", performance.now()]));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.type === "module") w.__starts.push(["module", performance.now()]);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/bank_operations/fed-funds");
  await expect(page.locator('header button[aria-haspopup="dialog"]').first()).toBeAttached(); // hydrated
  const { starts, fcp } = await page.evaluate(() => ({
    starts: (window as unknown as { __starts: Array<[string, number]> }).__starts,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
  }));
  expect(starts.map(([what]) => what)).toEqual(["load", "module"]);
  expect(fcp, "first contentful paint before the app's code runs").toBeLessThan(starts[1]![1]);
  await expect(page.locator('script[type="text/x-held-module"]')).toHaveCount(0);
});

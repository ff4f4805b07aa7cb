import { expect, test, type Page } from "./support/appTest";
import { execD1 } from "./support/localD1";
import { signInAt } from "./support/staff";

/**
 * /admin/insights as marketing reads it at a phone's and a laptop's width: every family's name
 * whole beside its bar, the daily chart's scale said above the bars (not over them), and no
 * sideways scrolling. The figures are seeded on days no other test uses.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.55.7" } });

// A fixed day of its own, not today: the screen shows whatever range it is asked for, whatever the
// clock, and a day no other test or the seed writes keeps the bars exactly the rows inserted here.
const DAY = "2032-01-15";

test.beforeAll(async () => {
  await execD1([
    `INSERT OR REPLACE INTO event_counts (day, kind, key, country, device, count) VALUES ('${DAY}', 'page', '/', '', 'desktop', 92)`,
    `INSERT OR REPLACE INTO event_counts (day, kind, key, country, device, count) VALUES ('${DAY}', 'product', 'fed-funds', '', 'desktop', 31)`,
    `INSERT OR REPLACE INTO vital_buckets (day, page_type, metric, bucket, count) VALUES ('${DAY}', 'product', 'LCP', 70, 12)`,
  ]);
});

/** Labels of the bar charts drawn narrower than their text, or past the page's left or right edge. */
const cutLabels = (page: Page) =>
  page.locator(".hbar-label").evaluateAll((labels) =>
    labels
      .filter((l) => {
        const box = l.getBoundingClientRect();
        return l.scrollWidth > l.clientWidth + 1 || box.left < 0 || box.right > document.documentElement.clientWidth;
      })
      .map((l) => l.textContent),
  );

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width} px the family names are whole and the daily scale sits above the bars`, async ({ page }) => {
    await page.setViewportSize(size);
    // The four weeks around DAY, the fixed day of its own seeded above (not today: see DAY).
    await signInAt(page, "/admin/insights?from=2032-01-02&to=2032-01-29");
    const families = page.locator("section[aria-labelledby='insights-families'] .hbar-label");
    await expect(families.filter({ hasText: "Central Banking" })).toHaveText("Central Banking");
    await expect(families.filter({ hasText: "Module Options" })).toHaveText("Module Options");
    expect(await cutLabels(page)).toEqual([]);

    const scale = page.locator(".insights-daily-scale");
    await expect(scale).toHaveText("Tallest bar: 92 page views in a day");
    const scaleBox = (await scale.boundingBox())!;
    const plotBox = (await page.locator("svg.insights-daily").boundingBox())!;
    expect(scaleBox.y + scaleBox.height).toBeLessThanOrEqual(plotBox.y + 1);

    await expect(page.getByRole("heading", { level: 3, name: "Largest Contentful Paint: target 2.5 s or less" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/insights-${size.width}.png`, fullPage: true });
  });
}

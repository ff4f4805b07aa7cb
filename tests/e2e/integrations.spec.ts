import { expect, test, type Page } from "./support/appTest";
import { unique, signInAt } from "./support/staff";

/**
 * /admin/integrations and its guide, as an admin connecting a CRM sees them at a phone's and a
 * laptop's width: "Send a test event" lands in Deliveries, no column name is cut inside a word,
 * and the guide's tables and code scroll inside themselves rather than widening the page.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.55.6" } });

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Column names drawn on more than one line although they are one word: cut inside the word. */
const cutHeaders = (page: Page) =>
  page.locator("table.admin-table thead th").evaluateAll((cells) =>
    cells
      .filter((th) => (th.textContent ?? "").trim() && !/\s/.test((th.textContent ?? "").trim()) && !th.querySelector(".visually-hidden"))
      .filter((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((th) => th.textContent),
  );

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width} px an admin sends a test event and reads the webhook guide`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAt(page, "/admin/integrations");
    // Nothing listens here: the attempt is recorded as refused.
    const url = `http://127.0.0.1:8919/${unique("crm")}`;
    await page.getByLabel("URL", { exact: true }).fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText(/Copy it now/)).toBeVisible();
    await page.goto("/admin/integrations");
    await page.getByRole("button", { name: `Send a test event to ${url}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Test event sent to ${url}` })).toBeVisible();
    const row = page.locator("table.admin-table tr").filter({ hasText: url }).filter({ hasText: "webhook.test" });
    await expect(row).toHaveCount(1);
    // Below 700 px each row is a card and the header row is hidden: the names are the cards' labels.
    if (size.width >= 700) expect(await cutHeaders(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/integrations-${size.width}.png`, fullPage: true });

    await page.getByRole("link", { name: "How webhooks work" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "How webhooks work" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "webhook.test" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/webhook-guide-${size.width}.png`, fullPage: true });
    await page.getByRole("heading", { level: 2, name: "Delivery" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/webhook-guide-delivery-${size.width}.png` });
  });
}

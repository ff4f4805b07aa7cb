import { expect, test } from "./support/appTest";
import { insertInboxRows } from "./support/inboxRows";
import { signIn, statusMessage, unique } from "./support/staff";

/**
 * Issue 30: a change made from a filtered inbox brings the rep back to that same view, with the
 * confirmation in sight, on a phone and on a laptop.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.1" } });

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test("a bulk status change keeps every filter and shows its confirmation in view", async ({ page }) => {
      const marker = unique(`keep${width}`);
      await insertInboxRows([
        { name: "Ada Harbor", company: `Harbor ${marker}`, at: "2026-02-03T10:00:00.000Z" },
        { name: "Ben Harbor", company: `Harbor ${marker}`, at: "2026-02-04T10:00:00.000Z" },
        { name: "Cy Harbor", company: `Harbor ${marker}`, at: "2026-02-05T10:00:00.000Z" },
        { name: "Outside Range", company: `Harbor ${marker}`, at: "2026-03-09T10:00:00.000Z" },
      ]);
      await signIn(page);
      const filters = `q=${marker}&from=2026-02-01&to=2026-02-28&status=new&sort=name`;
      await page.goto(`/admin/sales-requests?${filters}`);
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–3 of 3 requests.");
      await page.getByRole("checkbox", { name: "Select the request from Ada Harbor" }).check();
      await page.getByRole("checkbox", { name: "Select the request from Cy Harbor" }).check();
      await page.getByLabel("New status for the selected requests").selectOption("qualified");
      await page.getByRole("button", { name: "Change status" }).click();

      const confirmation = statusMessage(page).filter({ hasText: "set to" });
      await expect(confirmation).toHaveText("2 requests set to Qualified.");
      await expect(confirmation).toBeInViewport();
      const url = new URL(page.url());
      for (const [key, value] of new URLSearchParams(filters)) expect(url.searchParams.get(key), key).toBe(value);
      await expect(page.getByText("Some filters were not valid")).toHaveCount(0);
      await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-02-28");
      // Still the same view: the one request of the range that is still new.
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 request.");
      await expect(page.getByRole("link", { name: "Ben Harbor" })).toBeVisible();
    });

    test("a change to one request returns to the inbox with the same filters", async ({ page }) => {
      const marker = unique(`one${width}`);
      await insertInboxRows([
        { name: "Dee Harbor", company: `Harbor ${marker}`, at: "2026-02-03T10:00:00.000Z" },
        { name: "Eve Harbor", company: `Harbor ${marker}`, at: "2026-02-04T10:00:00.000Z" },
      ]);
      await signIn(page);
      const filters = `q=${marker}&from=2026-02-01&to=2026-02-28&status=new`;
      await page.goto(`/admin/sales-requests?${filters}`);
      await page.getByRole("link", { name: "Dee Harbor" }).click();
      await expect(page.getByRole("heading", { name: "Sales request from Dee Harbor" })).toBeVisible();
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await page.getByRole("button", { name: "Save" }).click();
      const saved = statusMessage(page).filter({ hasText: "Saved." });
      await expect(saved).toBeVisible();
      await expect(saved).toBeInViewport();
      await page.getByRole("link", { name: "← Back to the inbox" }).click();
      await expect(page).toHaveURL(/\/admin\/sales-requests\?/);
      const url = new URL(page.url());
      for (const [key, value] of new URLSearchParams(filters)) expect(url.searchParams.get(key), key).toBe(value);
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 request.");
      await expect(page.getByRole("link", { name: "Eve Harbor" })).toBeVisible();
    });
  });
}

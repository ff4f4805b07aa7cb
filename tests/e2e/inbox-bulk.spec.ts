import { expect, test } from "./support/appTest";
import { insertInboxRows } from "./support/inboxRows";
import { queryD1, sqlString } from "./support/localD1";
import { statusMessage, unique, signInAt } from "./support/staff";

/**
 * The inbox's bulk change at scale: every row on the page with one box, then every request the
 * filters match beyond the page, and an Undo in the change's own message; the status picker is
 * back at its prompt after each change.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.45" } });

for (const width of [390, 1366]) {
  test(`at ${width} px: select all on the page, then all matching; the change is undone from its message`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    const marker = unique(`bulk${width}`);
    const ids = await insertInboxRows(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Bulk ${String(i + 1).padStart(2, "0")}`,
        company: `Harbor ${marker}`,
        at: `2026-02-${String(i + 1).padStart(2, "0")}T10:00:00.000Z`,
      })),
    );
    const statuses = () => queryD1<{ status: string }>(`SELECT status FROM sales_requests WHERE id IN (${ids.map(sqlString).join(", ")})`).map((r) => r.status);
    await signInAt(page, `/admin/sales-requests?q=${marker}`);
    await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–10 of 12 requests.");

    const pageBox = page.getByRole("checkbox", { name: "Select all 10 on this page" });
    await pageBox.check();
    for (const box of await page.getByRole("checkbox", { name: /^Select the request from/ }).all()) await expect(box).toBeChecked();
    // Unticking one row leaves the page box half-ticked.
    await page.getByRole("checkbox", { name: "Select the request from Bulk 12" }).uncheck();
    expect(await pageBox.evaluate((b: HTMLInputElement) => b.indeterminate)).toBe(true);
    await pageBox.check();
    await page.getByRole("button", { name: "Select all 12 matching requests" }).click();
    await expect(page.getByText("All 12 matching requests are selected.")).toBeVisible();

    const picker = page.getByLabel("New status for the selected requests");
    await picker.selectOption("qualified");
    await page.getByRole("button", { name: "Change status" }).click();
    const confirmation = statusMessage(page).filter({ hasText: "set to" });
    await expect(confirmation).toHaveText("12 requests set to Qualified. Undo");
    await expect(confirmation).toBeInViewport();
    expect(statuses()).toEqual(Array(12).fill("qualified"));
    // The picker is back at its prompt and no row stays ticked.
    await expect(picker).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /^Select the request from/ }).first()).not.toBeChecked();

    await confirmation.getByRole("button", { name: "Undo" }).click();
    await expect(statusMessage(page).filter({ hasText: "Undone" })).toHaveText("Undone: 12 requests back to the status they had.");
    expect(statuses()).toEqual(Array(12).fill("new"));
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
    const audit = queryD1<{ action: string }>(
      `SELECT action FROM staff_audit WHERE target LIKE '%matching%' OR action = 'request.status_undo' ORDER BY id DESC LIMIT 2`,
    );
    expect(audit.map((a) => a.action)).toEqual(["request.status_undo", "request.status"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (process.env.INBOX_SHOTS) await page.screenshot({ path: `${process.env.INBOX_SHOTS}/inbox-bulk-${width}.png` });
  });
}

test("Undo is offered only within the minute the server honours it", async ({ page }) => {
  const marker = unique("undoLate");
  const [id] = await insertInboxRows([{ name: "Late Undo", company: `Harbor ${marker}`, at: "2026-02-01T10:00:00.000Z" }]);
  await signInAt(page, `/admin/sales-requests?q=${marker}`);
  await page.getByRole("checkbox", { name: "Select the request from Late Undo" }).check();
  await page.getByLabel("New status for the selected requests").selectOption("closed");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(statusMessage(page).filter({ hasText: "set to" })).toHaveText("1 request set to Closed. Undo");
  // The same page seen 61 seconds later (the server's clock, X-Test-Now): no Undo any more.
  const later = new Date(Date.parse(new URL(page.url()).searchParams.get("changedAt")!) + 61_000).toISOString();
  await page.setExtraHTTPHeaders({ "X-Test-Now": later, "CF-Connecting-IP": "198.18.30.45" });
  await page.reload();
  await expect(statusMessage(page).filter({ hasText: "set to" })).toHaveText("1 request set to Closed.");
  expect(queryD1<{ status: string }>(`SELECT status FROM sales_requests WHERE id = ${sqlString(id!)}`)).toEqual([{ status: "closed" }]);
});

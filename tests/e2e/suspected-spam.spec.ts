import { expect, test, type Locator, type Page } from "./support/appTest";
import { queryD1, sqlString, uniqueIp } from "./support/localD1";
import { gotoHydrated, mainNav } from "./support/shell";
import { unique, signInAt } from "./support/staff";

// Decision record 0034: every contact request the server accepts is stored. A form sent as
// autofill sends it (every field at once, within a second of the form showing) is a request in
// the inbox; one that shows a spam signal is in Suspected spam, with its reasons, until a staff
// member restores it.

// Opened from a product page's Request a Demo: the dialog is titled by its preset.
const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Demo" });

/** What a browser's autofill does: every field's value set in one go, each firing input and change. */
async function autofill(dialog: Locator, values: Record<string, string>) {
  await dialog.locator("form").evaluate((form, values) => {
    for (const [name, value] of Object.entries(values)) {
      const field = form.querySelector(`[name="${name}"]`) as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, values);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
});

test("Request a Demo on a product page, filled by autofill and sent at once, is stored and staff find it in the inbox", async ({ page }) => {
  const name = unique("Autofill Prospect").replace(/-/g, " ");
  await gotoHydrated(page, "/bank_operations/fed-funds");
  await mainNav(page).getByRole("link", { name: "Request a Demo" }).click();
  const dialog = contactDialog(page);
  await expect(dialog.getByLabel("Contact Type")).toHaveValue("Request a Demo");
  // The form's signed timestamp, issued by the server as the form appeared; sent within a second
  // of it, the old 2-second trap thanked this visitor and stored nothing.
  await expect(dialog.locator('input[name="formToken"]')).not.toHaveValue("");
  const clientId = await dialog.locator('input[name="clientId"]').inputValue();
  await autofill(dialog, {
    Products: "Fed Funds",
    Name: name,
    CompanyName: "Autofill Savings Bank",
    Email: "autofill@example.com",
    Phone: "+1 555 0199",
    Country: "United States",
  });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("heading", { name: `Thank You, ${name}` })).toBeVisible();
  await expect
    .poll(() => queryD1<{ name: string }>(`SELECT name FROM sales_requests WHERE client_id = ${sqlString(clientId)}`).map((r) => r.name))
    .toEqual([name]);

  await signInAt(page, `/admin/sales-requests?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("table", { name: "Sales requests" }).getByRole("link", { name })).toBeVisible();
});

for (const size of [
  { name: "390 px", width: 390, height: 844 },
  { name: "1366 px", width: 1366, height: 768 },
]) {
  test(`at ${size.name}, a filled honeypot is in Suspected spam with its reason; "Not spam" moves it into the inbox with its e-mails queued`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const name = unique("Held Prospect").replace(/-/g, " ");
    const posted = await page.request.post("/api/sales-requests", {
      headers: { "CF-Connecting-IP": uniqueIp() },
      data: {
        ContactType: "Request Info",
        Products: "General Ledger",
        Name: name,
        CompanyName: "Maybe Spam Credit Union",
        Email: "held@example.com",
        Phone: "+1 555 0100",
        Comments: "Please send pricing for the general ledger, including the reporting module.",
        website: "https://buy.example",
      },
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    await signInAt(page, "/admin/sales-requests");
    await page
      .getByRole("navigation", { name: "Inbox views" })
      .getByRole("link", { name: /Suspected spam/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Suspected spam" })).toBeVisible();
    const item = page.getByRole("article", { name: new RegExp(name) });
    await expect(item).toContainText("Filled in the hidden field that only automated senders see");
    await expect(item).toContainText("Please send pricing");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `/tmp/spam-view-${size.width}.png`, fullPage: true });
    expect(queryD1(`SELECT id FROM email_outbox WHERE sales_request_id = ${sqlString(id)}`)).toEqual([]);

    await item.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Restored the request from ${name}` })).toBeVisible();
    await expect(page.getByRole("article", { name: new RegExp(name) })).toHaveCount(0);
    expect(queryD1<{ kind: string }>(`SELECT kind FROM email_outbox WHERE sales_request_id = ${sqlString(id)} ORDER BY kind`).map((r) => r.kind)).toEqual([
      "acknowledgement",
      "sales_notification",
    ]);
    await page.goto(`/admin/sales-requests?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("table", { name: "Sales requests" }).getByRole("link", { name })).toBeVisible();
  });
}

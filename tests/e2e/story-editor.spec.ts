import { expect, test } from "./support/appTest";
import { execD1, queryD1, sqlString } from "./support/localD1";
import { pauseClock } from "./support/shell";
import { unique, signInAt } from "./support/staff";

/**
 * The customer-story editor keeps what is typed (decision record 0025): Back with unsaved words
 * asks first (Escape stays), and words left behind are offered back on return, Restore or Discard.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.7" } });

test("a new story's unsaved words: Back asks first, Escape stays; after leaving, Forward offers them back and Restore puts them in the form", async ({
  page,
}) => {
  await signInAt(page, "/admin/stories");
  // The app runs, so "New story" is followed by the router and Back is a move the editor can hold.
  await expect(page.locator("header.admin-header-js")).toBeAttached();
  await page.getByRole("link", { name: "New story" }).click();
  await expect(page.getByRole("heading", { name: "New customer story" })).toBeVisible();

  const customer = `Example Lakes Bank ${unique("e")}`;
  await page.getByLabel("Customer name").fill(customer);
  await page.getByLabel("Headline").fill("Reconciliation done by nine");

  await page.goBack();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This story");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/stories\/new$/);
  await expect(page.getByLabel("Headline")).toHaveValue("Reconciliation done by nine");

  await page.goBack();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/stories$/);
  await expect(page.getByRole("heading", { name: "Customer stories", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "New customer story" })).toBeVisible();
  await expect(page.getByLabel("Customer name")).toHaveValue("");
  const offer = page.getByRole("alert").filter({ hasText: "Unsaved changes were found in this browser" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel("Customer name")).toHaveValue(customer);
  await expect(page.getByLabel("Headline")).toHaveValue("Reconciliation done by nine");
});

test("Discard keeps the empty form, and the words are not offered again", async ({ page }) => {
  await signInAt(page, "/admin/stories");
  await expect(page.locator("header.admin-header-js")).toBeAttached();
  await page.getByRole("link", { name: "New story" }).click();
  await expect(page.getByRole("heading", { name: "New customer story" })).toBeVisible();
  await page.getByLabel("Headline").fill("Words to throw away");
  await page.goBack();
  await page.getByRole("alertdialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Customer stories", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "New customer story" })).toBeVisible();
  const offer = page.getByRole("alert").filter({ hasText: "Unsaved changes were found in this browser" });
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel("Headline")).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("heading", { name: "New customer story" })).toBeVisible();
  await expect(page.locator("header.admin-header-js")).toBeAttached();
  await expect(page.getByText("Unsaved changes were found in this browser")).toHaveCount(0);
});

test("an unpublished story saves itself as it is written, and staff preview it at its address before publishing", async ({ page }) => {
  const id = crypto.randomUUID();
  const slug = unique("autosaved-story");
  await execD1([
    `INSERT INTO customer_stories (id, slug, headline, customer_name, segment, region, challenge, solution, results_json)
     VALUES (${sqlString(id)}, ${sqlString(slug)}, 'Month-end in a week', 'Example Harbour Bank', 'CommercialBanks', 'Western Europe',
             'Month-end took a week.', 'The General Ledger.', '[{"value":"40 %","label":"less time"}]')`,
    `INSERT INTO customer_story_products (story_id, product_id, position) VALUES (${sqlString(id)}, 'general-ledger', 0)`,
  ]);
  // The autosave waits for a pause in the typing (a timer): the page's clock is driven, not waited for.
  await page.clock.install();
  await signInAt(page, `/admin/stories/${id}`);
  await expect(page.locator("header.admin-header-js")).toBeAttached();
  await pauseClock(page);
  await expect(page.getByText("Drafts save themselves as you write.")).toBeVisible();
  await page.getByLabel("Headline").fill("Month-end before lunch");
  await page.clock.runFor(2500);
  await expect(page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  expect(queryD1<{ headline: string; published: number }>(`SELECT headline, published FROM customer_stories WHERE id = ${sqlString(id)}`)).toEqual([
    { headline: "Month-end before lunch", published: 0 },
  ]);
  // Nothing is left unsaved: leaving does not ask.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${slug}$`));
  await expect(page.getByRole("note").filter({ hasText: "Preview: not published." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Month-end before lunch");
});

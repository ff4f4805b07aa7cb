import { expect, test } from "./support/appTest";
import { signIn, unique } from "./support/staff";

/**
 * The customer-story editor keeps what is typed (decision record 0025): Back with unsaved words
 * asks first (Escape stays), and words left behind are offered back on return, Restore or Discard.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.7" } });

test("a new story's unsaved words: Back asks first, Escape stays; after leaving, Forward offers them back and Restore puts them in the form", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/stories");
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
  await signIn(page);
  await page.goto("/admin/stories");
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

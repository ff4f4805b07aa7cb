import { expect, test, type Page } from "./support/appTest";
import { unique, signInAt } from "./support/staff";

/**
 * /admin/company (decision record 0039): an admin replaces an office and a leader, and /company
 * (and its Organization JSON-LD) shows the change at once, at a phone's and a laptop's width.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.43.1" } });

/** Opens the first entry of the list titled by `titleId` for editing: its form. */
async function editFirst(page: Page, titleId: string) {
  const list = page.locator(`section[aria-labelledby='${titleId}']`);
  await list
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  return list.locator("form.company-form");
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width} px an admin replaces an office and a leader and sees /company change`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAt(page, "/admin/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company" })).toBeVisible();
    await page.screenshot({ path: `test-results/admin-company-${size.width}.png`, fullPage: true });

    // The office: its first entry becomes a real one (the Sample box cleared).
    const officeForm = await editFirst(page, "office-list-title");
    await expect(officeForm).toBeVisible();
    const city = unique("Lisbon");
    await officeForm.getByLabel("City (the card's heading)").fill(city);
    const address = {
      "Street address": "Avenida da Liberdade 110",
      "Town or city": "Lisboa",
      "Region, state or province": "",
      "Postal code": "1250-146",
      "Country code": "PT",
      Telephone: "+351 21 000 0143",
    };
    for (const [label, value] of Object.entries(address)) await officeForm.getByLabel(label).fill(value);
    await officeForm.locator("input[name=countryName]").fill("Portugal");
    await officeForm.getByLabel(/^Sample entry/).uncheck();
    await officeForm.getByRole("button", { name: "Save office" }).click();
    await expect(page.getByRole("status")).toContainText(`Saved “${city}”`);

    // The leader: a new name and title; a photo needs its text alternative.
    const leaderForm = await editFirst(page, "leader-list-title");
    const name = unique("Marta Reis");
    await leaderForm.getByLabel("Name").fill(name);
    await leaderForm.getByLabel("Title").fill("Chief Executive Officer");
    await leaderForm.getByLabel("Short bio").fill("Leads the company.");
    const photos = await leaderForm.locator("select[name=photoUploadId]").locator("option").count();
    if (photos > 1) {
      await leaderForm.locator("select[name=photoUploadId]").selectOption({ index: 1 });
      await leaderForm.getByLabel("Photo's text alternative").fill("");
      await leaderForm.getByRole("button", { name: "Save leader" }).click();
      await expect(page.getByText(/Describe the photo/)).toBeVisible();
      await leaderForm.getByLabel("Photo's text alternative").fill(`${name}, smiling`);
    }
    await leaderForm.getByLabel(/^Sample entry/).uncheck();
    await leaderForm.getByRole("button", { name: "Save leader" }).click();
    await expect(page.getByRole("status")).toContainText(`Saved “${name}”`);

    await page.goto("/company");
    const office = page.locator("#offices article").filter({ hasText: city });
    await expect(office.locator("address")).toContainText("Avenida da Liberdade 110");
    await expect(office.locator('a[href="tel:+351210000143"]')).toBeVisible();
    await expect(office.locator(".tag--sample")).toHaveCount(0);
    const person = page.locator("#leadership li").filter({ hasText: name });
    await expect(person).toContainText("Chief Executive Officer");
    if (photos > 1) await expect(person.getByRole("img", { name: `${name}, smiling` })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d["@type"] === "Organization")!;
    expect(JSON.stringify(org.location)).toContain(city);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/company-after-${size.width}.png`, fullPage: true });
  });
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width} px Edit and Add bring their form into view with its first field focused`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAt(page, "/admin/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company" })).toBeVisible();
    // The leadership list is the last on the page: its form opens far below the top.
    const leaders = page.locator("section[aria-labelledby='leader-list-title']");
    await leaders
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    const form = leaders.locator("form.company-form");
    await expect(leaders.getByRole("heading", { level: 3, name: /^Edit “/ })).toBeInViewport();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toBeInViewport();

    await page.locator("section[aria-labelledby='office-list-title']").getByRole("link", { name: "Add an office" }).click();
    const officeForm = page.locator("section[aria-labelledby='office-list-title'] form.company-form");
    await expect(officeForm.getByLabel("City (the card's heading)")).toBeFocused();
    await expect(officeForm.getByLabel("City (the card's heading)")).toBeInViewport();
  });
}

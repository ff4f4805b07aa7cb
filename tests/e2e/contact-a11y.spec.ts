import { expect, test, type Page } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { uniqueIp } from "./support/localD1";
import { contactDialog, gotoHydrated, mainNav } from "./support/shell";

async function seriousViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test.describe("contact accessibility (axe: no serious or critical WCAG 2.1 AA violations)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
  });

  test("the /contact page, fresh and with its errors", async ({ page }) => {
    await gotoHydrated(page, "/contact?preset=demo&product=hedge-fund");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the overlay, fresh, with errors and with the thank-you panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Product").selectOption("Hedge Fund");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Axe Person");
    await dialog.getByLabel("Company Name").fill("Axe Co");
    await dialog.getByLabel("Email").fill("axe@example.com");
    await dialog.getByLabel("Phone").fill("555");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank You, Axe Person" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

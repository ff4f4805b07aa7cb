import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { signIn } from "./support/staff";

/**
 * The go-live checklist (/admin/launch, decision record 0038) on the seeded site, at a phone's and
 * a laptop's width: the seed's sample stories and post and the local e-mail sink are listed, each
 * with its Fix link, and the dashboard counts them.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.43.3" } });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function seriousViolations(page: Page) {
  const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

test("an admin sees what stands before launch, from the dashboard to /admin/launch, at 390 and 1366 px", async ({ page }) => {
  await signIn(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    const count = page.getByRole("link", { name: /^\d+ things? before launch$/ });
    await expect(count).toBeVisible();
    await page.screenshot({ path: `/tmp/launch-dashboard-${width}.png`, fullPage: true });
    await count.click();
    await expect(page).toHaveURL(/\/admin\/launch$/);
    await expect(page.getByRole("heading", { level: 1, name: "Before launch" })).toBeVisible();

    const samples = page.getByRole("region", { name: /Sample content/ });
    await expect(samples.getByRole("listitem").filter({ hasText: /^Customer story “.+” is sample content/ })).toHaveCount(3);
    await expect(samples.getByRole("link", { name: "Fix: News post “Welcome to our news” is sample content" })).toBeVisible();
    const config = page.getByRole("region", { name: /^Configuration/ });
    await expect(config).toContainText("EMAIL_TRANSPORT=sink");
    await expect(page.getByRole("region", { name: /Trust centre/ })).toContainText("To be confirmed");

    expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/launch-admin-launch-${width}.png`, fullPage: true });
  }
  // A Fix link opens the screen that fixes it.
  await page
    .getByRole("region", { name: /Sample content/ })
    .getByRole("link", { name: "Fix: News post “Welcome to our news” is sample content" })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
});

import { expect, test } from "./support/appTest";
import { gotoHydrated } from "./support/shell";

/**
 * What needs a browser in the other languages (decision record 0049): right-to-left layout at a
 * phone's width, the footer's switcher, and the suggestion made from the browser's languages.
 * Everything else is route-tested (tests/routes/languagePrefixes.test.tsx, root.test.tsx).
 */
const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Arabic home page and contact form run right to left and never scroll sideways", async ({ page }) => {
    for (const path of ["/ar/", "/ar/contact"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      expect(await page.evaluate(sideways), path).toBe(0);
    }
    // The onward arrow points the way the text runs.
    await page.goto("/ar/");
    const arrow = page.locator(".icon-directional").first();
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    // So does the breadcrumbs' separator on an Arabic product page, which does not scroll sideways either.
    await page.goto("/ar/bank_operations/fed-funds");
    const separator = page.locator(".breadcrumbs li").nth(1);
    expect(await separator.evaluate((el) => getComputedStyle(el, "::before").transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    expect(await page.evaluate(sideways)).toBe(0);
  });
});

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  // Translated labels run longer than English: the header's last control must stay on screen.
  test("every language's header fits, its Request a Demo button whole", async ({ page }) => {
    for (const path of ["/es/", "/fr/", "/pt/", "/ar/banking"]) {
      await page.goto(path);
      const button = (await page.locator(".nav-demo").boundingBox())!;
      expect(button.x, path).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width, path).toBeLessThanOrEqual(1366);
      expect(await page.evaluate(sideways), path).toBe(0);
    }
  });
});

test("the footer's switcher opens the same page in another language, and back", async ({ page }) => {
  await page.goto("/loans/loan-origination");
  const switcher = page.getByRole("contentinfo").getByRole("navigation", { name: "Language" });
  await switcher.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/loans\/loan-origination$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Explorer" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/loans\/loan-origination$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-ES" });

  test("is offered the Spanish page, not sent there; closing the offer keeps it closed, with no cookie", async ({ page, context }) => {
    await page.goto("/banking");
    await expect(page).toHaveURL(/\/banking$/);
    const offer = page.getByRole("complementary", { name: "Español" });
    await expect(offer.getByRole("link", { name: "Esta página está disponible en español." })).toHaveAttribute("href", "/es/banking");
    // Not in the notification area.
    await expect(page.locator(".notification-region").getByText(/disponible/)).toHaveCount(0);
    await offer.getByRole("button", { name: "Cerrar" }).click();
    await expect(offer).toHaveCount(0);
    await page.goto("/trust");
    await expect(page.getByRole("complementary", { name: "Español" })).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });
});

test("the search overlay on a Spanish page finds products by their Spanish and English words, shows and links the Spanish, and calls nothing while typing", async ({
  page,
}) => {
  await gotoHydrated(page, "/es/");
  await page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: "Buscar" }).click();
  // Its label is the Spanish file's: the language's words have arrived, with the overlay's code.
  const box = page.getByRole("dialog", { name: "Buscar en el catálogo" }).getByLabel("Buscar nuestro software");
  await expect(box).toBeFocused();
  const calls: string[] = [];
  // Code the browser fetches when idle (the insights beacon's) is no call of the search's.
  page.on("request", (request) => {
    if (["fetch", "xhr", "document"].includes(request.resourceType())) calls.push(request.url());
  });
  for (const term of ["morosas", "cobranza de deu", "Debt Collect"]) {
    await box.fill("");
    await box.pressSequentially(term);
    await expect(page.getByRole("link", { name: "Cobranza de deudas", exact: true }).first(), term).toHaveAttribute("href", "/es/loans/debt-collections");
  }
  await expect(page.locator(".search-count")).toHaveText(/^\d+ resultados?$/);
  expect(calls).toEqual([]);
  await page.getByRole("link", { name: "Cobranza de deudas", exact: true }).first().click();
  await expect(page).toHaveURL(/\/es\/loans\/debt-collections$/);
});

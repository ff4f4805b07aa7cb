import { expect, test, type Page } from "./support/appTest";
import { PRODUCTS } from "../../app/catalogue";
import { gotoHydrated } from "./support/shell";

// The forgiving matcher beside the specification's substring search: the overlay's "Did you mean …?"
// and its link to the whole site's search, and /search finding stories and posts without scripts.

const overlay = (page: Page) => page.getByRole("dialog", { name: "Search the catalogue" });
const box = (page: Page) => overlay(page).getByLabel("Search Our Software");
const suggestion = (page: Page) => overlay(page).locator(".search-suggest");

async function openSearch(page: Page) {
  await gotoHydrated(page, "/");
  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();
}

/** The specification's rule, written out here: a case-insensitive substring of name, module or description. */
const substringNames = (term: string) =>
  PRODUCTS.filter((p) => [p.name, p.group, p.summary].some((f) => f.toLowerCase().includes(term.toLowerCase())))
    .map((p) => p.name)
    .sort();

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a misspelling is offered what it meant, and choosing it opens that product", async ({ page }) => {
      await openSearch(page);
      await box(page).fill("ledgr");
      await expect(overlay(page).getByRole("status")).toHaveText("Sorry, No Matches Found For Your Search");
      await expect(suggestion(page)).toHaveText("Did you mean General Ledger?");
      const link = suggestion(page).getByRole("link", { name: "General Ledger" });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL("/accounting/general-ledger");
      await expect(overlay(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("General Ledger");
    });

    test("a plain term keeps the specification's results, and the last line searches the whole site", async ({ page }) => {
      await openSearch(page);
      await box(page).fill("loan");
      const names = overlay(page).locator(".search-result-name a");
      await expect(names.first()).toBeVisible();
      expect((await names.allInnerTexts()).sort()).toEqual(substringNames("loan"));
      await expect(suggestion(page)).toHaveCount(0);
      const last = overlay(page).locator(".search-body > :last-child");
      const whole = last.getByRole("link", { name: "Search the whole site for “loan”" });
      await expect(whole).toHaveAttribute("href", "/search?q=loan");
      await whole.click();
      await expect(page).toHaveURL("/search?q=loan");
      await expect(page.locator(".search-result-name a").first()).toBeVisible();
    });

    test("a plural is offered as its singular, whose results include the plural's", async ({ page }) => {
      await openSearch(page);
      await box(page).fill("loans");
      const before = await overlay(page).locator(".search-result-name a").count();
      await suggestion(page).getByRole("button", { name: "loan" }).click();
      await expect(box(page)).toHaveValue("loan");
      await expect(box(page)).toBeFocused();
      await expect(overlay(page).locator(".search-result-name a")).toHaveCount(substringNames("loan").length);
      expect(substringNames("loan").length).toBeGreaterThan(before);
    });
  });
}

test.describe("/search without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1366]) {
    test(`at ${width} px finds a published customer story and a news post by title, each labelled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/search?q=reserve+position");
      const story = page.locator(".search-result", { has: page.getByRole("link", { name: /reserve position/i }) });
      await expect(story.locator(".search-result-kind")).toHaveText("Customer story");
      await expect(story.getByRole("link")).toHaveAttribute("href", "/customers/sample-example-lakeside-bank");

      await page.goto("/search?q=welcome");
      const post = page.locator(".search-result", { has: page.getByRole("link", { name: "Welcome to our news" }) });
      await expect(post.locator(".search-result-kind")).toHaveText("News");
      await expect(post.getByRole("link")).toHaveAttribute("href", "/news/welcome-to-our-news");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

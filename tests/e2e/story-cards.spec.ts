import { type Page, expect, test } from "./support/appTest";

/** Story cards side by side put their figure's divider at one height, whatever their headlines. */
async function dividerTops(page: Page, scope: string) {
  return page.locator(`${scope} .story-card`).evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const figure = card.querySelector(".story-card-figure")?.getBoundingClientRect();
      return { cardTop: Math.round(box.top), dividerTop: figure ? Math.round(figure.top) : null };
    }),
  );
}

for (const [name, path, scope] of [
  ["/customers", "/customers", ".story-grid"],
  ["the home page", "/", ".story-grid"],
] as const) {
  test(`on ${name} at 1366 px, cards in one row have their figure at one height`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    const cards = await dividerTops(page, scope);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const rows = new Map<number, number[]>();
    for (const c of cards) if (c.dividerTop !== null) rows.set(c.cardTop, [...(rows.get(c.cardTop) ?? []), c.dividerTop]);
    const shared = [...rows.values()].filter((tops) => tops.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const tops of shared) expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
  });
}

test("the home page's About Us leads to Customers, Trust Centre, Company and News", async ({ page }) => {
  await page.goto("/");
  const links = page.locator("#about").getByRole("navigation", { name: "More about us" }).getByRole("link");
  await expect(links).toHaveText(["Customer stories", "Trust Centre", "About the Company", "News"]);
  await expect(links.nth(1)).toHaveAttribute("href", "/trust-centre");
  await links.nth(2).click();
  await expect(page).toHaveURL("/company");
});

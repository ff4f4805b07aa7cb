import { expect, test, type Page } from "./support/appTest";
import { GROUP_PAGES } from "~/catalogue/groups";
import { PRODUCTS, productPath } from "~/catalogue";

const PHONE = { width: 390, height: 844 };

/** A page's own width: more than the viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("everything that looks clickable is", () => {
  test("the six family tiles lead to their group pages", async ({ page, request }) => {
    await page.goto("/");
    const tiles = page.getByRole("navigation", { name: "One catalogue, six families" }).getByRole("listitem").getByRole("link");
    await expect(tiles).toHaveText(GROUP_PAGES.map((g) => g.group));
    for (const [i, group] of GROUP_PAGES.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute("href", group.path);
      expect((await request.get(group.path)).status()).toBe(200);
    }
    await tiles.nth(1).click();
    await expect(page).toHaveURL("/central-banking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Central Banking/);
  });

  test("each audience card is one link to a real page, clickable anywhere on the card", async ({ page, request }) => {
    await page.goto("/");
    const cards = page.locator("#how-we-help .audience");
    await expect(cards).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      const link = cards.nth(i).getByRole("link");
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute("href"))!;
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", "/banking");
    await expect(cards.nth(4).getByRole("link")).toHaveAttribute("href", "/?industry=InsuranceCompanies#find-your-software");
    // A click on the card's text, away from its title, follows the card's link.
    // (Playwright's own click refuses: it sees the card's link over the text, which is the point.)
    const text = cards.nth(4).getByText("Annuities, long-term savings");
    await text.scrollIntoViewIfNeeded();
    const at = (await text.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(page).toHaveURL("/?industry=InsuranceCompanies#find-your-software");
    await expect(page.getByLabel("Industry")).toHaveValue("InsuranceCompanies");
  });

  test("module-option cards are whole-card targets of at least 44 px, and shared pages say so", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#module-options .card").filter({ hasText: "Disaster Recovery" });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Near the card's bottom-right corner: nowhere near the title.
    await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
    await expect(page).toHaveURL(/\/disaster-recovery$/);

    await page.goto("/");
    const direct = page.locator("#module-options .card").filter({ hasText: "Direct Data Connection" });
    const interfaces = page.locator("#module-options .card").filter({ has: page.getByRole("link", { name: "Interfaces", exact: true }) });
    const directHref = await direct.getByRole("link").getAttribute("href");
    expect(directHref).toBe(await interfaces.getByRole("link").getAttribute("href"));
    await expect(direct).toContainText("Described on the Meridian Interfaces page");
  });
});

test.describe("Find Your Software on a phone", () => {
  test.use({ viewport: PHONE });

  test("the chosen product's detail comes into view; no Filter button; the right article", async ({ page }) => {
    await page.goto("/#find-your-software");
    const tree = page.getByRole("navigation", { name: "Full Product List" });
    await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);
    await tree.getByRole("link", { name: "Investment Management (15)" }).click();
    await expect(page.locator(".tree-detail")).toContainText("Choose an Investment Management product to see what it does.");
    await tree.getByRole("link", { name: "Hedge Fund", exact: true }).click();
    const detail = page.locator(".tree-detail");
    await expect(detail.getByRole("heading", { name: "Hedge Fund" })).toBeInViewport({ ratio: 1 });
    await expect(detail.getByRole("link", { name: "View Hedge Fund" })).toBeInViewport();
  });

  test("no public page scrolls sideways at 390 px", async ({ page }) => {
    test.setTimeout(900_000); // about 90 pages, one after another, on a busy machine
    const paths = ["/", "/sitemap", "/news", "/contact", "/privacy", "/search?q=loan", ...GROUP_PAGES.map((g) => g.path), ...PRODUCTS.map(productPath)];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

test.describe("pictures of the software at work", () => {
  for (const size of [PHONE, { width: 1366, height: 768 }]) {
    test(`at ${size.width} px the product's picture sits beside or under its title, whole, with its caption`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: size });
      const page = await context.newPage();
      await page.goto("/central-bank-operations/central-bank-currency-management");
      const figure = page.getByRole("main").getByRole("figure");
      await expect(figure).toHaveAccessibleName("Central Bank Currency Management: the currency in issue screen (illustration).");
      const svg = figure.getByRole("img", { name: /^Illustrated Central Bank Currency Management screen, Currency in issue: Notes issued/ });
      const box = (await svg.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.width / box.height).toBeCloseTo(640 / 400, 1);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      if (size.width > 1000) await expect(svg).toBeInViewport();
      await context.close();
    });
  }

  test("the home page's hero shows the overview picture, loaded and without layout shift", async ({ page }) => {
    await page.goto("/");
    const img = page.locator(".hero").getByRole("figure").getByRole("img");
    await expect(img).toHaveAttribute("alt", /^Illustrated operations overview/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(cls).toBeLessThan(0.01);
  });
});

test.describe("polish", () => {
  test("the sitemap's header band is in view under the bar after the load-time scroll", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/sitemap");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const band = page.locator(".page-band");
    await expect(band.getByRole("heading", { level: 1, name: "Sitemap" })).toBeInViewport({ ratio: 1 });
    const navBottom = await page.locator(".site-nav").evaluate((el) => el.getBoundingClientRect().bottom);
    const bandTop = await band.evaluate((el) => el.getBoundingClientRect().top);
    expect(bandTop).toBeGreaterThanOrEqual(navBottom);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test("one focus style everywhere, and an opaque header", async ({ page }) => {
    const ringOf = (page: Page) =>
      page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      });
    const rings = new Set<string>();
    for (const path of ["/", "/bank_operations/fed-funds", "/sitemap", "/news", "/contact"]) {
      await page.goto(path);
      // The first few stops: the skip link, the logo, the menu, and into the page.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        rings.add(await ringOf(page));
      }
      await page.locator("#main a, #main input").first().focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      rings.add(await ringOf(page));
    }
    expect([...rings]).toEqual(["solid 3px rgb(31, 111, 209)"]);
    await expect(page.locator(".site-nav")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });
});

import { expect, test, type Page } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { productById, productPath } from "~/catalogue";
import { gotoHydrated } from "./support/shell";

const SITE = "Meridian Financial Software";
const product = (id: string) => productById(id)!;

// What the catalogue's pages say and link (a product's words, metadata and contact links, the
// group pages' lists, the sitemap's categories without JavaScript, Find Your Software's counts
// and shared selections, the home page's JSON-LD and caching) is the route tests' (tests/routes/
// productRoute, groupRoute, sitemap and _index): the real route modules, rendered. Here: what
// needs a browser (hydration, client-side moves, scrolling, axe).

test.describe("product pages", () => {
  test("hydrate without console errors and move between products client-side", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(msg.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/trust/cd-issuance");
    await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const first = product(product("cd-issuance").related[0]!);
    await page.getByRole("region", { name: "Related products" }).getByRole("link", { name: first.name }).click();
    await expect(page).toHaveURL(productPath(first));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    await expect(page).toHaveTitle(`${first.name} | ${SITE}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test("an unknown product in an area is the Page Not Found screen with a 404", async ({ page }) => {
    const response = await page.goto("/loans/no-such-loan");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).not.toContain("public");
    await expect(page).toHaveTitle(`Page Not Found | ${SITE}`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("sitemap", () => {
  test("scrolls to its Sitemap anchor on load and has a Home button", async ({ page }) => {
    await page.goto("/sitemap");
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("sitemap")!.getBoundingClientRect().top))).toBe(35);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole("navigation", { name: "Sitemap categories" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("switches the product list client-side, without a reload", async ({ page }) => {
    await gotoHydrated(page, "/sitemap"); // before the app starts, the links load the page
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("sitemap")!.getBoundingClientRect().top))).toBe(35);
    const categories = page.getByRole("navigation", { name: "Sitemap categories" });
    await expect(categories.getByRole("listitem")).toHaveText(["Banking", "Central Banking", "Investment", "Trust", "Accounting", "Module Options"]);
    const list = page.locator("#sitemap-links");
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Banking");
    await expect(list.getByRole("link", { name: "Loan Cashier" })).toHaveAttribute("href", "/loans/loan-cashier");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const scrollY = await page.evaluate(() => window.scrollY);
    await categories.getByRole("link", { name: "Trust" }).click();
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Trust");
    await expect(page).toHaveURL("/sitemap?category=trust");
    await expect(list.getByRole("link", { name: "REIT" })).toHaveAttribute("href", "/real-estate/reit-software");
    await expect(list.getByRole("link", { name: "Loan Cashier" })).toHaveCount(0);
    await expect(categories.getByRole("link", { name: "Trust" })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await categories.getByRole("link", { name: "Module Options" }).click();
    await expect(list.getByRole("link", { name: `${"Meridian"} Interfaces` })).toHaveAttribute("href", "/services-and-software-features/meridian-interfaces");
    await expect(list.getByRole("link", { name: "All Module Options software" })).toHaveAttribute("href", "/module-options");
  });
});

test.describe("Find Your Software", () => {
  const tree = (page: Page) => page.getByRole("navigation", { name: "Full Product List" });
  const current = (page: Page) => tree(page).locator('[aria-current="true"]');

  test("selecting a category, product or sub-module sets it and clears the levels below (clicks)", async ({ page }) => {
    // Hydrated, not only started: the marker below proves client-side moves. (A click just after
    // hydration once missed its link in CI: the Filter button's going lifted the tree under it.
    // It no longer moves; performance.spec checks that.)
    await gotoHydrated(page, "/#find-your-software");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await tree(page).getByRole("link", { name: "Investment Management (15)" }).click();
    await expect(page).toHaveURL("/?category=investment-management");
    await expect(current(page)).toHaveText("Investment Management (15)");
    await tree(page).getByRole("link", { name: "Portfolio Management" }).scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    await tree(page).getByRole("link", { name: "Portfolio Management" }).click();
    await expect(page).toHaveURL("/?category=investment-management&product=portfolio-management");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(tree(page).getByRole("list", { name: "Portfolio Management modules" }).getByRole("link")).toHaveText([
      "Fund Portfolio",
      "Treasury Portfolio",
      "Customer Portfolio",
    ]);
    await tree(page).getByRole("link", { name: "Treasury Portfolio" }).click();
    await expect(page).toHaveURL("/?category=investment-management&product=portfolio-management&submodule=treasury-portfolio");
    await expect(current(page)).toHaveText("Treasury Portfolio");
    const detail = page.locator(".tree-detail");
    await expect(detail.getByRole("heading")).toHaveText("Treasury Portfolio");
    await expect(detail.getByText(product("treasury-portfolio").summary)).toBeVisible();
    await expect(detail.getByRole("link", { name: "View Treasury Portfolio" })).toHaveAttribute(
      "href",
      "/investment-management/portfolio-management/treasury-portfolio",
    );
    await expect(page.locator(".tree-trail")).toHaveText(
      "Find Your Software › Full Product List › Investment Management › Portfolio Management › Treasury Portfolio",
    );

    // A product sets itself and clears the sub-module.
    await tree(page).getByRole("link", { name: "Hedge Fund" }).click();
    await expect(page).toHaveURL("/?category=investment-management&product=hedge-fund");
    await expect(tree(page).getByRole("link", { name: "Treasury Portfolio" })).toHaveCount(0);
    // A category clears product and sub-module.
    await tree(page).getByRole("link", { name: "Loans (4)" }).click();
    await expect(page).toHaveURL("/?category=loans");
    await expect(tree(page).getByRole("link", { name: "Hedge Fund" })).toHaveCount(0);
    await expect(detail.getByRole("heading")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  test("reset clears product and sub-module and keeps the category", async ({ page }) => {
    // A click before the tree's code arrives is a plain link's (its URL keeps the anchor): wait for it.
    await gotoHydrated(page, "/?category=investment-management&product=portfolio-management&submodule=fund-portfolio#find-your-software");
    await page.locator(".tree-detail").getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL("/?category=investment-management");
    await expect(current(page)).toHaveText("Investment Management (15)");
    await expect(page.locator(".tree-detail").getByRole("link", { name: "Reset" })).toHaveCount(0);
  });

  test("the industry filter narrows categories and products and keeps the selection it still shows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await gotoHydrated(page, "/?category=loans&product=loan-origination#find-your-software");
    await page.getByLabel("Industry").selectOption("RealEstate");
    await expect(page).toHaveURL("/?category=loans&product=loan-origination&industry=RealEstate");
    await expect(current(page)).toHaveText("Loan Origination");
    await expect(tree(page).getByRole("link", { name: "Loans (1)" })).toBeVisible();
    // A category with nothing for this industry is shown but not offered.
    await expect(tree(page).getByText("Central Bank Operations (0)")).toBeVisible();
    await expect(tree(page).getByRole("link", { name: /^Central Bank Operations/ })).toHaveCount(0);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    // The server drops the product this filter hides (a redirect); the page stays where it was.
    await page.getByLabel("Industry").selectOption("CentralBanks");
    await expect(page).toHaveURL("/?category=loans&industry=CentralBanks");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(tree(page).getByText("No products for this industry")).toBeVisible();
    await tree(page).getByRole("link", { name: "Central Bank Operations (11)" }).click();
    await expect(page).toHaveURL("/?category=central-bank-operations&industry=CentralBanks");
    await page.getByLabel("Industry").selectOption("");
    await expect(page).toHaveURL("/?category=central-bank-operations");
    await expect(tree(page).getByRole("link", { name: "Trust (14)" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("links and the filter form carry the selection in the URL", async ({ page }) => {
      await page.goto("/");
      await tree(page).getByRole("link", { name: "Investment Management (15)" }).click();
      await expect(page).toHaveURL("/?category=investment-management#find-your-software");
      await tree(page).getByRole("link", { name: "Portfolio Management" }).click();
      await tree(page).getByRole("link", { name: "Customer Portfolio" }).click();
      await expect(page).toHaveURL("/?category=investment-management&product=portfolio-management&submodule=customer-portfolio#find-your-software");
      await page.getByLabel("Industry").selectOption("BrokerageFirms");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(
        "/?category=investment-management&product=portfolio-management&submodule=customer-portfolio&industry=BrokerageFirms#find-your-software",
      );
      await expect(current(page)).toHaveText("Customer Portfolio");
      await page.getByLabel("Industry").selectOption("Municipalities");
      await page.getByRole("button", { name: "Filter" }).click();
      // Customer Portfolio does not serve municipalities: the sub-module goes, Portfolio Management stays.
      await expect(page).toHaveURL("/?category=investment-management&product=portfolio-management&industry=Municipalities#find-your-software");
      await expect(current(page)).toHaveText("Portfolio Management");
      await page.locator(".tree-detail").getByRole("link", { name: "Reset" }).click();
      await expect(page).toHaveURL("/?category=investment-management&industry=Municipalities#find-your-software");
    });
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/investment-management/portfolio-management",
    "/banking",
    "/sitemap?category=investment",
    "/?category=investment-management&product=portfolio-management&submodule=fund-portfolio",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await axeBuilder(page).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

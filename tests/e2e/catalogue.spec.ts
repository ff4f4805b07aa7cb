import { expect, test, type Page } from "./support/appTest";
import AxeBuilder from "@axe-core/playwright";
import { INDUSTRIES, PRODUCTS, productById, productPath } from "~/catalogue";
import { contactHref } from "~/lib/shellUi";
import { gotoHydrated } from "./support/shell";
import { englishWords } from "../support/productWords";

const SITE = "Meridian Financial Software";
const CACHE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const product = (id: string) => productById(id)!;

type Ld = Record<string, unknown>;
async function jsonLdOf(page: Page): Promise<Ld[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((s): Ld[] => [JSON.parse(s) as Ld | Ld[]].flat());
}

test.describe("product pages", () => {
  test("show the product's name, module, words, industries, related products and breadcrumbs", async ({ page }) => {
    const fed = { ...product("fed-funds"), ...englishWords("fed-funds") };
    const response = await page.goto("/bank_operations/fed-funds");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe(CACHE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fed Funds");
    await expect(page.locator(".product-header .eyebrow")).toHaveText("Banking · Bank Operations");
    await expect(page.locator(".product-header .eyebrow").getByRole("link", { name: "Banking" })).toHaveAttribute("href", "/banking");
    await expect(page.locator("#product-overview ~ p")).toHaveText(fed.description);
    await expect(page.locator(".feature-list li")).toHaveText(fed.features);
    await expect(page.getByText(fed.serves)).toBeVisible();
    await expect(page.locator(".tag-list li")).toHaveText(fed.industries.map((i) => INDUSTRIES[i]));
    const related = page.getByRole("region", { name: "Related products" }).getByRole("link");
    await expect(related).toHaveCount(fed.related.length);
    for (const [i, id] of fed.related.entries()) {
      await expect(related.nth(i)).toHaveText(product(id).name);
      await expect(related.nth(i)).toHaveAttribute("href", productPath(product(id)));
    }
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Banking", "Fed Funds"]);
    await expect(crumbs.getByRole("link", { name: "Banking" })).toHaveAttribute("href", "/banking");
  });

  test("carry the page metadata and JSON-LD of R-PAGE-META", async ({ page }) => {
    const fed = { ...product("fed-funds"), ...englishWords("fed-funds") };
    await page.goto("/bank_operations/fed-funds");
    await expect(page).toHaveTitle(`Fed Funds | ${SITE}`);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", fed.summary);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", fed.summary);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", `Fed Funds | ${SITE}`);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /^Fed Funds, Banking, Bank Operations/);
    const url = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(url).toMatch(/^https?:\/\/[^/]+\/bank_operations\/fed-funds$/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url!);
    const [app, crumbs] = await jsonLdOf(page);
    expect(app).toMatchObject({ "@type": "SoftwareApplication", name: "Fed Funds", description: fed.summary, url, featureList: fed.features });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((crumbs!.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(["Home", "Banking", "Fed Funds"]);
  });

  test("Request a Demo and Request Info link to the contact presets", async ({ page }) => {
    await page.goto("/investment-management/hedge-fund");
    // In the header and again in the closing band.
    const demo = page.getByRole("main").getByRole("link", { name: "Request a Demo" });
    const info = page.getByRole("main").getByRole("link", { name: "Request Info" });
    await expect(demo).toHaveCount(2);
    await expect(info).toHaveCount(2);
    for (const link of await demo.all()) await expect(link).toHaveAttribute("href", contactHref({ kind: "demo", productId: "hedge-fund" }));
    for (const link of await info.all()) await expect(link).toHaveAttribute("href", contactHref({ kind: "info", productId: "hedge-fund" }));
    await expect(page.getByRole("region", { name: "See Hedge Fund on your own scenarios" }).getByRole("link", { name: "Request a Demo" })).toBeVisible();
    expect(contactHref({ kind: "demo", productId: "hedge-fund" })).toBe("/contact?preset=demo&product=hedge-fund");
  });

  test("Portfolio Management lists its sub-modules, and each links back to it", async ({ page }) => {
    await page.goto("/investment-management/portfolio-management");
    const modules = page.getByRole("region", { name: "Portfolio Management modules" }).getByRole("link");
    await expect(modules).toHaveText(["Fund Portfolio", "Treasury Portfolio", "Customer Portfolio"]);
    await modules.first().click();
    await expect(page).toHaveURL("/investment-management/portfolio-management/fund-portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fund Portfolio");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Investment",
      "Portfolio Management",
      "Fund Portfolio",
    ]);
    await page.locator(".product-parent").getByRole("link", { name: "Portfolio Management" }).click();
    await expect(page).toHaveURL("/investment-management/portfolio-management");
  });

  test("the central bank portfolio lives under central-bank-operations", async ({ page }) => {
    const response = await page.goto("/central-bank-operations/portfolio-management/central-bank-portfolio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Central Bank Portfolio");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Central Banking", "Central Bank Portfolio"]);
  });

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

test.describe("group pages", () => {
  test("list their products by area with summaries", async ({ page }) => {
    const response = await page.goto("/banking");
    expect(response?.headers()["cache-control"]).toBe(CACHE);
    await expect(page).toHaveTitle(`Banking Software | ${SITE}`);
    await expect(page.locator(".group-page").getByRole("heading", { level: 2 })).toHaveText([
      "Bank Operations",
      "Loans",
      "Real Estate",
      "Investment Management",
      // The customer stories that name a Banking product: the seed's sample story, said to be an example.
      "An example customer story",
    ]);
    const banking = PRODUCTS.filter((p) => p.group === "Banking");
    await expect(page.locator(".product-cards h3 a")).toHaveCount(banking.length);
    const repo = product("repo-software");
    await expect(page.getByRole("link", { name: repo.name, exact: true })).toHaveAttribute("href", "/investment-management/repo-software");
    await expect(page.getByText(repo.summary)).toBeVisible();
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

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every category's list is reachable by its link", async ({ page }) => {
      await page.goto("/sitemap");
      const categories = page.getByRole("navigation", { name: "Sitemap categories" });
      for (const [name, sample, href] of [
        ["Central Banking", "Central Bank Portfolio", "/central-bank-operations/portfolio-management/central-bank-portfolio"],
        ["Investment", "Fund Portfolio", "/investment-management/portfolio-management/fund-portfolio"],
        ["Accounting", "General Ledger", "/accounting/general-ledger"],
      ] as const) {
        await categories.getByRole("link", { name }).click();
        await expect(page).toHaveURL(new RegExp(`/sitemap\\?category=${name.toLowerCase().replace(" ", "-")}#sitemap$`));
        await expect(page.locator("#sitemap-links h2")).toHaveText(name);
        await expect(page.locator("#sitemap-links").getByRole("link", { name: sample })).toHaveAttribute("href", href);
      }
    });
  });
});

test.describe("Find Your Software", () => {
  const tree = (page: Page) => page.getByRole("navigation", { name: "Full Product List" });
  const current = (page: Page) => tree(page).locator('[aria-current="true"]');

  test("lists the nine categories with their counts", async ({ page }) => {
    await page.goto("/#find-your-software");
    await expect(page.locator("#find-your-software")).toHaveAttribute("aria-labelledby", "find-your-software-title");
    await expect(tree(page).locator("ul > li > ul > li > a")).toHaveText([
      "Accounting (7)",
      "Bank Operations (6)",
      "Central Bank Operations (11)",
      "Investment Management (15)",
      "Loans (4)",
      "General Operations (4)",
      "Real Estate (3)",
      "Trust (14)",
      "Services and Software Features (7)",
    ]);
    await expect(current(page)).toHaveText("Full Product List");
  });

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

  test("a hand-edited URL ends on the selection it can show", async ({ page, request }) => {
    const response = await request.get("/?industry=CentralBanks&category=loans&product=loan-origination&ref=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/?category=loans&industry=CentralBanks&ref=mail");
    await page.goto("/?product=fed-funds#find-your-software");
    await expect(page).toHaveURL("/?category=bank-operations&product=fed-funds#find-your-software");
    await expect(current(page)).toHaveText("Fed Funds");
  });

  test("a shared URL opens the same selection", async ({ page }) => {
    await page.goto("/?category=loans&product=loan-origination&industry=CommercialBanks#find-your-software");
    await expect(current(page)).toHaveText("Loan Origination");
    await expect(page.getByLabel("Industry")).toHaveValue("CommercialBanks");
    await expect(page.locator(".tree-detail").getByRole("heading")).toHaveText("Loan Origination");
    await expect(page.locator(".tree-detail").getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      contactHref({ kind: "demo", productId: "loan-origination" }),
    );
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

test.describe("home", () => {
  test("the home page carries the Organization JSON-LD and is cacheable", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe(CACHE);
    const [org] = await jsonLdOf(page);
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: SITE });
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
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

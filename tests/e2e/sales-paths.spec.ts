import { expect, test, type Page } from "./support/appTest";
import { contactDialog, footer, gotoHydrated, logInButton, mainNav } from "./support/shell";

// Every path leads to sales. Each check runs on a phone and on a laptop.
const PORTAL = "https://portal.meridian-fs.example"; // CLIENT_PORTAL_URL in wrangler.toml
const GROUPS = ["/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options"];
const WIDTHS = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1366 px", width: 1366, height: 768 },
];

const demoButton = (page: Page) => mainNav(page).getByRole("link", { name: "Request a Demo" });

/** The header's controls lie inside the viewport, side by side, none over another. */
async function expectHeaderFits(page: Page) {
  const viewport = page.viewportSize()!;
  const boxes = await mainNav(page)
    .locator(".brand, .nav-links > li, .nav-login, .nav-demo, .nav-menu-button")
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (const [i, a] of boxes.entries()) {
    expect(a.left).toBeGreaterThanOrEqual(0);
    expect(a.right).toBeLessThanOrEqual(viewport.width);
    for (const b of boxes.slice(i + 1)) {
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `header controls overlap: ${JSON.stringify([a, b])}`).toBe(false);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("Request a Demo is the header's one filled button and opens the contact form with the demo preset", async ({ page }) => {
      await gotoHydrated(page, "/bank_operations/fed-funds");
      const demo = demoButton(page);
      await expect(demo).toBeVisible();
      // On a product page, the demo preset carries the product (the specification's "Request a Demo plus the product").
      await expect(demo).toHaveAttribute("href", "/contact?preset=demo&product=fed-funds");
      // Filled: the primary colour behind white text; nothing else in the bar is.
      const filled = await mainNav(page)
        .locator("a, button, summary")
        .evaluateAll((els) =>
          els
            .filter((el) => el.getClientRects().length > 0)
            .filter((el) => {
              const bg = getComputedStyle(el).backgroundColor;
              return bg !== "rgba(0, 0, 0, 0)" && bg !== "rgb(255, 255, 255)" && getComputedStyle(el).color === "rgb(255, 255, 255)";
            })
            .map((el) => el.textContent?.trim()),
        );
      expect(filled).toEqual(["Request a Demo"]);
      await expectHeaderFits(page);

      await demo.click();
      const dialog = page.getByRole("dialog", { name: "Request a Demo" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Contact Type")).toHaveValue("Request a Demo");
      await expect(dialog.getByLabel("Product")).toHaveValue("Fed Funds");
    });

    test("on a product page every Request a Demo and Request Info opens the form with that product, titled by its preset", async ({ page }) => {
      await gotoHydrated(page, "/bank_operations/fed-funds");
      const body = page.getByRole("group", { name: "Contact us about Fed Funds" }).first();
      const entries: [string, () => Promise<void>, string, string][] = [
        ["the header's Request a Demo", () => demoButton(page).click(), "Request a Demo", "Fed Funds"],
        ["the page's Request a Demo", () => body.getByRole("link", { name: "Request a Demo" }).click(), "Request a Demo", "Fed Funds"],
        ["the page's Request Info", () => body.getByRole("link", { name: "Request Info" }).click(), "Request Info", "Fed Funds"],
      ];
      if (size.width < 960) {
        entries.push([
          "the collapsed menu's contact item",
          async () => {
            await mainNav(page).getByRole("button", { name: "Menu" }).click();
            await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click();
          },
          "Request a Demo",
          "Fed Funds",
        ]);
      } else {
        entries.push(["the header's Contact Us", () => mainNav(page).getByRole("link", { name: "Contact Us" }).click(), "Contact Us", "I am Interested In..."]);
      }
      for (const [entry, open, title, product] of entries) {
        await open();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog, entry).toBeVisible();
        await expect(dialog.getByLabel("Contact Type"), entry).toHaveValue(title === "Contact Us" ? "Contact Type" : title);
        await expect(dialog.getByLabel("Product"), entry).toHaveValue(product);
        await dialog.getByRole("button", { name: "Close contact form" }).click();
        await expect(contactDialog(page)).toHaveCount(0);
      }
    });

    test("without JavaScript, Request a Demo leads to /contact with the demo preset", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      await page.goto("/banking");
      await demoButton(page).click();
      await expect(page).toHaveURL("/contact?preset=demo");
      await expect(page.getByLabel("Contact Type")).toHaveValue("Request a Demo");
      await context.close();
    });

    test("Log In opens the login pane in one click; the pane leads to the client portal and the demo sign-in", async ({ page }) => {
      await gotoHydrated(page, "/");
      if (size.width < 960) {
        // Narrow: Log In is in the collapsed menu; the bar holds the brand, Request a Demo and Menu.
        await expect(logInButton(page)).toBeHidden();
        await mainNav(page).getByRole("button", { name: "Menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log In", exact: true }).click();
      } else {
        const button = logInButton(page);
        await expect(button).toBeVisible();
        // Quiet: no filled background; Request a Demo is the one filled button.
        expect(await button.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(255, 255, 255)");
        await button.click();
      }
      const pane = page.getByRole("dialog", { name: "Log In" });
      await expect(pane).toHaveAttribute("id", "login");
      await expect(pane.getByLabel("Email")).toBeFocused();
      const others = pane.getByRole("navigation", { name: "Other sign-ins" }).getByRole("link");
      await expect(others).toHaveText(["Client Login", "Demo sign-in"]);
      await expect(others.nth(0)).toHaveAttribute("href", PORTAL);
      await expect(others.nth(1)).toHaveAttribute("href", "/demo");
    });

    test("News is linked from the footer and from /sitemap", async ({ page }) => {
      await page.goto("/privacy");
      await footer(page).getByRole("link", { name: "News", exact: true }).click();
      await expect(page).toHaveURL("/news");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/sitemap");
      const news = page.getByRole("navigation", { name: "More from us" }).getByRole("link", { name: "News" });
      await expect(news).toBeVisible();
      await news.click();
      await expect(page).toHaveURL("/news");
    });

    test("every group page's hero has a call to action", async ({ page }) => {
      for (const path of GROUPS) {
        await page.goto(path);
        const hero = page.locator(".group-header");
        const demo = hero.getByRole("link", { name: "Request a Demo" });
        await expect(demo, path).toBeInViewport();
        await expect(demo).toHaveAttribute("href", "/contact?preset=demo");
        await expect(hero.getByRole("link", { name: "See the products" })).toBeInViewport();
      }
      await gotoHydrated(page, "/trust");
      await page.locator(".group-header").getByRole("link", { name: "Request a Demo" }).click();
      await expect(contactDialog(page).getByLabel("Contact Type")).toHaveValue("Request a Demo");
    });

    test("the 404 page suggests the nearest catalogue pages and has the search box, without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      const res = await page.goto("/bank_operations/fed-fundz");
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Did you mean one of these?" })).toBeVisible();
      const suggestions = page.getByRole("navigation", { name: "Did you mean" }).getByRole("link");
      await expect(suggestions.first()).toHaveText("Fed Funds");
      await expect(suggestions.first()).toHaveAttribute("href", "/bank_operations/fed-funds");
      await expect(page.getByRole("link", { name: "Home" })).toBeVisible();

      await page.getByRole("main").getByLabel("Search Our Software").fill("fed funds");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL("/search?q=fed+funds");
      await expect(page.locator(".search-result-name a").first()).toHaveText("Fed Funds");

      // Outside the product areas too, with the nearest group or product.
      expect((await page.goto("/central-bank-operations/currency-managment"))?.status()).toBe(404);
      await expect(page.getByRole("navigation", { name: "Did you mean" }).getByRole("link").first()).toHaveText("Central Bank Currency Management");
      expect((await page.goto("/bankng"))?.status()).toBe(404);
      await expect(page.getByRole("navigation", { name: "Did you mean" }).getByRole("link").first()).toHaveText("Banking Software");
      // A path like no page suggests nothing, and still offers the search.
      expect((await page.goto("/wp-admin/setup.php"))?.status()).toBe(404);
      await expect(page.getByRole("navigation", { name: "Did you mean" })).toHaveCount(0);
      await expect(page.getByRole("main").getByLabel("Search Our Software")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await context.close();
    });
    // /search's order ('repo' puts Repo first) is tests/routes/search.test.tsx's: the server's, at any width.
  });
}

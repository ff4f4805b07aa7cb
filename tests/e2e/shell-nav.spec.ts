import { expect, test, type Page } from "./support/appTest";
import { contactDialog, footer, gotoHydrated, logInButton, mainNav, pauseClock, scrollY, sectionTarget } from "./support/shell";

test.describe("top navigation", () => {
  test("has the spec's entries in order, as real links that work without JavaScript", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = mainNav(page);
    for (const [name, href] of <Array<[string, string]>>[
      ["Software", "/#find-your-software"],
      ["Options", "/#module-options"],
      ["How We Help", "/#how-we-help"],
      ["About Us", "/#about"],
      ["Contact Us", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(logInButton(page)).toBeVisible();
    const names = await nav.locator(".nav-links > li").allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(["Software", "Options", "How We Help", "About Us", "Search", "Contact Us"]);
  });

  test("each home section it names exists", async ({ page }) => {
    await page.goto("/");
    for (const id of ["find-your-software", "module-options", "how-we-help", "about"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  test("selecting an entry scrolls to its anchor in 250 ms, 35 px above it, then focuses it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const target = await sectionTarget(page, "module-options");
    expect(target).toBeGreaterThan(500);

    await mainNav(page).getByRole("link", { name: "Options" }).click();
    await page.clock.runFor(120);
    const midway = await scrollY(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target);
    await page.clock.runFor(100); // 220 ms: still moving
    expect(await scrollY(page)).toBeLessThan(target);
    await page.clock.runFor(50); // 270 ms: one frame past 250 ms, arrived
    expect(await scrollY(page)).toBe(target);
    await expect(page.locator("#module-options")).toBeFocused();
    await expect(page).toHaveURL("/");
  });

  test("under prefers-reduced-motion the scroll is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const target = await sectionTarget(page, "how-we-help");
    await mainNav(page).getByRole("link", { name: "How We Help" }).click();
    expect(await scrollY(page)).toBe(target);
  });

  test("from another page it goes to / first, then scrolls to the anchor", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    await mainNav(page).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/");
    // The URL changes as the navigation starts; the home page's sections are there once it renders.
    await expect(page.locator("#about")).toBeAttached();
    const target = await sectionTarget(page, "about");
    await expect.poll(() => scrollY(page)).toBe(target);
    await expect(page.locator("#about")).toBeFocused();
  });

  // The employee area itself (signed in) is checked in shell-login.spec.ts.
  test("the header and footer are hidden on any URL containing 'admin'", async ({ page }) => {
    for (const path of ["/my-admin-page", "/no/such/administration"]) {
      await page.goto(path);
      await expect(mainNav(page)).toHaveCount(0);
      await expect(footer(page)).toHaveCount(0);
    }
    await page.goto("/privacy");
    await expect(mainNav(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });
});

test.describe("sticky navigation", () => {
  test.use({ viewport: { width: 1280, height: 720 } }); // 69 vh = 496.8 px, 70 vh = 504 px

  const classesAt = async (page: Page, y: number) => {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    return mainNav(page);
  };

  test("moves through normal, warning (69 vh), stuck (70 vh) and end-of-container on pages other than /", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    const nav = mainNav(page);
    await expect(nav).toHaveCSS("z-index", "10");
    await expect(nav).toHaveClass("site-nav");

    await classesAt(page, 496);
    await expect(nav).toHaveClass("site-nav");
    await classesAt(page, 497);
    await expect(nav).toHaveClass("site-nav sticky-warning");
    await classesAt(page, 503);
    await expect(nav).toHaveClass("site-nav sticky-warning");
    await classesAt(page, 504);
    await expect(nav).toHaveClass("site-nav sticky");
    await expect(nav).toHaveCSS("position", "fixed");
    await expect(nav).toBeInViewport();
    // It slides in over 0.25 s and rests at the top.
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);

    // And back.
    await classesAt(page, 100);
    await expect(nav).toHaveClass("site-nav");
    await expect(nav).toHaveCSS("position", "relative");
  });

  test("stops at the end of its container (the page above the footer) and does not cover the footer", async ({ page }) => {
    // A short viewport: the footer is taller than the room below the bar, so the end is reachable.
    await page.setViewportSize({ width: 1280, height: 300 });
    await gotoHydrated(page, "/privacy");
    const nav = mainNav(page);
    const end = await page.evaluate(() => {
      const body = document.querySelector(".site-body")!.getBoundingClientRect();
      return Math.ceil(body.bottom + window.scrollY - document.querySelector(".site-nav")!.getBoundingClientRect().height);
    });
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(end);

    await classesAt(page, end - 10);
    await expect(nav).toHaveClass("site-nav sticky");
    await classesAt(page, end);
    await expect(nav).toHaveClass("site-nav sticky sticky-end");
    await classesAt(page, bottom);
    await expect(nav).toHaveClass("site-nav sticky sticky-end");
    await expect(nav).toHaveCSS("position", "absolute");
    const navBox = (await nav.boundingBox())!;
    const footerBox = (await footer(page).boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(footerBox.y + 1);

    await classesAt(page, end - 10);
    await expect(nav).toHaveClass("site-nav sticky");
    await expect(nav).toHaveCSS("position", "fixed");
  });

  test("never sticks on /", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = mainNav(page);
    for (const y of [497, 504, 2000]) {
      await classesAt(page, y);
      await expect(nav).toHaveClass("site-nav");
    }
  });

  test("keeps its place in the page when it sticks, so nothing below moves", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    const headingTop = () => page.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();
    await classesAt(page, 600);
    await expect(mainNav(page)).toHaveClass("site-nav sticky");
    expect(await headingTop()).toBe(before);
  });
});

test.describe("collapsed menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("replaces the entries on narrow screens and slides in as a labelled dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Options" })).toBeHidden();
    const menuButton = nav.getByRole("button", { name: "Menu" });
    await expect(menuButton).toBeVisible();
    await menuButton.click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // The spec's entries, then Log In (inside Menu on phones). Retried: the dialog's frame shows in
    // the click's frame, its entries when the menu's code has arrived.
    await expect(menu.getByRole("listitem")).toHaveText(["Software", "Options", "How We Help", "About Us", "Search", "Contact Us", "Log In"]);
    await expect(menu.getByRole("button", { name: "Log In", exact: true })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("an entry closes the menu and scrolls to its section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Options" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    const target = await sectionTarget(page, "module-options");
    await expect.poll(() => scrollY(page)).toBe(target);
  });

  test("its contact item opens contact as Request a Demo and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "Menu" }).click();
    const contact = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact Us" });
    await expect(contact).toHaveAttribute("href", "/contact?preset=demo");
    await contact.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    const form = contactDialog(page);
    await expect(form.getByLabel("Contact Type")).toHaveValue("Request a Demo");
    await expect(form.getByLabel("Product")).toHaveValue("I am Interested In...");
    await expect(page).toHaveURL("/");
  });

  test("its Search and Log In items replace it with their overlays", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Search" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await expect(page.getByLabel("Search Our Software")).toBeFocused();
    // The page behind stays inert and still while one overlay replaces the other.
    await expect(page.locator("#site")).toHaveAttribute("inert", "");
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    // Closed, focus goes back where the visitor started: the Menu button.
    await expect(mainNav(page).getByRole("button", { name: "Menu" })).toBeFocused();
    await expect(page.locator("#site")).not.toHaveAttribute("inert", "");
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

    await mainNav(page).getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Log In" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(mainNav(page).getByRole("button", { name: "Menu" })).toBeFocused();
  });

  test("without JavaScript the Menu link leads to the footer's links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    const menu = mainNav(page).getByRole("link", { name: "Menu" });
    await expect(menu).toHaveAttribute("href", "#footer-nav");
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Options" })).toBeInViewport();
    await context.close();
  });
});

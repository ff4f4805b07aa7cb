import { expect, test } from "./support/appTest";
import { footer, gotoHydrated, mainNav, scrollY } from "./support/shell";
import { testYear } from "../support/testClock";

const PORTAL = "https://portal.meridian-fs.example/";

test.describe("footer", () => {
  test("has social links, Client Login, Employee Login, Sitemap, Privacy Policy, scroll-to-top and the copyright line", async ({ page }) => {
    await page.goto("/");
    const f = footer(page);
    const social = f.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(4);
    await expect(f.getByRole("link", { name: "Meridian Financial Software on LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/meridian-fs-example",
    );
    await expect(f.getByRole("link", { name: "Client Login" })).toHaveAttribute("href", PORTAL.replace(/\/$/, ""));
    await expect(f.getByRole("link", { name: "Employee Login" })).toHaveAttribute("href", "/admin");
    await expect(f.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap");
    await expect(f.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(f.getByRole("link", { name: "Back to top" })).toBeVisible();
    const year = testYear();
    await expect(f.getByText(`© ${year} Meridian Financial Software. All rights reserved.`)).toBeVisible();
  });

  test("is in the server HTML (the first navigation has ended when the page arrives)", async ({ request }) => {
    const html = await (await request.get("/privacy")).text();
    expect(html).toContain("<footer");
    expect(html).toContain("Employee Login");
  });

  test("Employee Login leads to the admin area (which asks an anonymous visitor to sign in)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await footer(page).getByRole("link", { name: "Employee Login" }).click();
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin");
  });

  test("scroll-to-top goes back up and puts focus at the top of the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await footer(page).getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(mainNav(page).getByRole("link", { name: "Meridian" })).toBeFocused();
  });
});

test.describe("privacy policy overlay", () => {
  test("opens from the footer as a labelled dialog and closes with its close action", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = footer(page).getByRole("link", { name: "Privacy Policy" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("heading", { name: "Cookies" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "sales@meridian-fs.example" }).first()).toHaveAttribute("href", "mailto:sales@meridian-fs.example");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("is in the page's language on an Arabic page: the policy's translation fetched with its code", async ({ page }) => {
    await gotoHydrated(page, "/ar/company");
    await footer(page).getByRole("link", { name: "سياسة الخصوصية" }).click();
    const dialog = page.getByRole("dialog", { name: "سياسة الخصوصية" });
    await expect(dialog.getByRole("heading", { name: "ملفات تعريف الارتباط" })).toBeVisible();
    await expect(dialog.locator(".privacy-scroll")).not.toHaveAttribute("lang", "en");
    await dialog.getByRole("button", { name: "إغلاق", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("closes with Escape, the close icon and a backdrop click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = footer(page).getByRole("link", { name: "Privacy Policy" });
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });

    await link.click();
    // The real overlay, not the frame shown while its code arrives (that one has its own test).
    await expect(dialog.getByRole("button", { name: "Close privacy policy" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();

    await link.click();
    await dialog.getByRole("button", { name: "Close privacy policy" }).click();
    await expect(dialog).toHaveCount(0);

    await link.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400); // the dimmed page beside the panel
    await expect(dialog).toHaveCount(0);
  });

  test("Escape closes it even while its code is still arriving", async ({ page }) => {
    // Hold the overlay's code back, as a slow network would: the click shows the dialog's frame.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/PrivacyOverlay-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const link = footer(page).getByRole("link", { name: "Privacy Policy" });
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await link.click();
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("status")).toHaveText("Loading…");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    release();
    // The code arriving later does not reopen it.
    await page.waitForResponse(/\/PrivacyOverlay-[A-Z0-9]+\.js$/);
    await expect(dialog).toHaveCount(0);
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await footer(page).getByRole("link", { name: "Privacy Policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog.getByRole("button", { name: "Close privacy policy" })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  });

  test("is also a page at /privacy, for links and for browsers without JavaScript", async ({ request }) => {
    const response = await request.get("/privacy");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Privacy Policy | Meridian Financial Software</title>");
    expect(html).toContain("Privacy Policy</h1>");
    expect(html).toContain("session cookie");
  });
});

test.describe("modal (Client Login confirmation)", () => {
  test("a confirm modal with Cancel and OK: Cancel stays, OK runs its callback", async ({ page }) => {
    await page.route(`${PORTAL}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Client portal</title><h1>Client portal</h1>" }));
    await gotoHydrated(page, "/");
    const link = footer(page).getByRole("link", { name: "Client Login" });

    await link.click();
    const modal = page.getByRole("alertdialog", { name: "You are leaving this site" });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute("aria-modal", "true");
    await expect(modal).toContainText("portal.meridian-fs.example");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL("/");
    await expect(link).toBeFocused();

    await link.click();
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);

    await link.click();
    await page.mouse.click(5, 5); // the backdrop
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL("/");

    await link.click();
    await modal.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(PORTAL);
    await expect(page).toHaveTitle("Client portal");
  });
});

import { expect, test, type Page, type Route } from "@playwright/test";
import { gotoHydrated, mainNav, pauseClock } from "./support/shell";

const loading = (page: Page) => page.getByRole("status").filter({ hasText: "Loading…" });

/** Holds every request matching `pattern` until `release()` is called. */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, (route) => {
    held.push(route);
    seen();
  });
  return {
    arrived,
    release: async () => {
      for (const route of held) await route.continue();
      await page.unroute(pattern);
    },
  };
}

test.describe("loading overlay", () => {
  test("appears only after 500 ms of pending navigation and hides at once when it completes", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/privacy");
    await pauseClock(page);
    const data = await hold(page, /\/_root\.data/);

    await mainNav(page).getByRole("link", { name: "Meridian" }).click();
    await data.arrived;
    await page.clock.runFor(499);
    await expect(loading(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(loading(page)).toBeVisible();

    await data.release();
    await expect(page).toHaveURL("/");
    await expect(loading(page)).toHaveCount(0);
  });

  test("quick work never shows it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/privacy");
    await pauseClock(page);
    const data = await hold(page, /\/_root\.data/);
    await mainNav(page).getByRole("link", { name: "Meridian" }).click();
    await data.arrived;
    await page.clock.runFor(300);
    await data.release();
    await expect(page).toHaveURL("/");
    await page.clock.runFor(1000);
    await expect(loading(page)).toHaveCount(0);
  });
});

test.describe("log in pane", () => {
  test("the Log In button opens a labelled pane named login with the staff sign-in form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = mainNav(page).getByRole("button", { name: "Log In" });
    await button.click();
    const pane = page.getByRole("dialog", { name: "Log In" });
    await expect(pane).toHaveAttribute("id", "login");
    await expect(pane).toHaveAttribute("aria-modal", "true");
    const form = pane.locator('form[name="login"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/login");
    await expect(pane.getByLabel("Email")).toBeFocused();
    await expect(pane.getByLabel("Email")).toHaveAttribute("name", "email");
    await expect(pane.getByLabel("Password")).toHaveAttribute("name", "password");
    await expect(pane.getByLabel("Remember me")).toHaveAttribute("name", "remember");
    await expect(form.locator('input[type="hidden"][name="redirectTo"]')).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(pane).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("shows a spinner while signing in, and the loading overlay after 500 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    const login = await hold(page, /\/login/);
    await mainNav(page).getByRole("button", { name: "Log In" }).click();
    const pane = page.getByRole("dialog", { name: "Log In" });
    await pane.getByLabel("Email").fill("someone@meridian-fs.example");
    await pane.getByLabel("Password").fill("not-the-password");
    await pane.getByRole("button", { name: "Sign In" }).click();
    await login.arrived;
    await expect(pane.getByRole("button", { name: "Signing in…" })).toBeDisabled();
    await page.clock.runFor(500);
    await expect(loading(page)).toBeVisible();
  });

  test("without JavaScript, Log In is a link to the /login page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await context.close();
  });
});

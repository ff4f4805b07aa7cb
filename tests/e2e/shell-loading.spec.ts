import { expect, test, type Page, type Route } from "./support/appTest";
import { gotoHydrated, mainNav, openLoginPane, pauseClock } from "./support/shell";

const loading = (page: Page) => page.getByRole("status").filter({ hasText: "Loading…" });

/**
 * Holds every request matching `pattern` until `release()` is called. One that arrives after the
 * release goes on at once: when two match (a link's prefetch, then the navigation's own fetch), a
 * second that came while the first was being let go could be held after the loop had ended, and
 * the navigation would never finish: the likely cause of a run at load 12 where the URL stayed
 * /privacy for 15 s after the release.
 */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    seen();
  });
  return {
    arrived,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(pattern);
    },
  };
}

test.describe("loading overlay", () => {
  /** From /privacy, with the clock paused, a click on the home link whose data is held: answers the hold once it is asked for. */
  async function pendingHomeNavigation(page: Page) {
    await page.clock.install();
    await gotoHydrated(page, "/privacy");
    await pauseClock(page);
    const data = await hold(page, /\/_root\.data/);
    await mainNav(page).getByRole("link", { name: "Meridian" }).click();
    await data.arrived;
    return data;
  }

  test("appears only after 500 ms of pending navigation and hides at once when it completes", async ({ page }) => {
    const data = await pendingHomeNavigation(page);
    await page.clock.runFor(499);
    await expect(loading(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(loading(page)).toBeVisible();

    await data.release();
    await expect(page).toHaveURL("/");
    await expect(loading(page)).toHaveCount(0);
  });

  test("quick work never shows it", async ({ page }) => {
    const data = await pendingHomeNavigation(page);
    await page.clock.runFor(300);
    await data.release();
    await expect(page).toHaveURL("/");
    await page.clock.runFor(1000);
    await expect(loading(page)).toHaveCount(0);
  });
});

test.describe("pending fetcher submissions", () => {
  test("the Log In pane's submission shows its spinner, and the loading overlay after 500 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    await openLoginPane(page);
    const pane = page.getByRole("dialog", { name: "Log In" });
    await pane.getByLabel("Email").fill("someone@meridian-fs.example");
    await pane.getByLabel("Password", { exact: true }).fill("not-the-password");
    const login = await hold(page, /\/login\.data/);
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    await login.arrived;
    await expect(pane.getByRole("button", { name: "Logging in…" })).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(499);
    await expect(loading(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(loading(page)).toBeVisible();
    await login.release();
    await expect(pane.getByRole("alert")).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
  });
});

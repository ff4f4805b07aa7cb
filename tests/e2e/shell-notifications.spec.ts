import { expect, test, type Page } from "./support/appTest";
import { gotoHydrated, pauseClock } from "./support/shell";

// The real caller in the shell: the connection notices (offline: a warning that stays until
// clicked; back online: a success with the default 3000 ms timer). The timings of every other
// option are unit-tested on the notification store (tests/unit/notifications.test.ts).
const region = (page: Page) => page.locator(".notification-region");
const card = (page: Page) => page.locator(".notification-region .notification");

test.describe("notifications", () => {
  test("success: thumbs-up, green, hides after the default 3000 ms and clears 600 ms later", async ({ page, context }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    await context.setOffline(true);
    await expect(card(page)).toContainText("You are offline.");
    await context.setOffline(false);

    const notice = card(page);
    await expect(notice).toHaveText("You are back online.");
    await expect(notice).toHaveClass(/notification--success/);
    await expect(notice).toHaveClass(/is-visible/);
    await expect(notice).toHaveCSS("background-color", "rgb(29, 107, 53)");
    await expect(notice.locator("svg path").first()).toHaveAttribute("d", /^M14 9V5/); // the thumbs-up
    await expect(region(page)).toHaveAttribute("aria-live", "polite");

    await page.clock.runFor(2999);
    await expect(notice).toHaveClass(/is-visible/);
    await page.clock.runFor(1);
    await expect(notice).not.toHaveClass(/is-visible/);
    await expect(notice).toHaveText("You are back online."); // still there while it slides out
    await page.clock.runFor(599);
    await expect(notice).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(card(page)).toHaveCount(0);
  });

  test("warning with timer 0 stays until clicked; a click hides it", async ({ page, context }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    await context.setOffline(true);
    const notice = card(page);
    await expect(notice).toHaveText("You are offline. Pages and forms will not load until your connection returns.");
    await expect(notice).toHaveClass(/notification--warning/);
    await page.clock.runFor(60_000);
    await expect(notice).toHaveClass(/is-visible/);
    await notice.click();
    await expect(notice).not.toHaveClass(/is-visible/);
    await page.clock.runFor(600);
    await expect(card(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  test("a closeable one has a close button for keyboard users", async ({ page, context }) => {
    // On Playwright's clock: the card is removed 600 ms after it hides, and on a busy machine a
    // real 600 ms passed before the check could see it hidden.
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseClock(page);
    await context.setOffline(true);
    const close = card(page).getByRole("button", { name: "Dismiss notification" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(card(page)).not.toHaveClass(/is-visible/);
    await page.clock.runFor(600);
    await expect(card(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  test("sits bottom right, at least 250 px and at most half the width, and slides over 0.5 s", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await context.setOffline(true);
    const notice = card(page);
    await expect(notice).toHaveCSS("min-width", "250px");
    await expect(notice).toHaveCSS("max-width", "640px"); // 50 % of the 1280 px viewport
    await expect(notice).toHaveCSS("transition-duration", "0.5s");
    await expect(notice).toHaveCSS("animation-duration", "0.5s");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(250);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    await context.setOffline(false);
  });

  test("shows above an open overlay, and stays operable there", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    await expect(page.getByLabel("Search Our Software")).toBeFocused();
    await context.setOffline(true);
    const notice = card(page);
    await expect(notice).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await notice.click(); // would fail if the overlay covered it
    // Dismissed: no longer shown, whether it is still leaving or already gone from the page (a
    // negated class check on an element already removed fails, as it did once in a CI run).
    await expect(page.locator(".notification-region .notification.is-visible")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Search the catalogue" })).toBeVisible();
    await context.setOffline(false);
  });
});

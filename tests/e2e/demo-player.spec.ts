import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { signIn } from "./support/staff";

/**
 * Decision record 0025: the demo player as a prospect meets it, at 390 and
 * 1366 px. The seeded demo user has the 4 s sample (320×180) and the 24 s product tour (640×360,
 * four chapters).
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.4" } });
test.describe.configure({ mode: "serial" });

const SAMPLE = "00000000-0000-4000-8000-000000000005";
const TOUR = "00000000-0000-4000-8000-000000000030";

async function signInDemo(page: Page) {
  await page.goto("/demo");
  await page.getByLabel("Username").fill(vars.DEMO_USERNAME!);
  await page.getByLabel("Password").fill(vars.DEMO_PASSWORD!);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
}

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const video = (page: Page) => page.locator("video");

/** Waits until the player can seek (its metadata is in) and the page has hydrated. */
async function playerReady(page: Page) {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await expect(page.locator('header button[aria-haspopup="dialog"]').first()).toBeAttached();
}

for (const width of [390, 1366]) {
  test(`no demo page scrolls sideways at ${width} px; the video keeps its own size; chapters seek`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInDemo(page);
    if (width > 390) {
      // Between phone and desktop too: the header's nav links beside the demo user's name and Sign out.
      for (const w of [768, 960, 1024, 1280, 1344]) {
        await page.setViewportSize({ width: w, height: 900 });
        expect(await sideways(page), `at ${w} px`).toBe(0);
      }
      await page.setViewportSize({ width, height: 900 });
    }
    expect(await sideways(page)).toBe(0);
    await page.screenshot({ path: `test-results/demo-library-${width}.png`, fullPage: true });

    // The 4 s sample is 320×180: on a phone it takes the screen's width (readable captions), wider
    // it is shown at least 40rem wide (640 px), never a thumbnail.
    await page.goto(`/demo/videos/${SAMPLE}`);
    await playerReady(page);
    expect(await sideways(page)).toBe(0);
    const box = await video(page).boundingBox();
    if (width === 390) expect(box!.width).toBe(390);
    else expect(box!.width).toBe(640);

    await page.goto(`/demo/videos/${TOUR}`);
    await playerReady(page);
    expect(await sideways(page)).toBe(0);
    expect((await video(page).boundingBox())!.width).toBeLessThanOrEqual(640);
    await expect(page.getByText(/demo recording on sample data/)).toBeVisible();
    // The chapters come from the video's WebVTT chapters track, and are listed as buttons.
    await expect(page.locator('track[kind="chapters"]')).toHaveAttribute("src", `/demo-media/items/${TOUR}/chapters`);
    const chapters = page.getByRole("navigation", { name: "Chapters" }).getByRole("button");
    await expect(chapters).toHaveText([
      "0:00Trial balance at a glance",
      "0:06Posting an adjusting journal",
      "0:12Reconciling branch accounts",
      "0:18Closing the period",
    ]);
    await video(page).evaluate((v: HTMLVideoElement) => (v.muted = true));
    await page.getByRole("button", { name: /Reconciling branch accounts/ }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("button", { name: /Reconciling branch accounts/ })).toHaveAttribute("aria-current", "true");
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    await expect(page.getByRole("heading", { name: "Up next" })).toBeVisible();
    await page.screenshot({ path: `test-results/demo-player-${width}.png`, fullPage: true });
    expect((await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    // Back in the library, the tour's card shows how far in the viewer stopped.
    await page.getByRole("link", { name: "← All demos" }).click();
    const card = page.locator(".demo-card", { hasText: "Month-end close in General Ledger" });
    await expect(card.locator(".demo-progress-bar")).toBeVisible();
    await expect(card).toContainText(/\d+ % watched/);
    expect(await sideways(page)).toBe(0);
  });
}

test("at the end of a video, Talk to sales stores a request the staff inbox shows", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInDemo(page);
  await page.goto(`/demo/videos/${TOUR}`);
  await playerReady(page);
  await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = v.duration - 0.5;
    await v.play();
  });
  await expect(page.getByRole("heading", { name: "Thanks for watching" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Thanks for watching" })).toBeFocused();
  await page.screenshot({ path: "test-results/demo-player-end-1366.png" });
  await page.getByRole("button", { name: "Talk to sales about General Ledger" }).click();
  await expect(page.getByRole("status").filter({ hasText: /sales team will contact you about General Ledger/ })).toBeVisible();

  // Staff see it in the inbox, from the demo user, about the product.
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.5" } });
  const staffPage = await staff.newPage();
  await signIn(staffPage);
  await staffPage.goto("/admin/sales-requests?q=Dana");
  const row = staffPage.locator("tr, li, article").filter({ hasText: "Dana Prospect" }).filter({ hasText: "General Ledger" }).first();
  await expect(row).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(staffPage.getByText(/from the demo area, after watching “Month-end close in General Ledger”/)).toBeVisible();
  await staff.close();
});

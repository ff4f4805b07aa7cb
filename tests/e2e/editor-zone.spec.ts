import { type Page, expect, test } from "./support/appTest";
import { queryD1, sqlString } from "./support/localD1";
import { createUser, mintStaffToken, statusMessage, unique, signInAt } from "./support/staff";
import { pauseClock } from "./support/shell";
import { testYear } from "../support/testClock";

// A January a few years ahead of the tests' clock: a time to schedule for, in standard time in both zones.
const Y = testYear() + 4;

/**
 * Decision record 0029: the editor's Publish / Schedule control reads and shows times
 * in the staff member's zone, the profile's before the browser's. The browser here is in New York
 * and the profile says Tokyo: a time typed is Tokyo time, stored as UTC, and shown back as Tokyo
 * time. The page's clock is installed and stopped (autosave never fires on its own); nothing waits.
 */
test.use({ timezoneId: "America/New_York", extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.31" } });

const postByTitle = (title: string) =>
  queryD1<{ published: number; published_at: string | null }>(`SELECT published, published_at FROM blog_posts WHERE title = ${sqlString(title)}`);
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1366]) {
  test(`at ${width} px a schedule typed in a New York browser by an editor whose profile says Tokyo is Tokyo time`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const editor = await createUser(request, "editor");
    // The profile's zone, set through the API's profile endpoint (the screen's own operation).
    const token = await mintStaffToken(editor.email);
    const put = await request.put("/api/profile", { headers: { Authorization: `Bearer ${token}` }, data: { timeZone: "Asia/Tokyo" } });
    expect(put.status()).toBe(200);
    expect(await put.json()).toMatchObject({ timeZone: "Asia/Tokyo" });

    await page.clock.install();
    await signInAt(page, "/admin/blog/new", editor);
    await expect(page.locator(".post-editor[data-hydrated]")).toBeAttached();
    await pauseClock(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");

    const title = `Tokyo schedule ${unique("z")}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption({ label: "Company News" });
    await page.getByLabel("Body (Markdown)").fill("Goes out at nine in the morning, Tokyo time.");
    // The autosave's "Saved at" reads the same Tokyo clock as the control, not the browser's.
    await page.clock.runFor(2500);
    const tokyoNow = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date()),
    );
    await expect(page.locator(".autosave-status")).toHaveText(`Saved at ${tokyoNow}`);
    await page.getByRole("radio", { name: "Schedule" }).check();
    const when = page.getByLabel("Date and time");
    await expect(page.locator("#publish-zone")).toHaveText("Times in Asia/Tokyo");
    await expect(when).toHaveAccessibleDescription(/Times in Asia\/Tokyo/);
    await when.fill(`${Y}-01-15T09:30`);
    // 09:30 in Tokyo (UTC+9) is 00:30 UTC; in New York it would have been 14:30 UTC.
    await expect(page.locator("#publish-when-hint")).toHaveText(`Goes public Jan 15, ${Y}, 09:30 UTC+9; stored as ${Y}-01-15 00:30 UTC.`);
    await page.locator(".publish-control").scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator(".publish-control").screenshot({ path: `test-results/editor-zone-control-${width}.png` });
    await page.screenshot({ path: `test-results/editor-zone-page-${width}.png` });

    await page.clock.resume();
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(statusMessage(page)).toContainText("The post is scheduled");
    expect(postByTitle(title)).toEqual([{ published: 1, published_at: `${Y}-01-15T00:30:00.000Z` }]);
    // Shown back on the Tokyo wall clock: in the field, in the header and in the posts list.
    await expect(page.getByLabel("Date and time")).toHaveValue(`${Y}-01-15T09:30`);
    await expect(page.locator("#publish-zone")).toHaveText("Times in Asia/Tokyo");
    await expect(page.getByText(`Scheduled for Jan 15, ${Y}, 09:30 UTC+9`)).toBeVisible();
    await page.goto("/admin/blog");
    await expect(page.locator(`time[datetime="${Y}-01-15T00:30:00.000Z"]`).first()).toHaveText(`Jan 15, ${Y}, 09:30 UTC+9`);
  });
}

test("without a profile zone the control uses the browser's, and says so", async ({ page, request }) => {
  const editor = await createUser(request, "editor");
  await page.clock.install();
  await signInAt(page, "/admin/blog/new", editor);
  await expect(page.locator(".post-editor[data-hydrated]")).toBeAttached();
  await pauseClock(page);
  await page.getByRole("radio", { name: "Schedule" }).check();
  await expect(page.locator("#publish-zone")).toHaveText("Times in America/New York");
  await page.getByLabel("Date and time").fill(`${Y}-01-15T09:30`);
  await expect(page.locator("#publish-when-hint")).toHaveText(`Goes public Jan 15, ${Y}, 09:30 UTC-5; stored as ${Y}-01-15 14:30 UTC.`);
});

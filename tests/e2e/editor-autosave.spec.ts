import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { readFileSync } from "node:fs";
import { queryD1, sqlString } from "./support/localD1";
import { signIn, statusMessage, unique, signInAt } from "./support/staff";
import { pauseClock } from "./support/shell";
import { testYear } from "../support/testClock";

// A January a few years ahead of the tests' clock: a time to schedule for, in standard time in both zones.
const Y = testYear() + 4;

/**
 * Decision record 0025: the post editor never loses work. Autosave runs on a
 * timer, so every test drives the page's clock (page.clock) instead of waiting.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.3" } });

const SAMPLE_PNG = readFileSync("seed/media/sample-image.png");
const status = (page: Page) => page.locator(".autosave-status");
const body = (page: Page) => page.getByLabel("Body (Markdown)");

/** Drops or pastes the sample PNG, named `name`, into the body as the browser would. */
function givePicture(page: Page, how: "drop" | "paste", name: string) {
  return body(page).evaluate(
    (el, { how, name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      const init = { bubbles: true, cancelable: true };
      el.dispatchEvent(how === "drop" ? new DragEvent("drop", { ...init, dataTransfer: data }) : new ClipboardEvent("paste", { ...init, clipboardData: data }));
    },
    { how, name, bytes: [...SAMPLE_PNG] },
  );
}

/** Opens the editor with the page's clock installed, then stopped: only page.clock.runFor moves it. */
async function openEditor(page: Page, path = "/admin/blog/new") {
  await page.clock.install();
  await signInAt(page, path);
  await expect(page.locator(".post-editor[data-hydrated]")).toBeAttached();
  await pauseClock(page);
}

/** "Saved at HH:MM" as the page's (stopped) clock reads it. */
const savedAt = async (page: Page) =>
  `Saved at ${await page.evaluate(() => {
    const d = new Date();
    return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
  })}`;

async function writeDraft(page: Page, title: string, text: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "Company News" });
  await body(page).fill(text);
}

const postByTitle = (title: string) =>
  queryD1<{ id: string; published: number; body_md: string; updated_at: string; published_at: string | null }>(
    `SELECT id, published, body_md, updated_at, published_at FROM blog_posts WHERE title = ${sqlString(title)}`,
  );

for (const width of [390, 1366]) {
  test(`at ${width} px a new draft saves itself after typing stops, never published; the preview follows the typing`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openEditor(page);
    await expect(status(page)).toHaveText("Drafts save themselves as you write.");
    const title = `Autosaved ${unique("a")}`;
    await writeDraft(page, title, "Intro.\n\n## Highlights\n\nFaster **close**.");
    // Nothing is sent while the writer types: the timer has not run.
    expect(postByTitle(title)).toEqual([]);
    // The preview follows a moment later, with no click.
    await page.clock.runFor(500);
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Highlights", level: 2 })).toBeAttached();
    await expect(preview.getByRole("heading", { name: title })).toBeAttached();
    await page.clock.runFor(2000);
    await expect(status(page)).toHaveText(await savedAt(page));
    const [saved] = postByTitle(title);
    expect(saved).toMatchObject({ published: 0, published_at: null, body_md: "Intro.\n\n## Highlights\n\nFaster **close**." });

    // More typing: saved again into the same draft (no second post).
    await body(page).press("End");
    await body(page).pressSequentially(" More.");
    await page.clock.runFor(2500);
    await expect(status(page)).toHaveText(await savedAt(page));
    await expect.poll(() => postByTitle(title)[0]?.body_md).toBe("Intro.\n\n## Highlights\n\nFaster **close**. More.");
    expect(postByTitle(title)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: `test-results/editor-new-${width}.png`, fullPage: true });
    // axe runs on timers: let the page's clock go again first.
    await page.clock.resume();
    expect((await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    // Save with the button: the same post, now published. (The page's clock runs again for the
    // navigation; the axe check above resumed it.)
    await page.getByRole("radio", { name: "Publish now" }).check();
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");
    expect(postByTitle(title)).toMatchObject([{ id: saved!.id, published: 1 }]);
  });
}

test("leaving with unsaved changes asks first: in-app links (Upload an image) and closing the tab", async ({ page }) => {
  await openEditor(page);
  const title = `Leave ${unique("l")}`;
  await page.getByLabel("Title").fill(title);
  await body(page).fill("Words not saved yet.");
  await page.getByRole("link", { name: "Upload an image" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await page.screenshot({ path: "test-results/editor-leave-warning-1366.png" });
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(body(page)).toHaveValue("Words not saved yet.");

  // Closing the tab: the browser's own prompt.
  const prompts: string[] = [];
  page.on("dialog", (d) => {
    prompts.push(d.type());
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(["beforeunload"]);
});

test("words typed with no category yet are saved; Back warns (Escape stays), and Back then Forward bring every word back", async ({ page }) => {
  // Reached as a writer does, from the posts' list: Back is then a move inside the app, which the
  // editor's own dialog holds (Back to another document gets the browser's prompt, tested above).
  await page.clock.install();
  // Signed in on the dashboard, then the list (not signInAt): Back and Forward are this test's
  // subject, so the tab's history stays a writer's, with an entry before the list.
  await signIn(page);
  await page.goto("/admin/blog");
  // The app runs (its header says so), so the link is followed by the router, in this document.
  await expect(page.locator("header.admin-header-js")).toBeAttached();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.locator(".post-editor[data-hydrated]")).toBeAttached();
  await pauseClock(page);
  const title = `Back and forth ${unique("b")}`;
  await page.getByLabel("Title").fill(title);
  await body(page).fill("First words, no category yet.");
  await page.clock.runFor(2500);
  await expect(status(page)).toHaveText(await savedAt(page));
  // Stored as a draft without a category (publishing needs one, saving does not).
  expect(queryD1(`SELECT category_id, published, body_md FROM blog_posts WHERE title = ${sqlString(title)}`)).toEqual([
    { category_id: null, published: 0, body_md: "First words, no category yet." },
  ]);

  // More words, not saved yet: Back asks first, and Escape keeps the writer in the editor.
  await body(page).fill("First words, no category yet. And a second sentence.");
  const editorUrl = page.url();
  await page.goBack();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(editorUrl);
  await expect(body(page)).toHaveValue("First words, no category yet. And a second sentence.");

  // Leaving anyway, then coming back: the saved draft, and the newer words offered back.
  await page.goBack();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  // The list has replaced the editor (the URL changes before its data has come).
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  const offer = page.getByRole("alert").filter({ hasText: "Unsaved changes were found in this browser" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(body(page)).toHaveValue("First words, no category yet. And a second sentence.");
  await expect(offer).toHaveCount(0);
});

test("an autosave never overwrites a newer version saved in another tab", async ({ page, browser }) => {
  await openEditor(page);
  const title = `Two tabs ${unique("t")}`;
  await writeDraft(page, title, "First tab.");
  await page.clock.runFor(2500);
  await expect(status(page)).toHaveText(await savedAt(page));
  const id = postByTitle(title)[0]!.id;

  // Another browser window (a context of its own, so its clock is its own too).
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.6" } });
  const second = await other.newPage();
  await second.clock.install();
  await signIn(second);
  await second.goto(`/admin/blog/${id}`);
  await expect(second.locator(".post-editor[data-hydrated]")).toBeAttached();
  await pauseClock(second);
  await second.getByLabel("Body (Markdown)").fill("Second tab wins.");
  await second.clock.runFor(2500);
  await expect(status(second)).toHaveText(await savedAt(second));

  // The first tab still holds the older version: its next autosave is refused, and says so.
  await body(page).fill("First tab again.");
  await page.clock.runFor(2500);
  await expect(status(page)).toHaveText(/Not saved: a newer version of this post was saved at \d\d:\d\d/);
  await expect.poll(() => postByTitle(title)[0]?.body_md).toBe("Second tab wins.");
  await other.close();
});

test.describe("in the writer's time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  for (const width of [390, 1366]) {
    test(`at ${width} px Schedule takes a local date and time and stores UTC`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openEditor(page);
      const title = `Scheduled locally ${unique("s")}`;
      await writeDraft(page, title, "Goes out on Tokyo time.");
      await page.getByRole("radio", { name: "Schedule" }).check();
      await expect(page.locator("#publish-zone")).toHaveText("Times in Asia/Tokyo");
      await page.getByLabel("Date and time").fill(`${Y}-01-15T09:30`);
      await expect(page.getByText(`stored as ${Y}-01-15 00:30 UTC`)).toBeVisible();
      // The page's clock runs again for the navigation (Save stops autosave first).
      await page.clock.resume();
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(statusMessage(page)).toContainText("The post is scheduled");
      expect(postByTitle(title)).toMatchObject([{ published: 1, published_at: `${Y}-01-15T00:30:00.000Z` }]);
      // Shown again in local time, and the header's actions sit apart, within the screen.
      await expect(page.getByLabel("Date and time")).toHaveValue(`${Y}-01-15T09:30`);
      const actions = page.locator(".post-edit-actions .button");
      await expect(actions).toHaveText(["Translations", "Unschedule", "Publish now", "Delete post"]);
      const boxes = await actions.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, b] of boxes.entries()) {
        expect(b.right).toBeLessThanOrEqual(width);
        const next = boxes[i + 1];
        if (next && Math.abs(next.top - b.top) < 4) expect(next.left - b.right).toBeGreaterThanOrEqual(8);
      }
      await page.screenshot({ path: `test-results/editor-edit-header-${width}.png` });
    });
  }
});

test("a picture dropped into the body is uploaded, then inserted with its text alternative; the picker shows thumbnails", async ({ page }) => {
  await openEditor(page);
  await writeDraft(page, `Dropped ${unique("d")}`, "Before the picture.");
  await givePicture(page, "drop", "dropped-chart.png");
  await expect(page.getByLabel("Text alternative")).toBeFocused();
  const chosen = page.locator(".picture-choice", { has: page.locator("input:checked") });
  await expect(chosen).toContainText("dropped-chart.png");
  await expect(chosen.locator("img")).toHaveJSProperty("complete", true);
  expect(await chosen.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Insert without a text alternative is refused.
  await page.getByRole("button", { name: "Insert picture" }).click();
  await expect(page.getByText("Describe the picture: its text alternative is required")).toBeVisible();
  await page.getByLabel("Text alternative").fill("Bar chart: deposits by branch");
  await page.getByRole("button", { name: "Insert picture" }).click();
  await expect(body(page)).toHaveValue(/^Before the picture\.\n\n!\[Bar chart: deposits by branch\]\(\/media\/uploads\/[0-9a-f-]{36}\)\n\n$/);
  await page.clock.runFor(500);
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("img", { name: "Bar chart: deposits by branch" })).toBeVisible();
});

test("a picture pasted into the body is uploaded the same way, and the text is left as it was", async ({ page }) => {
  await openEditor(page);
  await writeDraft(page, `Pasted ${unique("p")}`, "Before the paste.");
  await givePicture(page, "paste", "pasted-chart.png");
  await expect(page.getByLabel("Text alternative")).toBeFocused();
  await expect(page.locator(".picture-choice", { has: page.locator("input:checked") })).toContainText("pasted-chart.png");
  await expect(body(page)).toHaveValue("Before the paste.");
});

test("an autosave still on its way when the writer presses Publish lands after it and changes nothing: one post, the Save's words", async ({ page }) => {
  await openEditor(page);
  // The first autosave is held on its way (as a slow network would) until the Save has been answered.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const answers: number[] = [];
  await page.route("**/admin/blog/autosave", async (route) => {
    held.push(route.request().postData() ?? "");
    await released;
    const response = await route.fetch();
    answers.push(response.status());
    await route.fulfill({ response });
  });
  const title = `Race ${unique("r")}`;
  await writeDraft(page, title, "Older words, autosaved.");
  await page.clock.runFor(2500);
  await expect.poll(() => held.length).toBe(1);
  await expect(status(page)).toHaveText("Saving…");

  await body(page).fill("The words Publish sent.");
  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.clock.resume();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(statusMessage(page)).toHaveText("Post created.");
  const id = new URL(page.url()).pathname.split("/").pop();
  expect(postByTitle(title)).toMatchObject([{ id, published: 1, body_md: "The words Publish sent." }]);

  // Now the autosave reaches the server: refused (409), nothing written, no second post.
  release();
  await expect.poll(() => answers).toEqual([409]);
  expect(postByTitle(title)).toMatchObject([{ id, published: 1, body_md: "The words Publish sent." }]);
  // The page says nothing about it: the Save's answer is what the writer sees.
  await expect(page.getByRole("alert")).toHaveCount(0);
});

import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { signInAt } from "./support/staff";

/**
 * Decision record 0025: staff upload, replace and remove a demo video's WebVTT
 * chapters on its item screen, at 390 and 1366 px; a file that is not usable is refused on the
 * field; the demo player lists the chapters. The seeded 4 s sample has none: each test puts
 * chapters on it and removes them again.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.9" } });
test.describe.configure({ mode: "serial" });

const SAMPLE = "00000000-0000-4000-8000-000000000005";
const CHAPTERS = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nOpening the ledger\n\n00:00:02.000 --> 00:00:04.000\nPosting the month's entries\n";
const vtt = (name: string, text: string | Buffer) => ({ name, mimeType: "text/vtt", buffer: typeof text === "string" ? Buffer.from(text) : text });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function upload(page: Page, file: ReturnType<typeof vtt>) {
  await page.getByLabel(/^(Replace the chapters|Chapters file) \(WebVTT\)$/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload chapters" }).click();
}

for (const width of [390, 1366]) {
  test(`at ${width} px staff upload chapters (unusable files refused on the field), see them listed, and remove them`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAt(page, `/admin/demo/content/${SAMPLE}`);
    // Hydrated before a file is chosen (as demo-media.spec.ts does for captions).
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("No chapters yet.")).toBeVisible();
    const field = page.getByLabel("Chapters file (WebVTT)");

    await upload(page, vtt("not-chapters.vtt", readFileSync("seed/media/sample-image.png")));
    await expect(page.locator("#field-chapters-error")).toHaveText("The chapters file must be UTF-8 text");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await upload(page, vtt("backwards.vtt", "WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nEnds before it starts\n"));
    await expect(page.locator("#field-chapters-error")).toContainText("No chapter could be read");

    await upload(page, vtt("chapters.vtt", CHAPTERS));
    await expect(page.getByRole("status").filter({ hasText: "Chapters saved" })).toBeVisible();
    const list = page.getByRole("list", { name: "Chapters of this video" });
    await expect(list.getByRole("listitem")).toHaveText(["0:00 Opening the ledger", "0:02 Posting the month's entries"]);
    await expect(page.locator('#item-preview-video track[kind="chapters"]')).toHaveAttribute("src", `/demo-media/items/${SAMPLE}/chapters`);
    expect(await sideways(page)).toBe(0);
    await page.getByRole("heading", { name: "Chapters" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/demo-item-chapters-${width}.png`, fullPage: true });
    expect((await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    // The prospect's player lists them (a context of its own: the demo sign-in).
    const demo = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.10" } });
    const prospect = await demo.newPage();
    await prospect.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await prospect.goto("/demo");
    await prospect.getByLabel("Username").fill(vars.DEMO_USERNAME!);
    await prospect.getByLabel("Password").fill(vars.DEMO_PASSWORD!);
    await prospect.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(prospect.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await prospect.goto(`/demo/videos/${SAMPLE}`);
    await expect(prospect.getByRole("navigation", { name: "Chapters" }).getByRole("button")).toHaveText([/Opening the ledger/, /Posting the month's entries/]);
    await demo.close();

    // Removed: the screen and the player have none again.
    await page.getByRole("button", { name: "Remove chapters" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Chapters removed." })).toBeVisible();
    await expect(page.getByText("No chapters yet.")).toBeVisible();
    await expect(page.locator('#item-preview-video track[kind="chapters"]')).toHaveCount(0);
  });
}

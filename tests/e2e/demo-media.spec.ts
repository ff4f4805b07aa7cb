import { type Page, expect, test } from "./support/appTest";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { signInAt } from "./support/staff";
import { axeViolations } from "./support/axe";

/**
 * Demo media, as a prospect and staff meet it: the seeded sample video has a poster and
 * English captions; the player shows the captions, resumes where this demo user stopped (kept
 * across a reload), and staff see how much of it the demo user watched; staff upload captions
 * (a file that is not WebVTT is refused) and take a poster from a frame of the preview.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
const PROSPECT = { username: vars.DEMO_USERNAME!, password: vars.DEMO_PASSWORD! };
const SEEDED_VIDEO = "00000000-0000-4000-8000-000000000005";
const SEEDED_DEMO_USER = "00000000-0000-4000-8000-000000000002";
const SEED_VTT = readFileSync("seed/media/sample-video.vtt");
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.8.18" } });
test.describe.configure({ mode: "serial" });

async function signInDemo(page: Page) {
  await page.goto("/demo");
  await page.getByLabel("Username").fill(PROSPECT.username);
  await page.getByLabel("Password", { exact: true }).fill(PROSPECT.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
}

const video = (page: Page) => page.locator(".demo-player video");
/** The player's progress report with this position reaching the server (not the "play" record). */
const progressSaved = (page: Page, position: string) =>
  page.waitForResponse((r) => {
    const body = r.request().postData() ?? "";
    return (
      r.request().method() === "POST" &&
      r.url().includes(`/demo/videos/${SEEDED_VIDEO}`) &&
      body.includes("intent=progress") &&
      body.includes(`position=${position}&`) &&
      r.ok()
    );
  });

test("the library tile shows the video's poster, and the player shows its captions", async ({ page }) => {
  await signInDemo(page);
  const tile = page.getByRole("link", { name: "General Ledger walkthrough" });
  const poster = tile.locator("img");
  await expect(poster).toHaveAttribute("src", `/demo-media/items/${SEEDED_VIDEO}/poster`);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  await tile.click();
  await expect(page).toHaveURL(`/demo/videos/${SEEDED_VIDEO}`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "General Ledger walkthrough", level: 1 })).toBeVisible();
  // The captions track by its kind: demo-chapters.spec.ts puts a chapters track on the same video
  // for a while, and may do so while this test runs on another worker.
  const track = video(page).locator('track[kind="captions"]');
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute("srclang", "en");
  await expect(track).toHaveAttribute("label", "English");
  await expect(page.getByText("This video has no captions yet.")).toHaveCount(0);
  // The captions are on by default and their cues load: at 1 s the first line is showing.
  await video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 1));
  await expect
    .poll(() =>
      video(page).evaluate((v: HTMLVideoElement) => {
        const t = v.textTracks[0];
        return t ? `${t.mode}: ${[...(t.activeCues ?? [])].map((c) => (c as VTTCue).text).join(" ")}` : "no track";
      }),
    )
    .toBe("showing: Meridian General Ledger: month-end at a glance.");
});

test("watched to the end, it starts from the beginning; stopped at 0:02, a reload resumes there", async ({ page }) => {
  await signInDemo(page);
  await page.goto(`/demo/videos/${SEEDED_VIDEO}`);
  // Watch it all (muted so the browser lets it play); the end is reported as "start over".
  const atEnd = progressSaved(page, "0");
  await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 0;
    const ended = new Promise((resolve) => v.addEventListener("ended", resolve, { once: true }));
    await v.play();
    await ended;
  });
  await atEnd;
  await page.reload();
  await expect(page.getByText("Resuming where you stopped")).toHaveCount(0);

  // Stop at 2 s (a seek while paused is reported), reload: the player is at 2 s again.
  const stopped = progressSaved(page, "2");
  await video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 2));
  await stopped;
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Resuming where you stopped, at 0:02." })).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(2, 1);
  // They may start over instead.
  await page.getByRole("button", { name: "Start from the beginning" }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
});

test("staff see how much of the video the demo user watched and where they stopped", async ({ page }) => {
  await signInAt(page, `/admin/demo/users/${SEEDED_DEMO_USER}`);
  const table = page.getByRole("table", { name: "Videos watched" });
  const row = table.getByRole("row", { name: /General Ledger walkthrough/ });
  await expect(row.getByRole("cell").nth(1)).toContainText("100 %");
  await expect(row.getByRole("meter")).toHaveAttribute("value", "100");
  await expect(row.getByRole("cell").nth(2)).toHaveText(/0:0[0-2]|the start/);
});

test("staff upload captions (a file that is not WebVTT is refused) and take the poster from a frame of the preview", async ({ page }) => {
  await signInAt(page, `/admin/demo/content/${SEEDED_VIDEO}`);
  // Hydrated before a file is chosen (a run chose it while the page was still hydrating and posted none).
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("This video has English captions (en)")).toBeVisible();
  const captions = page.getByLabel("Replace the captions (WebVTT)");

  await captions.setInputFiles({ name: "not-captions.vtt", mimeType: "text/vtt", buffer: readFileSync("seed/media/sample-image.png") });
  await page.getByRole("button", { name: "Upload captions" }).click();
  await expect(page.locator("#field-captions-error")).toHaveText("The captions file must be UTF-8 text");
  await expect(captions).toHaveAttribute("aria-invalid", "true");

  const spanish = "WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nMeridian Contabilidad General.\n";
  await page.getByLabel("Replace the captions (WebVTT)").setInputFiles({ name: "es.vtt", mimeType: "text/vtt", buffer: Buffer.from(spanish) });
  await page.getByLabel("Language").fill("es");
  await page.getByRole("button", { name: "Upload captions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Captions saved" })).toBeVisible();
  await expect(page.getByText("This video has Español captions (es)")).toBeVisible();
  const src = await page.locator("#item-preview-video track").getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await served.text()).toBe(spanish);

  // Put the seeded English captions back for the other tests.
  await page.getByLabel("Replace the captions (WebVTT)").setInputFiles({ name: "sample-video.vtt", mimeType: "text/vtt", buffer: SEED_VTT });
  await page.getByLabel("Language").fill("en");
  await page.getByRole("button", { name: "Upload captions" }).click();
  await expect(page.getByText("This video has English captions (en)")).toBeVisible();

  // The poster from the frame the preview shows.
  const before = await page.getByRole("img", { name: "Poster of General Ledger walkthrough" }).getAttribute("src");
  await page.getByRole("button", { name: "Use the frame shown in the preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Poster replaced." })).toBeVisible();
  const poster = page.getByRole("img", { name: "Poster of General Ledger walkthrough" });
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  expect(before).toBeTruthy();
});

test("the player and the staff screens for captions and watching have no axe violations", async ({ page, browser }) => {
  const scan = async (p: Page) => {
    await p.waitForLoadState("networkidle");
    expect(await axeViolations(p)).toEqual([]);
  };
  await signInAt(page, `/admin/demo/content/${SEEDED_VIDEO}`);
  await scan(page);
  await page.goto(`/admin/demo/users/${SEEDED_DEMO_USER}`);
  await scan(page);
  const demoContext = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.8.19" } });
  const demo = await demoContext.newPage();
  await signInDemo(demo); // ends on /demo, welcomed
  await scan(demo);
  await demo.goto(`/demo/videos/${SEEDED_VIDEO}`);
  await scan(demo);
  await demoContext.close();
});

import { expect, test } from "./support/appTest";
import { readFileSync } from "node:fs";
import { pauseClock } from "./support/shell";
import { signedInWithoutJs, unique, statusMessage, signInAt } from "./support/staff";

test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.7.2" } });

const pdf = (size: number) => {
  const b = Buffer.alloc(size, 0x20);
  b.write("%PDF-1.7\n", 0, "latin1");
  return b;
};

test.describe("uploads", () => {
  test("an upload shows a real progress bar, then the file is listed and served", async ({ page, request }) => {
    await signInAt(page, "/admin/uploads");
    // Slow the upload down so its progress is visible: 3 MB at 1 MB/s.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const name = `${unique("brochure")}.pdf`;
    await page.getByLabel("Files", { exact: true }).setInputFiles({ name, mimeType: "application/pdf", buffer: pdf(3 * 1024 * 1024) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("button", { name: "Uploading…" })).toBeVisible();
    // Somewhere strictly between the ends, then done.
    await expect.poll(async () => Number(await bar.getAttribute("value")), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute("value"))).toBeLessThan(100);
    await expect(page.getByText(`Uploaded ${name}.`)).toBeVisible({ timeout: 15_000 });
    await expect(bar).toHaveCount(0);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const link = page.getByRole("link", { name });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href"))!;
    const served = await request.get(href);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(served.headers()["content-disposition"]).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await served.body()).length).toBe(3 * 1024 * 1024);
  });

  test("a file that is not an allowed type is refused with the reason", async ({ page }) => {
    await signInAt(page, "/admin/uploads");
    await page
      .getByLabel("Files", { exact: true })
      .setInputFiles({ name: "page.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("page.png is not an allowed type: upload PNG, JPEG, GIF, WebP, PDF, MP4 or WebM");
  });

  test("a signed-out upload shows the data service's 'Session Expired- please log in' notification for 4 s", async ({ page, context }) => {
    await page.clock.install();
    await signInAt(page, "/admin/uploads");
    await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
    await pauseClock(page);
    await context.clearCookies();
    await page
      .getByLabel("Files", { exact: true })
      .setInputFiles({ name: "late.png", mimeType: "image/png", buffer: readFileSync("seed/media/sample-image.png") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const notification = page.locator(".notification-region .notification--error");
    await expect(notification).toHaveText("Session Expired- please log in");
    await expect(notification).toHaveClass(/is-visible/);
    await expect(page.getByRole("alert")).toHaveText("Session Expired- please log in");
    await page.clock.runFor(3999);
    await expect(notification).toHaveClass(/is-visible/);
    await page.clock.runFor(1);
    await expect(notification).not.toHaveClass(/is-visible/);
  });

  test("uploading works without JavaScript, and an image becomes a post's cover", async ({ browser }) => {
    const { context, page } = await signedInWithoutJs(browser, "198.18.7.3");
    await page.goto("/admin/uploads");
    const name = `${unique("cover")}.png`;
    await page.getByLabel("Files", { exact: true }).setInputFiles({ name, mimeType: "image/png", buffer: readFileSync("seed/media/sample-image.png") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(statusMessage(page)).toHaveText(`Uploaded ${name}.`);
    const img = page.getByRole("row", { name: new RegExp(name) }).locator("img");
    await expect(img).toHaveJSProperty("naturalWidth", 640);

    await page.goto("/admin/blog/new");
    const title = `With a cover ${unique("c")}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Body (Markdown)").fill("A post with a cover image.");
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("Cover image").selectOption({ label: name });
    await page.getByRole("radio", { name: "Publish now" }).check();
    // Without JavaScript the button cannot follow the choice, so it says what it does: "Save".
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");
    await page.getByRole("link", { name: "View on site" }).click();
    await expect(page.locator("img.news-cover")).toHaveJSProperty("naturalWidth", 640);
    await context.close();
  });
});

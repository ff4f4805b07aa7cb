import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { readFileSync } from "node:fs";
import { signIn, statusMessage, unique, signInAt } from "./support/staff";
import { testNow } from "../support/testClock";

// the blog editor as staff use it, and scheduled posts as readers meet them.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.7.18" } });

const SAMPLE_PNG = readFileSync("seed/media/sample-image.png");

async function newPostBasics(page: Page, title: string, body: string) {
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body (Markdown)").fill(body);
  await page.getByLabel("Category").selectOption({ label: "Company News" });
}

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);

test("the preview sits beside the form on a wide screen and matches the page on /news", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const title = `Preview ${unique("p")}`;
  await newPostBasics(page, title, "Intro.\n\n## Highlights\n\nFaster **close**.");
  // The preview follows the typing: no button to press.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Highlights", level: 2 })).toBeVisible();
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  // Beside the form, and in view without scrolling.
  const form = await page.locator("form.post-form").boundingBox();
  const box = await preview.boundingBox();
  expect(box!.x).toBeGreaterThan(form!.x + form!.width - 1);
  await expect(preview).toBeInViewport();
  const previewH2 = await fontSize(page, ".post-preview .news-body h2");
  const previewTitle = await fontSize(page, ".post-preview .news-title");

  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(statusMessage(page)).toHaveText("Post created.");
  await page.goto("/news");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: "Highlights", level: 2 })).toBeVisible();
  // The same sizes as the real page (the preview used to show ## as a small grey label).
  expect(await fontSize(page, ".news-body h2")).toBe(previewH2);
  expect(await fontSize(page, ".news-title")).toBe(previewTitle);
  expect(parseFloat(previewH2)).toBeGreaterThan(20);
});

test("on a phone the preview sits below the form; a failed save keeps it and explains the required fields", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, "/admin/blog/new");
  // Sighted users read "Fields marked * are required."; screen readers hear "… marked with a star …".
  await expect(page.locator("#post-form-required")).toHaveText("Fields marked *with a star are required.");
  await expect(page.locator("form.post-form")).toHaveAttribute("aria-describedby", "post-form-required");
  for (const label of ["Title", "Body (Markdown)", "Category"]) {
    await expect(page.locator(".field label", { hasText: label }).first().locator(".field-required")).toHaveText("*");
  }
  await page.getByLabel("Body (Markdown)").fill("## Only a body");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Only a body" })).toBeAttached();
  const form = await page.locator("form.post-form").boundingBox();
  expect((await preview.boundingBox())!.y).toBeGreaterThan(form!.y + form!.height - 1);

  // Save with no title and no category: errors by the fields, the preview still there.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator(".admin-body [role=alert]").first()).toHaveText("Please provide required values");
  await expect(page.locator("#field-categoryId-error")).toHaveText("Choose a category");
  await expect(page.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(preview.getByRole("heading", { name: "Only a body" })).toBeAttached();
  // No sideways scrolling with the preview below the form.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a picture from the uploads library goes in with its required text alternative; the description feeds the meta tags", async ({ page }) => {
  await signIn(page);
  const upload = await page.request.post("/api/uploadFiles", {
    multipart: { file: { name: `${unique("chart")}.png`, mimeType: "image/png", buffer: SAMPLE_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id, filename } = ((await upload.json()) as { uploads: { id: string; filename: string }[] }).uploads[0]!;

  const title = `Pictures ${unique("p")}`;
  await newPostBasics(page, title, "Before the picture.");
  // The picker shows the uploads as thumbnails.
  await page.locator(".picture-choice", { hasText: filename }).click();
  // No text alternative: refused, with the reason by the field.
  await page.getByRole("button", { name: "Insert picture" }).click();
  await expect(page.getByText("Describe the picture: its text alternative is required")).toBeVisible();
  await expect(page.getByLabel("Text alternative")).toBeFocused();
  await page.getByLabel("Text alternative").fill("Bar chart: deposits up 12 % in 2026");
  await page.getByRole("button", { name: "Insert picture" }).click();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(`Before the picture.\n\n![Bar chart: deposits up 12 % in 2026](/media/uploads/${id})\n\n`);
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("img", { name: "Bar chart: deposits up 12 % in 2026" })).toBeVisible();

  // A picture typed without alt text is refused on save.
  await page.getByLabel("Body (Markdown)").fill(`Typed by hand: ![](/media/uploads/${id})`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Every picture needs a text alternative/)).toBeVisible();

  await page.getByLabel("Body (Markdown)").fill(`Chart:\n\n![Bar chart: deposits up 12 % in 2026](/media/uploads/${id})`);
  await page.getByLabel("Summary").fill("The summary readers see.");
  await page.getByLabel("Description for search engines").fill("Deposits grew 12 % in 2026: the chart and what it means for banks.");
  await page.getByRole("radio", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(statusMessage(page)).toHaveText("Post created.");
  await page.getByRole("link", { name: "View on site" }).click();
  const picture = page.locator(".news-body").getByRole("img", { name: "Bar chart: deposits up 12 % in 2026" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const description = "Deposits grew 12 % in 2026: the chart and what it means for banks.";
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
  await expect(page.locator(".news-summary")).toHaveText("The summary readers see.");
});

test("a post scheduled a minute ahead appears on /news, its page, the feed and sitemap.xml once the server's clock passes it", async ({
  page,
  context,
  request,
}) => {
  // The e2e server takes its time from X-Test-Now (TEST_CLOCK, scripts/e2e-server.mjs). Start at
  // the next whole minute from now, so "a minute ahead" is still in the future for every request.
  const start = new Date(Math.ceil(testNow().getTime() / 60_000) * 60_000 + 60_000);
  const due = new Date(start.getTime() + 60_000);
  const at = (d: Date) => context.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.18.7.18", "X-Test-Now": d.toISOString() });
  await at(start);
  await signIn(page);
  const title = `Scheduled ${unique("s")}`;
  await newPostBasics(page, title, "Goes out by itself.");
  await page.getByRole("radio", { name: "Schedule" }).check();
  // The control shows the browser's time zone: type the due time as the writer's clock reads it.
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, due.toISOString());
  await page.getByLabel(/^Date and time/).fill(local);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(statusMessage(page)).toContainText("The post is scheduled");
  await expect(page.getByText(`Scheduled for`)).toBeVisible();
  const postSlug = await page.getByLabel("Slug").inputValue();
  expect(postSlug).toMatch(/^scheduled-/);
  // A visitor (no session cookie) at the given time.
  const visitor = (path: string, d: Date) => request.get(path, { headers: { "X-Test-Now": d.toISOString() } });

  // Before its time: nowhere public, and no cache may keep these answers past it.
  await page.goto("/news");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  for (const path of ["/news", "/news/rss.xml", "/sitemap.xml"]) {
    const res = await visitor(path, start);
    const cacheControl = res.headers()["cache-control"]!;
    expect(Number(/max-age=(\d+)/.exec(cacheControl)![1]), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)![1]), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    expect(cacheControl).toContain("stale-while-revalidate=0");
    if (path === "/news") expect(res.headers()["x-page-cache"]).toBe("BYPASS");
  }
  expect((await visitor(`/news/${postSlug}`, start)).status()).toBe(404);
  expect(await (await visitor("/news/rss.xml", start)).text()).not.toContain(title);
  expect(await (await visitor("/sitemap.xml", start)).text()).not.toContain(`/news/${postSlug}<`);
  await page.goto("/admin/blog");
  await expect(page.getByRole("row", { name: new RegExp(title) }).locator(".status")).toHaveText("Scheduled");

  // The clock passes its time; nobody acts. A reader reloading /news now sees it.
  await at(new Date(due.getTime() + 1_000));
  await page.goto("/news");
  await page.reload();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.locator(".news-meta time")).toHaveAttribute("datetime", due.toISOString());
  const after = new Date(due.getTime() + 1_000);
  expect((await visitor(`/news/${postSlug}`, after)).status()).toBe(200);
  expect(await (await visitor("/news/rss.xml", after)).text()).toContain(`<title>${title}</title>`);
  expect(await (await visitor("/sitemap.xml", after)).text()).toContain(`/news/${postSlug}</loc>`);
  await page.goto("/admin/blog");
  await expect(page.getByRole("row", { name: new RegExp(title) }).locator(".status")).toHaveText("Published");
});

test("the editor with a preview and errors has no axe violations", async ({ page }) => {
  await signInAt(page, "/admin/blog/new");
  await page.getByLabel("Body (Markdown)").fill("## Heading\n\nText with a [link](/news).");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator("#field-categoryId-error")).toHaveText("Choose a category");
  const { violations } = await axeBuilder(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

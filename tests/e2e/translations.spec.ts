import { type Page, expect, test } from "./support/appTest";
import { execD1, sqlString } from "./support/localD1";
import { signIn, unique } from "./support/staff";
import { testNow } from "../support/testClock";

/**
 * A post's version in another language on the real server (decision record 0054): the
 * Translations screen at a phone's and a laptop's width (no sideways scroll, the English beside
 * each field on the laptop, above it on the phone), and a save that the language's cached page
 * shows at once (the save purged /es/news/<slug>, which a visit had just put in the edge cache).
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.54.1" } });

async function publishedPost() {
  const id = crypto.randomUUID();
  const category = crypto.randomUUID();
  const slug = unique("translated-post");
  const title = `Rates rise ${slug}`;
  const at = new Date(testNow().getTime() - 86_400_000).toISOString();
  await execD1([
    `INSERT INTO blog_categories (id, name, slug) VALUES (${sqlString(category)}, 'Rates', ${sqlString(unique("rates"))})`,
    `INSERT INTO blog_posts (id, slug, title, summary, body_md, category_id, published, published_at)
     VALUES (${sqlString(id)}, ${sqlString(slug)}, ${sqlString(title)}, 'What the change means for lenders.', 'Rates **rose** today.\n\nA second paragraph of English.', ${sqlString(category)}, 1, ${sqlString(at)})`,
  ]);
  return { id, slug, title };
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the Translations screen at 390 and 1366 px, and a Spanish version on /es/news at once", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const post = await publishedPost();
  await signIn(page);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/admin/blog/${post.id}/translations?language=es`);
    await expect(page.getByRole("heading", { level: 1, name: `Translations: ${post.title}` })).toBeVisible();
    expect(await sideways(page), `sideways scroll at ${width} px`).toBe(0);
    const english = await page.locator(".translation-english").first().boundingBox();
    const input = await page.getByLabel("Title in Spanish").boundingBox();
    // Beside on a laptop, above on a phone.
    if (width === 1366) expect(input!.x).toBeGreaterThan(english!.x + english!.width);
    else expect(input!.y).toBeGreaterThan(english!.y + english!.height - 1);
    await page.screenshot({ path: testInfo.outputPath(`translations-${width}.png`), fullPage: true });
  }
  // Arabic's fields are written right to left, as its pages are.
  await page.goto(`/admin/blog/${post.id}/translations?language=ar`);
  await expect(page.getByLabel("Title in Arabic")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: testInfo.outputPath("translations-ar-390.png") });

  // The Spanish page, English for now and saying so, kept in the edge cache by a visitor's visits.
  const spanishPage = `/es/news/${post.slug}`;
  const before = await request.get(spanishPage);
  expect(await before.text()).toContain("Este artículo está en inglés.");
  await expect.poll(async () => (await request.get(spanishPage)).headers()["x-page-cache"]).toBe("HIT");
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(spanishPage);
  await expect(reader.locator("html")).toHaveAttribute("lang", "es");
  await expect(reader.getByText("Este artículo está en inglés.")).toBeVisible();
  await expect(reader.locator("h1.news-title")).toHaveAttribute("lang", "en");
  await visitor.close();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/blog/${post.id}/translations?language=es`);
  await page.getByLabel("Title in Spanish").fill("Suben los tipos");
  await page.getByLabel("Body in Spanish").fill("Los tipos **subieron** hoy.");
  await page.getByRole("button", { name: "Save Spanish version" }).click();
  await expect(page.getByRole("status")).toContainText("Spanish version saved.");
  await expect(page.getByRole("link", { name: /Spanish\s*Translated/ })).toBeVisible();

  // The save purged the Spanish copy: the next visitor gets the Spanish version, no notice.
  const after = await browser.newContext();
  const next = await after.newPage();
  await next.goto(spanishPage);
  await expect(next.locator("h1.news-title")).toHaveText("Suben los tipos");
  await expect(next.locator("h1.news-title")).not.toHaveAttribute("lang", /./);
  await expect(next.getByText("Este artículo está en inglés.")).toHaveCount(0);
  await next.goto(`/fr/news/${post.slug}`);
  await expect(next.locator("h1.news-title")).toHaveText(post.title);
  await expect(next.getByText("Cet article est en anglais.")).toBeVisible();
  await after.close();
});

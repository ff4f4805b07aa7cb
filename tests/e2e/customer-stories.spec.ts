import { type Browser, type Page, expect, test } from "./support/appTest";
import { axeViolations } from "./support/axe";
import { statusMessage, unique, signInAt } from "./support/staff";

/**
 * Customer stories (decision record 0022), at 390 and 1366 px: staff write,
 * edit, publish and unpublish a story in /admin; visitors meet it on /customers (filtered without
 * JavaScript), its own page, the product page's "Used by" and the home page; an unpublished story
 * is a real 404. Set STORY_SHOTS to a folder to keep full-page screenshots of each page kind.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.1" } });

const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string) {
  if (process.env.STORY_SHOTS) await page.screenshot({ path: `${process.env.STORY_SHOTS}/${name}.png`, fullPage: true });
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const axe = (page: Page) => axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });

/** A visitor: a browser context of its own, with no staff session. */
async function visitor(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.2" } });
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`${width} px: staff create, edit, publish and unpublish a story; visitors see it, then a 404`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = `Example Harbour Bank ${unique("s")}`;
    await signInAt(page, "/admin/stories/new");
    // A save with nothing filled says what is missing, beside each field.
    await page.getByRole("button", { name: "Save story" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please provide required values");
    await expect(page.getByText("Customer name is Required")).toBeVisible();
    await expect(page.getByText("Choose at least one product the customer uses")).toBeVisible();

    await page.getByLabel("Customer name").fill(customer);
    await page.getByLabel("Segment").selectOption({ label: "Commercial Banks" });
    await page.getByRole("textbox", { name: "Region", exact: true }).fill("Northern Europe");
    await page.getByLabel("Headline").fill("Funding desk closes its day an hour earlier");
    await page.getByLabel("The challenge").fill("Positions came from spreadsheets.\n\nThe close waited on them.");
    await page.getByLabel("The solution").fill("Fed Funds, posting to the General Ledger.");
    await page.getByLabel("Figure 1", { exact: true }).fill("1 hour");
    await page.getByLabel("What figure 1 measures").fill("earlier close of the funding day");
    await page.locator("summary", { hasText: /^Banking$/ }).click();
    await page.getByLabel("Fed Funds", { exact: true }).check();
    await page.getByLabel("Quote", { exact: true }).fill("We close on time now.");
    await page.getByLabel("Who said it").fill("C. Example");
    await page.getByLabel("Their title").fill("Head of Funding");
    await shot(page, `admin-story-editor-${width}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Save story" }).click();
    await expect(statusMessage(page)).toHaveText("Story created.");
    const editUrl = page.url();

    // Not published yet: the public page is a 404.
    const guest = await visitor(browser, width);
    const slug = await page.getByLabel("Slug").inputValue();
    expect((await guest.page.goto(`/customers/${slug}`))!.status()).toBe(404);

    await page.getByLabel("Headline").fill("Funding desk closes its day an hour earlier, every day");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(statusMessage(page)).toHaveText("Changes saved.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(statusMessage(page)).toHaveText("Published: it is on /customers now.");

    const response = await guest.page.goto(`/customers/${slug}`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toMatch(/^public, max-age=60, s-maxage=300/);
    await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("Funding desk closes its day an hour earlier, every day");
    await expect(guest.page.getByText("1 hour", { exact: true })).toBeVisible();
    await expect(guest.page.getByText("We close on time now.")).toBeVisible();
    await expect(guest.page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\/products\/fed-funds\.png$/);
    await expect(guest.page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(guest.page.getByText("Sample story")).toHaveCount(0);

    // The product's page and its group's say who uses it.
    await guest.page.goto("/bank_operations/fed-funds");
    const usedBy = guest.page.getByRole("region", { name: /^Used by/ });
    await expect(usedBy.getByRole("link", { name: new RegExp(customer) })).toBeVisible();
    await guest.page.goto("/banking");
    await expect(guest.page.getByRole("region", { name: /^Used by/ }).getByRole("link", { name: new RegExp(customer) })).toHaveCount(1);

    await page.goto(editUrl);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(statusMessage(page)).toHaveText("Unpublished: it is no longer on /customers or the product pages.");
    // A new visitor (the first one's browser may keep what it saw for its max-age).
    const later = await visitor(browser, width);
    expect((await later.page.goto(`/customers/${slug}`))!.status()).toBe(404);
    await later.page.goto("/bank_operations/fed-funds");
    await expect(later.page.getByRole("link", { name: new RegExp(customer) })).toHaveCount(0);
    await later.page.goto("/customers");
    await expect(later.page.getByRole("link", { name: new RegExp(customer) })).toHaveCount(0);
    await later.context.close();

    // The list shows it as not published; the audit log has each step.
    await page.goto("/admin/stories");
    await expect(page.getByRole("row", { name: new RegExp(customer) }).getByText("Not published")).toBeVisible();
    await page.goto(`/admin/audit?q=${encodeURIComponent(customer)}`);
    for (const action of ["Customer story created", "Customer story edited", "Customer story published", "Customer story unpublished"]) {
      await expect(page.locator("table").getByText(action, { exact: true }).first()).toBeVisible();
    }
    await guest.context.close();
  });

  test.describe(`${width} px without JavaScript`, () => {
    test("the index filters by segment and by product with plain GET forms; the sample stories say they are samples", async ({ browser }) => {
      const { context, page } = await visitor(browser, width, false);
      await page.goto("/customers");
      await expect(page.getByRole("heading", { level: 1, name: "Customer stories" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Central Bank of Examplia/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /Example Lakeside Bank/ })).toBeVisible();
      await expect(page.getByText("Sample story").first()).toBeVisible();
      await expect(page.getByRole("note")).toContainText("fictional institutions");
      await shot(page, `customers-${width}`);

      await page.getByLabel("Segment").selectOption({ label: "Central Banks" });
      await page.getByRole("button", { name: "Show stories" }).click();
      await expect(page).toHaveURL(/\/customers\?segment=CentralBanks&product=$/);
      await expect(page.getByRole("link", { name: /Central Bank of Examplia/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /Example Lakeside Bank/ })).toHaveCount(0);

      await page.getByLabel("Segment").selectOption({ label: "All segments" });
      await page.getByLabel("Product").selectOption({ label: "Fed Funds" });
      await page.getByRole("button", { name: "Show stories" }).click();
      await expect(page).toHaveURL(/\/customers\?segment=&product=fed-funds$/);
      await expect(page.getByRole("link", { name: /Example Lakeside Bank/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /Central Bank of Examplia/ })).toHaveCount(0);
      await expect(page.getByRole("status")).toContainText("for Fed Funds");

      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/customers$/);
      // An unknown filter value is a real 404, not a guess.
      expect((await page.goto("/customers?segment=Pirates"))!.status()).toBe(404);
      expect((await page.goto("/customers/no-such-story"))!.status()).toBe(404);
      await context.close();
    });
  });

  test(`${width} px: the story kinds of page are axe clean, fit the width, and link from home, the sitemap and the footer`, async ({ browser }) => {
    const { context, page } = await visitor(browser, width);
    const pages: [string, string][] = [
      ["/customers", "customers-js"],
      ["/customers/sample-central-bank-of-examplia", "story"],
      ["/bank_operations/fed-funds", "product-used-by"],
      ["/central-banking", "group-used-by"],
      ["/", "home"],
    ];
    for (const [url, name] of pages) {
      await page.goto(url);
      expect(await axe(page), url).toEqual([]);
      expect(await sidewaysOverflow(page), url).toBeLessThanOrEqual(0);
      await shot(page, `${name}-${width}`);
    }
    // The home page (the last scanned, still open): its compact section links the stories and the index.
    const home = page.getByRole("region", { name: "What institutions changed with our software" });
    if (process.env.STORY_SHOTS) {
      // Close-ups of the sections other pages carry.
      await home.screenshot({ path: `${process.env.STORY_SHOTS}/home-section-${width}.png` });
      await page.goto("/bank_operations/fed-funds");
      await page.getByRole("region", { name: /^Used by|customer stor/ }).screenshot({ path: `${process.env.STORY_SHOTS}/used-by-section-${width}.png` });
      await page.goto("/");
    }
    await expect(home.getByRole("link", { name: /Example Lakeside Bank/ })).toBeVisible();
    await expect(home.getByText("Sample story").first()).toBeVisible();
    await home.getByRole("link", { name: "All customer stories" }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Customer stories" })).toBeVisible();
    await page.goto("/sitemap");
    await expect(page.getByRole("navigation", { name: "More from us" }).getByRole("link", { name: "Customer stories" })).toBeVisible();
    const xml = await (await page.request.get("/sitemap.xml")).text();
    expect(xml).toContain("/customers</loc>");
    expect(xml).toContain("/customers/sample-example-lakeside-bank</loc>");
    await context.close();
  });
}

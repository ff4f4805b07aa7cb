import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { signInAt, unique } from "./support/staff";
import { footer } from "./support/shell";
import { testNow } from "../support/testClock";

/**
 * the trust centre (/trust-centre, facts staff keep at /admin/trust-centre,
 * each dated), /.well-known/security.txt, and the company page (/company, Organization JSON-LD),
 * at a phone's and a laptop's width, with and without JavaScript.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.29.2" } });

async function seriousViolations(page: Page) {
  const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const organization = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d["@type"] === "Organization");
};

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 900 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the trust centre shows every section, each fact with its review date, the accessibility statement saying what is tested; axe clean, no sideways scroll", async ({
      page,
    }) => {
      await page.goto("/trust-centre");
      await expect(page.getByRole("heading", { level: 1, name: "Security, privacy and compliance" })).toBeVisible();
      for (const section of ["Security", "Privacy", "Compliance", "Hosting and data residency", "Availability", "Responsible disclosure"]) {
        await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      }
      const facts = page.locator("article.info-card");
      expect(await facts.count()).toBeGreaterThanOrEqual(6);
      // A confirmed fact says when it was last reviewed, as a machine-readable day; one still to be
      // confirmed has no date, as a date would vouch for it.
      for (const fact of await facts.all()) {
        const pending = (await fact.getByText("To be confirmed", { exact: true }).count()) > 0;
        if (pending) await expect(fact.locator("time")).toHaveCount(0);
        else await expect(fact.locator("time[datetime]")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      }
      // Sample statements nobody has confirmed say so, and no certification is claimed.
      await expect(page.getByText("To be confirmed", { exact: true }).first()).toBeVisible();
      await expect(page.locator("main")).not.toContainText(/ISO 27001|SOC 2|PCI DSS/);
      const accessibility = page.locator("#accessibility");
      await expect(accessibility).toContainText("WCAG 2.1 level AA");
      // What is tested, in a buyer's words: axe, the keyboard and screen widths, and no internal file names.
      for (const words of ["axe", "Keyboard", "Screen widths", "390 pixels"]) await expect(accessibility).toContainText(words);
      await expect(accessibility).not.toContainText(/tests\/|\.spec\.ts/);
      await expect(page.getByRole("link", { name: "/.well-known/security.txt" })).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/trust-centre-${size.width}.png`, fullPage: true });
    });

    test("the company page lists offices with addresses and telephone numbers, leadership, sales and support, sample data marked; Organization JSON-LD; axe clean", async ({
      page,
    }) => {
      await page.goto("/company");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
      const offices = page.locator("#offices article");
      expect(await offices.count()).toBeGreaterThanOrEqual(2);
      for (const office of await offices.all()) {
        await expect(office.locator("address")).toBeVisible();
        await expect(office.locator('a[href^="tel:+"]')).toBeVisible();
      }
      await expect(page.locator("#leadership li").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Sales/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Client support/ })).toBeVisible();
      await expect(page.locator('#contact a[href^="mailto:sales@"]')).toBeVisible();
      await expect(page.locator('#contact a[href^="mailto:support@"]')).toBeVisible();
      // Invented entries carry a visible Sample tag, explained at the top.
      await expect(page.getByRole("note")).toContainText("sample data");
      expect(await page.locator(".tag--sample").count()).toBeGreaterThanOrEqual(3);

      const org = await organization(page);
      expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: expect.any(String), url: expect.stringMatching(/\/$/) });
      expect(org!.logo).toMatch(/^https?:\/\//);
      expect(org!.address).toMatchObject({ "@type": "PostalAddress", streetAddress: expect.any(String), addressCountry: expect.stringMatching(/^[A-Z]{2}$/) });
      const types = (org!.contactPoint as { contactType: string; telephone: string }[]).map((c) => c.contactType);
      expect(types).toEqual(["sales", "customer support"]);

      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/company-${size.width}.png`, fullPage: true });
    });
  });
}

test("the home page carries the same Organization JSON-LD, with contact points for sales and support", async ({ page }) => {
  await page.goto("/");
  const org = await organization(page);
  expect((org!.contactPoint as { contactType: string }[]).map((c) => c.contactType)).toEqual(["sales", "customer support"]);
  expect(org!.address).toMatchObject({ "@type": "PostalAddress" });
});

test("both pages work without JavaScript and are linked from the footer, /sitemap and sitemap.xml", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await footer(page).getByRole("link", { name: "Trust Centre" }).click();
  await expect(page).toHaveURL("/trust-centre");
  await expect(page.locator("article.info-card").first()).toBeVisible();
  await footer(page).getByRole("link", { name: "About the Company" }).click();
  await expect(page).toHaveURL("/company");
  await expect(page.locator("#offices address").first()).toBeVisible();
  await page.goto("/sitemap");
  await expect(page.getByRole("navigation", { name: "More from us" }).getByRole("link", { name: "Trust Centre" })).toHaveAttribute("href", "/trust-centre");
  await expect(page.getByRole("navigation", { name: "More from us" }).getByRole("link", { name: "About the Company" })).toHaveAttribute("href", "/company");
  await context.close();
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/trust-centre<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/company<\/loc>/);
});

test("staff keep the facts at /admin/trust-centre: a new fact shows on the public page, undated while it is to be confirmed, and staff see its review date (the day it is saved); an empty form names its fields", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAt(page, "/admin/trust-centre");
  // The screen at each width: the phone's as loaded, then the window widened (the same page, laid out again).
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("heading", { level: 1, name: "Trust centre" })).toBeVisible();
    expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/admin-trust-centre-${width}.png`, fullPage: true });
  }

  const form = page.getByRole("form", { name: "New fact" });
  // Without the browser's own checks, the server's answer names each field.
  await form.evaluate((f) => f.setAttribute("novalidate", ""));
  await form.getByLabel("Title", { exact: true }).fill("");
  await form.getByRole("button", { name: "Add fact" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(form.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // The server's clock, fixed for this test (X-Test-Now, scripts/e2e-server.mjs): saving is the review, dated that day.
  const now = testNow();
  const today = now.toISOString().slice(0, 10);
  await page.context().setExtraHTTPHeaders({ "X-Test-Now": now.toISOString() });
  const title = unique("Penetration test");
  await form.getByLabel("Section", { exact: true }).selectOption({ label: "Security" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Text", { exact: true }).fill("To be confirmed: the date of our last external test.");
  await form.getByRole("button", { name: "Add fact" }).click();
  await expect(page.getByRole("status")).toContainText(`Added “${title}”.`);
  // The staff list says the fact is still to be confirmed.
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("To be confirmed");

  // Edit the words: saving them dates the review.
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: `Edit “${title}”` });
  await edit.getByLabel("Text", { exact: true }).fill("To be confirmed: the date of our last external test.\n\nA second paragraph.");
  await edit.getByRole("button", { name: "Save fact" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved “${title}”.`);

  await page.goto("/trust-centre");
  const fact = page.locator("article.info-card", { has: page.getByRole("heading", { name: title }) });
  await expect(fact).toContainText("A second paragraph.");
  await expect(fact.getByText("To be confirmed", { exact: true })).toBeVisible();
  await expect(fact.locator("time"), "a fact to be confirmed shows no review date").toHaveCount(0);

  await page.goto("/admin/trust-centre");
  // Staff see the review date the save set, confirmed or not.
  await expect(page.getByRole("row", { name: new RegExp(title) }).locator("time")).toHaveAttribute("datetime", today);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  // The shell's confirm modal (components/admin/ConfirmDelete.tsx): OK posts the delete.
  await page
    .getByRole("alertdialog", { name: `Delete “${title}”?` })
    .getByRole("button", { name: "OK" })
    .click();
  await expect(page.getByRole("status")).toContainText(`Deleted “${title}”.`);
});

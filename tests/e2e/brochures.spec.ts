import { type Browser, type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { readFileSync } from "node:fs";
import { queryD1, sqlString, uniqueIp } from "./support/localD1";
import { statusMessage, unique, signInAt } from "./support/staff";

/**
 * Product brochures, end to end: staff put a PDF in the uploads library and
 * attach it to a product in /admin/brochures; a visitor opens "Download the brochure" on the
 * product page, gives name, company and e-mail, and gets the file (bytes as stored in R2); the
 * request is in the sales inbox as a 'Brochure download' for that product. With and without
 * JavaScript; bad input gets the form's errors and stores nothing; axe finds nothing.
 */

/** A real (tiny) PDF: the uploads library recognises it by its first bytes. */
const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\n${"brochure ".repeat(400)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

/** Uploads a PDF through the uploads library and attaches it to a product in /admin/brochures; answers the upload's id. */
async function attachThroughAdmin(page: Page, productId: string, filename: string, bytes: Buffer): Promise<string> {
  await signInAt(page, "/admin/uploads");
  await page.getByLabel("Files", { exact: true }).setInputFiles({ name: filename, mimeType: "application/pdf", buffer: bytes });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`Uploaded ${filename}.`)).toBeVisible();

  await page.goto("/admin/brochures");
  await expect(page.getByRole("heading", { name: "Product brochures", level: 1 })).toBeVisible();
  await page.getByLabel("Product", { exact: true }).selectOption(productId);
  const option = page.locator("#brochure-upload option", { hasText: filename });
  const uploadId = (await option.getAttribute("value"))!;
  await page.getByLabel("PDF from the uploads library").selectOption(uploadId);
  await page.getByRole("button", { name: "Attach brochure" }).click();
  await expect(statusMessage(page)).toContainText(`now offers ${filename}.`);
  await expect(page.getByRole("cell", { name: filename })).toBeVisible();
  return uploadId;
}

/** A visitor with no session (the product page as the public sees it). */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    acceptDownloads: true,
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  return { context, page: await context.newPage() };
}

const brochureRows = (email: string) =>
  queryD1<{ id: string; contact_type: string; products: string; name: string; company_name: string; phone: string }>(
    `SELECT id, contact_type, products, name, company_name, phone FROM sales_requests WHERE email = ${sqlString(email)}`,
  );

async function downloadThroughForm(page: Page, who: { name: string; company: string; email: string }) {
  await page.getByText("Download the brochure", { exact: true }).click();
  const form = page.getByRole("form", { name: /^Download the .* product brochure$/ });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(who.name);
  await form.getByRole("textbox", { name: "Company Name", exact: true }).fill(who.company);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(who.email);
  const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Download PDF" }).click()]);
  return download;
}

async function inboxShows(page: Page, who: { name: string; email: string }, productName: string) {
  await page.goto(`/admin/sales-requests?${new URLSearchParams({ q: who.email })}`);
  const row = page.getByRole("row").filter({ hasText: who.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Brochure download" })).toBeVisible();
  await expect(row.getByRole("cell", { name: productName, exact: true })).toBeVisible();
  await row.getByRole("link", { name: who.name }).click();
  await expect(page.getByRole("heading", { name: `Sales request from ${who.name}` })).toBeVisible();
  await expect(page.getByText("Brochure download", { exact: true })).toBeVisible();
  await expect(page.getByText(productName, { exact: true }).first()).toBeVisible();
}

/** A brochure attached to `product` through the admin, and a visitor's open brochure form on the product's page. */
async function openBrochureForm(page: Page, browser: Browser, javaScriptEnabled: boolean, product: { id: string; path: string; name: string }) {
  await attachThroughAdmin(page, product.id, `${unique(product.id)}.pdf`, pdf(product.id));
  const { context, page: guest } = await visitor(browser, javaScriptEnabled);
  await guest.goto(product.path);
  await guest.getByText("Download the brochure", { exact: true }).click();
  return { context, guest, form: guest.getByRole("form", { name: `Download the ${product.name} product brochure` }) };
}

async function flow(page: Page, browser: Browser, javaScriptEnabled: boolean, product: { id: string; path: string; name: string }) {
  const filename = `${unique("brochure")}.pdf`;
  const bytes = pdf(filename);
  const uploadId = await attachThroughAdmin(page, product.id, filename, bytes);

  const { context, page: guest } = await visitor(browser, javaScriptEnabled);
  const response = await guest.goto(product.path);
  // The page stays public and cacheable with its brochure.
  expect(response?.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
  // A title and size people read, not the upload's file name, right after the overview.
  const offer = guest.locator("#brochure");
  await expect(offer.getByRole("heading", { name: `${product.name} product brochure` })).toBeVisible();
  await expect(offer).toContainText(/PDF, \d+ KB/);
  await expect(offer).not.toContainText(filename);
  expect(await offer.evaluate((el) => el.previousElementSibling?.getAttribute("aria-labelledby"))).toBe("product-overview");
  // Closed until asked for.
  await expect(guest.getByRole("textbox", { name: "Company Name", exact: true })).toBeHidden();

  const who = { name: `Brochure Reader ${unique("r")}`, company: "Harbour Savings Bank", email: `${unique("reader")}@harbour.example` };
  const download = await downloadThroughForm(guest, who);
  expect(download.suggestedFilename()).toBe(filename);
  // The page confirms it, and offers the file again.
  const done = guest.locator("#brochure");
  await expect(done.getByRole("heading", { name: "Your download has started" })).toBeVisible();
  await expect(done.getByRole("status")).toContainText(`Thank you, ${who.name}. The ${product.name} product brochure (PDF,`);
  await expect(done.getByRole("link", { name: "Download it again" })).toHaveAttribute("href", /^\/brochures\//);
  const got = readFileSync((await download.path())!);
  expect(got.equals(bytes)).toBe(true);
  // The same bytes R2 holds for that upload (the uploads library streams the object).
  const fromR2 = await guest.request.get(`/media/uploads/${uploadId}`);
  expect(Buffer.from(await fromR2.body()).equals(got)).toBe(true);
  await context.close();

  // The same person again, another day or the same (another window): the request it repeats, not a second row.
  const second = await visitor(browser, javaScriptEnabled);
  await second.page.goto(product.path);
  await downloadThroughForm(second.page, { ...who, email: who.email.toUpperCase() });
  await expect(second.page.getByRole("heading", { name: "Your download has started" })).toBeVisible();
  await second.context.close();

  // Stored once, as a brochure download for that product, with no phone.
  expect(brochureRows(who.email)).toEqual([
    expect.objectContaining({ contact_type: "Brochure download", products: product.name, name: who.name, company_name: who.company, phone: "" }),
  ]);
  await inboxShows(page, who, product.name);
}

test.describe("product brochures", () => {
  test("staff attach a PDF; a visitor downloads it through the form; the request is in the inbox", async ({ page, browser }) => {
    await flow(page, browser, true, { id: "pension-management", path: "/trust/pension-management", name: "Pension Management" });
  });

  test("a product without a brochure shows nothing of it", async ({ page }) => {
    await page.goto("/services-and-software-features/disaster-recovery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Download the brochure")).toHaveCount(0);
    await expect(page.locator("#brochure")).toHaveCount(0);
  });

  test("bad input gets the contact form's messages, the form stays open, nothing is stored; axe finds nothing", async ({ page, browser }) => {
    const { context, guest, form } = await openBrochureForm(page, browser, true, { id: "cd-issuance", path: "/trust/cd-issuance", name: "CD Issuance" });
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toBeVisible();
    expect(await violations(guest)).toEqual([]);

    const email = `not-an-address-${unique("x")}`;
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    const [res] = await Promise.all([
      guest.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(res.status()).toBe(400);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    const again = guest.getByRole("form", { name: "Download the CD Issuance product brochure" });
    await expect(again.getByRole("alert")).toHaveText("Please provide required values");
    await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByText("Name is Required", { exact: true })).toBeVisible();
    await expect(again.getByText("Company Name is Required")).toBeVisible();
    // The specification's one e-mail message, and a hint that shows the expected form.
    await expect(again.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("For example, name@bank.com Email is Required");
    await expect(again.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    expect(queryD1(`SELECT id FROM sales_requests WHERE email = ${sqlString(email)}`)).toEqual([]);
    expect(await violations(guest)).toEqual([]);
    await context.close();
  });
});

test.describe("product brochures without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff attach, a visitor downloads, the inbox shows it, all as plain HTML forms", async ({ page, browser }) => {
    await flow(page, browser, false, { id: "loan-processing", path: "/loans/loan-processing", name: "Loan Processing" });
  });

  test("bad input comes back with the errors and the form open", async ({ page, browser }) => {
    const { context, guest, form } = await openBrochureForm(page, browser, false, { id: "reit-software", path: "/real-estate/reit-software", name: "REIT" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Only A Name");
    await form.getByRole("button", { name: "Download PDF" }).click();
    const again = guest.getByRole("form", { name: "Download the REIT product brochure" });
    await expect(again.getByText("Company Name is Required")).toBeVisible();
    await expect(again.getByText("Email is Required")).toBeVisible();
    await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Only A Name");
    expect(queryD1("SELECT id FROM sales_requests WHERE name = 'Only A Name'")).toEqual([]);
    await context.close();
  });
});

async function violations(page: Page) {
  const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

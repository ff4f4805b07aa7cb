import { expect, test, type Page } from "./support/appTest";
import { humanPacedToken, setFormToken } from "./support/formToken";
import { queryD1, sqlString, uniqueIp } from "./support/localD1";
import { unique } from "./support/staff";

// Each send its own address: the form allows 5 sends per e-mail address in 10 minutes, and the
// suite's sends (and their retries) must never reach it.
const uniqueEmail = () => `${unique("ada")}@example.com`;

// The contact form without JavaScript: a plain POST to /contact, answered with a page.
test.use({ javaScriptEnabled: false });

async function fillRequired(page: Page, name: string) {
  await page.getByLabel("Product").selectOption("General Ledger");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Company Name").fill("Analytical Engines Ltd");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Phone").fill("+1 555 0100");
}

const rowsFor = (clientId: string) =>
  queryD1<{ name: string; products: string; contact_type: string; country: string; contact_made: string; comments: string }>(
    `SELECT name, products, contact_type, country, contact_made, comments FROM sales_requests WHERE client_id = ${sqlString(clientId)}`,
  );

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
});

test("a product page's demo link preselects the type and product; the post renders the thank-you page and stores the request", async ({ page }) => {
  const response = await page.goto("/contact?preset=demo&product=general-ledger");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Contact Us | Meridian Financial Software");
  await expect(page.getByLabel("Contact Type")).toHaveValue("Request a Demo");
  await expect(page.getByLabel("Product")).toHaveValue("General Ledger");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Company Name").fill("Analytical Engines Ltd");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Phone").fill("+1 555 0100");
  await page.getByLabel("Country").selectOption("Canada");
  await page.getByLabel("How did you hear about us?").selectOption("Web Search");
  await page.getByLabel("Comments").fill("A demo in March, please.");
  const clientId = await page.locator('input[name="clientId"]').inputValue();
  await setFormToken(page, await humanPacedToken());

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("One of our representatives will contact you shortly.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");

  expect(rowsFor(clientId)).toEqual([
    {
      name: "Ada Lovelace",
      products: "General Ledger",
      contact_type: "Request a Demo",
      country: "Canada",
      contact_made: "Web Search",
      comments: "A demo in March, please.",
    },
  ]);
});

test("the info preset selects Request Info; the default shows the placeholders", async ({ page }) => {
  await page.goto("/contact?preset=info&product=mutual-fund");
  await expect(page.getByLabel("Contact Type")).toHaveValue("Request Info");
  await expect(page.getByLabel("Product")).toHaveValue("Mutual Fund");
  await page.goto("/contact");
  await expect(page.getByLabel("Contact Type")).toHaveValue("Contact Type");
  await expect(page.getByLabel("Product")).toHaveValue("I am Interested In...");
  await expect(page.getByLabel("Country")).toHaveValue("Country");
  await expect(page.getByLabel("Phone")).toHaveAttribute("maxlength", "16");
  await expect(page.getByLabel("Address")).toHaveAttribute("maxlength", "200");
  // The honeypot is out of sight and out of the tab order.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).not.toBeInViewport();
});

test("an invalid post renders the form again with 'Please provide required values' and each field marked", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email").fill("not-an-address");
  const clientId = await page.locator('input[name="clientId"]').inputValue();

  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Submit" }).click()]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Please provide required values");
  const expectations: ["combobox" | "textbox", string, string][] = [
    ["combobox", "Product", "Product is Required"],
    ["textbox", "Company Name", "Company Name is Required"],
    ["textbox", "Email", "Email is Required For example, name@bank.com"],
    ["textbox", "Phone", "Phone is Required"],
  ];
  for (const [role, name, message] of expectations) {
    const field = page.getByRole(role, { name, exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).not.toHaveAttribute("aria-invalid", "true");
  // What was typed is kept, and the form keeps its id.
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  await expect(page.locator('input[name="clientId"]')).toHaveValue(clientId);
  expect(rowsFor(clientId)).toEqual([]);

  // Corrected and sent again: stored.
  await page.getByLabel("Product").selectOption("Mutual Fund");
  await page.getByLabel("Company Name").fill("Navy");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Phone").fill("555 0199");
  await setFormToken(page, await humanPacedToken());
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You, Grace Hopper" })).toBeVisible();
  expect(rowsFor(clientId)).toHaveLength(1);
});

test("a double submit and a resend of the same form store one request", async ({ page }) => {
  await page.goto("/contact");
  await fillRequired(page, "Double Clicker");
  const clientId = await page.locator('input[name="clientId"]').inputValue();
  const formToken = await humanPacedToken();
  await setFormToken(page, formToken);
  await page.getByRole("button", { name: "Submit" }).dblclick();
  await expect(page.getByRole("heading", { name: "Thank You, Double Clicker" })).toBeVisible();

  // The same form sent again (a retry after a lost answer) is answered with success, not stored twice.
  const resend = await page.request.post("/contact", {
    form: {
      clientId,
      formToken,
      website: "",
      ContactType: "Contact Type",
      Products: "General Ledger",
      Name: "Double Clicker",
      CompanyName: "Analytical Engines Ltd",
      Email: uniqueEmail(),
      Phone: "+1 555 0100",
      Address: "",
      Country: "Country",
      ContactMade: "How Did You Hear About Us?",
      Comments: "",
    },
  });
  expect(resend.status()).toBe(200);
  // The name in a <bdi>: it keeps its own direction on an Arabic page (decision record 0055).
  expect(await resend.text()).toContain("Thank You, <bdi>Double Clicker</bdi>");
  expect(rowsFor(clientId)).toHaveLength(1);
});

import { expect, test, type Locator, type Page, type Route } from "./support/appTest";
import { humanPacedToken, setFormToken } from "./support/formToken";
import { queryD1, sqlString, uniqueIp } from "./support/localD1";
import { contactDialog, gotoHydrated, mainNav, pauseClock } from "./support/shell";

// The contact overlay with JavaScript: opened by the shell, validated in the browser with the
// same schema, sent through the /contact action by a fetcher.

const SALES_EMAIL = "sales@meridian-fs.example";
const FAILURE = `There was an error processing your form- please contact ${SALES_EMAIL} directly`;

const notice = (page: Page) => page.locator(".notification-region .notification");
const isContactPost = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/contact.data";

async function openContact(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The form asks for its signed timestamp on a timer after its first frame: a spec that pauses the
 * page's clock waits for it first.
 */
async function tokenArrived(dialog: Locator) {
  await expect(dialog.locator('input[name="formToken"]')).not.toHaveValue("");
}

/**
 * Fills the required fields as a person would, at a person's pace: the form's timestamp (once it
 * has arrived) is replaced by one issued a minute ago. Returns the form's id.
 */
async function fillRequired(dialog: Locator, name: string, email = uniqueEmail()): Promise<string> {
  await tokenArrived(dialog);
  await dialog.getByLabel("Product").selectOption("Hedge Fund");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Company Name").fill("Example Capital");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+1 555 0142");
  await setFormToken(dialog.page(), await humanPacedToken(), dialog);
  return dialog.locator('input[name="clientId"]').inputValue();
}

/** An e-mail address of the test's own: the form's limits count per e-mail address too. */
const uniqueEmail = () => `prospect.${crypto.randomUUID().slice(0, 8)}@example.com`;

const storedNames = (clientId: string) =>
  queryD1<{ name: string }>(`SELECT name FROM sales_requests WHERE client_id = ${sqlString(clientId)}`).map((r) => r.name);

/** Holds the fetcher's POST until released; then passes it to the server or answers it. */
async function holdContactPost(page: Page) {
  let release!: (answer: (route: Route) => Promise<void>) => void;
  const answer = new Promise<(route: Route) => Promise<void>>((r) => (release = r));
  let arrived!: () => void;
  const pending = new Promise<void>((r) => (arrived = r));
  await page.route(
    (url) => new URL(url).pathname === "/contact.data",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      arrived();
      await (
        await answer
      )(route);
    },
  );
  return { pending, release };
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
});

test("Contact Us opens the default form as a dialog; Escape closes it and focus returns", async ({ page }) => {
  const dialog = await openContact(page);
  await expect(page).toHaveURL("/");
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByLabel("Contact Type")).toBeFocused();
  await expect(dialog.getByLabel("Contact Type")).toHaveValue("Contact Type");
  await expect(dialog.getByLabel("Product")).toHaveValue("I am Interested In...");
  expect(
    await dialog
      .getByLabel("Product")
      .locator("optgroup")
      .evaluateAll((groups) => groups.map((g) => g.getAttribute("label"))),
  ).toEqual(["Investment", "Trust", "Banking", "Central Banking", "Accounting Options", "Add On Options"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "Contact Us" })).toBeFocused();
});

test("when the form's timestamp can't be loaded, the overlay still opens over the page (no error page)", async ({ page }) => {
  await page.route(
    (url) => url.pathname === "/contact.data",
    (route) => (route.request().method() === "GET" ? route.abort("connectionreset") : route.continue()),
  );
  const dialog = await openContact(page);
  await expect(dialog.getByLabel("Contact Type")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.locator("#find-your-software")).toBeAttached();
});

test("a product page's Request a Demo and Request Info open it with the type and the product", async ({ page }) => {
  await gotoHydrated(page, "/investment-management/hedge-fund");
  const main = page.locator("main");
  await main.getByRole("link", { name: "Request a Demo" }).first().click();
  let dialog = contactDialog(page);
  await expect(dialog.getByLabel("Contact Type")).toHaveValue("Request a Demo");
  await expect(dialog.getByLabel("Product")).toHaveValue("Hedge Fund");
  await expect(page).toHaveURL("/investment-management/hedge-fund");
  await dialog.getByRole("button", { name: "Close contact form" }).click();
  await expect(dialog).toHaveCount(0);

  await main.getByRole("link", { name: "Request Info" }).first().click();
  dialog = contactDialog(page);
  await expect(dialog.getByLabel("Contact Type")).toHaveValue("Request Info");
  await expect(dialog.getByLabel("Product")).toHaveValue("Hedge Fund");
});

test("an invalid submit shows 'Please provide required values' for 4000 ms and keeps the form open with each field marked", async ({ page }) => {
  await page.clock.install();
  const dialog = await openContact(page);
  await tokenArrived(dialog);
  await pauseClock(page);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Half Filled");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(notice(page)).toHaveText("Please provide required values");
  await expect(notice(page)).toHaveClass(/notification--error/);
  await expect(notice(page)).toHaveClass(/is-visible/);
  await expect(dialog).toBeVisible();
  for (const [role, name, message] of [
    ["combobox", "Product", "Product is Required"],
    ["textbox", "Company Name", "Company Name is Required"],
    ["textbox", "Email", "Email is Required For example, name@bank.com"],
    ["textbox", "Phone", "Phone is Required"],
  ] as const) {
    const field = dialog.getByRole(role, { name, exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(dialog.getByRole("combobox", { name: "Product" })).toBeFocused();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Half Filled");

  await page.clock.runFor(3999);
  await expect(notice(page)).toHaveClass(/is-visible/);
  await page.clock.runFor(1);
  await expect(notice(page)).not.toHaveClass(/is-visible/);
  await expect(dialog).toBeVisible();
});

test("a valid submit shows the thank-you panel before the server answers, and the request is stored", async ({ page }) => {
  const dialog = await openContact(page);
  const clientId = await fillRequired(dialog, "Ada Lovelace");
  const held = await holdContactPost(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await held.pending;

  // The server has not answered yet: the panel is already there.
  await expect(dialog.getByRole("heading", { name: "Thank You, Ada Lovelace" })).toBeVisible();
  await expect(dialog.getByText("One of our representatives will contact you shortly.")).toBeVisible();
  expect(storedNames(clientId)).toEqual([]);

  const answered = page.waitForResponse((r) => isContactPost(r.url(), r.request().method()));
  held.release((route) => route.continue());
  expect((await answered).status()).toBe(200);
  expect(storedNames(clientId)).toEqual(["Ada Lovelace"]);
  await expect(notice(page)).toHaveCount(0);

  // Close, then open again: a fresh form, not the panel.
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(contactDialog(page).getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(contactDialog(page).getByRole("heading", { name: /Thank You/ })).toHaveCount(0);
  expect(await contactDialog(page).locator('input[name="clientId"]').inputValue()).not.toBe(clientId);
});

test("when the server fails (500), the form closes and a warning with no timer says to write to sales", async ({ page }) => {
  await page.clock.install();
  const dialog = await openContact(page);
  await tokenArrived(dialog);
  await pauseClock(page);
  await fillRequired(dialog, "Unlucky Prospect");
  const held = await holdContactPost(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await held.pending;
  await expect(dialog.getByRole("heading", { name: "Thank You, Unlucky Prospect" })).toBeVisible();
  held.release((route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));

  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(FAILURE);
  await expect(notice(page)).toHaveClass(/notification--warning/);
  await page.clock.runFor(60_000);
  await expect(notice(page)).toHaveClass(/is-visible/);
  await notice(page).getByRole("button", { name: "Dismiss notification" }).click();
  await expect(notice(page)).not.toHaveClass(/is-visible/);
  // The page itself is untouched (no error screen).
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Something went wrong/);
});

test("when the server refuses the request (rate limit, 429), the form closes with the same warning and nothing is stored", async ({ page }) => {
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  // Five requests naming this e-mail address through the API use up its limit, which the form shares.
  const email = uniqueEmail();
  for (let i = 0; i < 5; i++) {
    const r = await page.request.post("/api/sales-requests", {
      data: { Products: "Hedge Fund", Name: `Earlier ${i}`, CompanyName: "Earlier Co", Email: email, Phone: "555" },
      headers: { "CF-Connecting-IP": uniqueIp() },
    });
    expect(r.status()).toBe(201);
  }
  const dialog = await openContact(page);
  const clientId = await fillRequired(dialog, "Sixth Request", email);
  const answered = page.waitForResponse((r) => isContactPost(r.url(), r.request().method()));
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect((await answered).status()).toBe(429);
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(FAILURE);
  expect(storedNames(clientId)).toEqual([]);
});

/** A product page's first "Request a Demo" (the Hedge Fund page's). */
async function requestDemo(page: Page) {
  await page.locator("main").getByRole("link", { name: "Request a Demo" }).first().click();
  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("after the server fails a send (503), reopening Request a Demo shows what was typed; the resend stores one request", async ({ page }) => {
  await gotoHydrated(page, "/investment-management/hedge-fund");
  let dialog = await requestDemo(page);
  const clientId = await fillRequired(dialog, "Kept Prospect");
  await dialog.getByLabel("Comments").fill("A demo for our treasury team, please.");
  await dialog.getByLabel("Country").selectOption("Canada");
  // The server stores the request, but its answer is lost: the browser gets a 503.
  let reachedServer = 0;
  const contactData = (url: URL) => url.pathname === "/contact.data";
  await page.route(contactData, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    reachedServer = (await route.fetch()).status();
    await route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
  });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(FAILURE);
  expect(reachedServer).toBe(200);
  await page.unroute(contactData);

  dialog = await requestDemo(page);
  await tokenArrived(dialog);
  for (const [label, value] of [
    ["Contact Type", "Request a Demo"],
    ["Product", "Hedge Fund"],
    ["Company Name", "Example Capital"],
    ["Phone", "+1 555 0142"],
    ["Country", "Canada"],
    ["Comments", "A demo for our treasury team, please."],
  ] as const)
    await expect(dialog.getByLabel(label), label).toHaveValue(value);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Kept Prospect");
  await expect(dialog.getByLabel("Email")).toHaveValue(/^prospect\..+@example\.com$/);
  // The same form id: the resend is recognised as the request the server already has.
  await expect(dialog.locator('input[name="clientId"]')).toHaveValue(clientId);
  const answered = page.waitForResponse((r) => isContactPost(r.url(), r.request().method()));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You, Kept Prospect" })).toBeVisible();
  expect((await answered).status()).toBe(200);
  expect(storedNames(clientId)).toEqual(["Kept Prospect"]);
  // An anonymous visitor gets no cookie for sending it (decision record 0048).
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("d1-bookmark");

  // Sent: the next opening is a fresh form.
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  dialog = await requestDemo(page);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(dialog.locator('input[name="clientId"]')).not.toHaveValue(clientId);
});

test("after a rate-limited send, a preset on reopening still sets the type and product; the visitor's own Close then resets the form", async ({ page }) => {
  await page.route(
    (url) => new URL(url).pathname === "/contact.data",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, headers: { "Retry-After": "600" }, contentType: "text/plain", body: "Too Many Requests" })
        : route.continue(),
  );
  const dialog = await openContact(page, "/investment-management/hedge-fund");
  await fillRequired(dialog, "Team Member");
  await dialog.getByLabel("Contact Type").selectOption("Request Info");
  await dialog.getByLabel("Product").selectOption("General Ledger");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(FAILURE);

  let again = await requestDemo(page);
  await expect(again.getByLabel("Contact Type")).toHaveValue("Request a Demo");
  await expect(again.getByLabel("Product")).toHaveValue("Hedge Fund");
  await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Team Member");
  await again.getByRole("button", { name: "Close contact form" }).click();
  await expect(again).toHaveCount(0);

  again = await requestDemo(page);
  await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(again.getByLabel("Company Name")).toHaveValue("");
});

test("a failure right after an invalid submit shows its warning at once: the stale error went when the success panel showed", async ({ page }) => {
  await page.clock.install();
  const dialog = await openContact(page);
  await tokenArrived(dialog);
  await pauseClock(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page)).toHaveText("Please provide required values");
  await fillRequired(dialog, "Quick Fixer");
  await page.route(
    (url) => new URL(url).pathname === "/contact.data",
    (route) => (route.request().method() === "POST" ? route.fulfill({ status: 503, body: "" }) : route.continue()),
  );
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(FAILURE);
  await expect(notice(page)).toHaveClass(/is-visible/);
});

test("closing resets the form", async ({ page }) => {
  const dialog = await openContact(page);
  await dialog.getByLabel("Contact Type").selectOption("Comments");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Someone");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Close contact form" }).click();
  await expect(dialog).toHaveCount(0);
  await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
  const again = contactDialog(page);
  await expect(again.getByLabel("Contact Type")).toHaveValue("Contact Type");
  await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(again.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
});

test("two submits of the same form store one request", async ({ page }) => {
  const dialog = await openContact(page);
  const clientId = await fillRequired(dialog, "Double Submitter");
  const posts: Promise<unknown>[] = [];
  page.on("request", (r) => {
    if (isContactPost(r.url(), r.method())) posts.push(r.response());
  });
  // Both submits in one task, before React re-renders: the second cannot be prevented by the UI.
  await dialog.locator("form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(dialog.getByRole("heading", { name: "Thank You, Double Submitter" })).toBeVisible();
  await expect.poll(() => posts.length).toBeGreaterThanOrEqual(1);
  await Promise.all(posts);
  // An aborted post may still be running on the server after the browser gave up on it: ask
  // until its outcome is in the database (one row, never two: both carry the same form id).
  await expect.poll(() => storedNames(clientId)).toEqual(["Double Submitter"]);
  await expect(notice(page)).toHaveCount(0);
});

test("the form's code (zod, lists) is not in the home page's first load; it arrives when the page is idle after load", async ({ page }) => {
  const scripts: { url: string; text: string }[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script") scripts.push({ url: r.url(), text: await r.text().catch(() => "") });
  });
  await gotoHydrated(page, "/");
  const beforeLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType("resource")
      .filter((r) => r.startTime <= nav.loadEventStart)
      .map((r) => r.name);
  });
  // No click: the idle-time preload brings the form's code.
  await expect.poll(() => scripts.filter((s) => s.text.includes("Product is Required")).length, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const s of scripts.filter((s) => s.text.includes("Product is Required"))) expect(beforeLoad, "requested before the load event").not.toContain(s.url);
  await mainNav(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(contactDialog(page)).toBeVisible();
});

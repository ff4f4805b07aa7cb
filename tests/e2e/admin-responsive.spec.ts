import { type Page, expect, test } from "./support/appTest";
import { signIn, unique } from "./support/staff";
import { submitSalesRequest } from "./support/salesRequests";
import { axeViolations, openInApp } from "./support/axe";

/**
 * The admin area on a phone (390 px) and a laptop (1366 px): no page scrolls sideways, the menu
 * folds behind a button on the phone, tables turn into labelled cards, the header carries the
 * logo and a way back to the public site.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.18.1" } });

const LIST_PAGES = [
  "/admin",
  "/admin/sales-requests",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/categories",
  "/admin/stories",
  "/admin/stories/new",
  "/admin/uploads",
  "/admin/users",
  "/admin/users/new",
  "/admin/outbox",
  "/admin/demo/users",
  "/admin/demo/users/new",
  "/admin/demo/content",
  "/admin/demo/content/new",
  "/admin/profile",
  "/admin/trust-centre",
  "/admin/company",
  "/admin/brochures",
  "/admin/audit",
  "/admin/integrations",
];

/**
 * A card's cell is a grid of label and value, and a grid puts each child element (and each run of
 * text) in a cell of its own: a value of two pieces (a title and its "(view)") would break over
 * two rows, the second under the label. The labels of cells whose value is in more than one piece.
 */
function splitCardValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("table.admin-table td[data-label]")].flatMap((td) => {
      if (getComputedStyle(td).display !== "grid") return [];
      let pieces = 0;
      let afterText = false;
      for (const node of td.childNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) {
          pieces++;
          afterText = false;
        } else if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "") {
          if (!afterText) pieces++;
          afterText = true;
        } // comments (React's text separators) and blank text join the run they sit in
      }
      return pieces > 1 ? [td.getAttribute("data-label")!] : [];
    }),
  );
}

/** The first detail page linked from a list (a post, a request, a demo user, a demo item), the list opened in the running app. */
async function firstDetail(page: Page, list: string, pattern: RegExp): Promise<string> {
  await openInApp(page, list);
  const href = await page
    .locator(".admin-body table a")
    .evaluateAll((as, src) => as.map((a) => a.getAttribute("href") ?? "").find((h) => new RegExp(src).test(h)), pattern.source);
  expect(href, `a detail link on ${list}`).toBeTruthy();
  return href!;
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements reaching past the viewport's right edge, named for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".admin *")]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5)
      .join(", "),
  );

test("no admin page scrolls sideways at 390 px; tables become cards; the menu folds", async ({ page, request }) => {
  test.setTimeout(180_000);
  await submitSalesRequest(request, { name: `Phone ${unique("p")}`, company: "A Very Long Company Name Incorporated International Holdings" });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const details = [
    await firstDetail(page, "/admin/sales-requests", /^\/admin\/sales-requests\/[^?]+/),
    await firstDetail(page, "/admin/blog", /^\/admin\/blog\/[^/]+$/),
    await firstDetail(page, "/admin/demo/users", /^\/admin\/demo\/users\/[^/]+$/),
    await firstDetail(page, "/admin/demo/content", /^\/admin\/demo\/content\/[^/]+$/),
    await firstDetail(page, "/admin/outbox", /^\/admin\/outbox\/[^/]+$/),
  ];
  // Each page as the staff area's links open it: one start of the app, then page after page. (The
  // first paint, before the app starts, is the next test's.)
  for (const url of [...LIST_PAGES, ...details]) {
    await openInApp(page, url);
    await expect(page.locator(".admin-body h1").first()).toBeVisible();
    if ((await sidewaysOverflow(page)) > 0) throw new Error(`${url} scrolls sideways: ${await overflowing(page)}`);
    expect(await splitCardValues(page), `${url}: card cells whose value is split over rows`).toEqual([]);
  }

  // A table row is a card: its cells are stacked, each named by its column. (The sales inbox has
  // compact cards of its own, checked in inbox-views.spec.ts.)
  await openInApp(page, "/admin/users");
  const firstRow = page.locator("table.admin-table tbody tr").first();
  const [name, email] = [firstRow.locator('td[data-label="Name"]'), firstRow.locator('td[data-label="Email"]')];
  const [a, b] = [await name.boundingBox(), await email.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y); // stacked, not side by side
  expect(await name.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Name"');

  // The menu is folded behind a button that opens and closes it from the keyboard.
  const menuButton = page.getByRole("button", { name: "Menu" });
  const adminNav = page.getByRole("navigation", { name: "Admin" });
  await expect(adminNav).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(adminNav).toBeVisible();
  await adminNav.getByRole("link", { name: "Uploads" }).click();
  await expect(page).toHaveURL("/admin/uploads");
  await expect(adminNav).toBeHidden(); // folded again after moving to another page
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("at 390 px the menu is folded from the first paint, so the screen does not jump when the app starts; without scripts it is open", async ({ browser }) => {
  const openUsers = async (options: { hold?: boolean; javaScriptEnabled?: boolean }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
    const page = await context.newPage();
    await signIn(page);
    // The entry script held back: the page as painted before React runs (here it never does).
    if (options.hold) await page.route(/\/build\/entry\.client-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/admin/users");
    return page;
  };
  const seen = async (page: Page) => ({
    navVisible: await page.getByRole("navigation", { name: "Admin" }).isVisible(),
    menuControl: await page.locator(".admin-menu-button").boundingBox(),
    titleTop: (await page.locator(".admin-body h1").boundingBox())?.y,
  });

  const held = await openUsers({ hold: true });
  const firstPaint = await seen(held);
  expect(firstPaint.navVisible).toBe(false);
  await held.getByRole("link", { name: "Menu" }).click(); // works before the app runs
  await expect(held.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await held.context().close();

  const running = await openUsers({});
  await expect(running.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  expect(await seen(running)).toEqual(firstPaint); // the link's place is the button's; nothing moved
  // A menu the link opened before the app ran stays open when it starts, and the button closes it.
  await running.goto("/admin/blog#admin-menu");
  await running.getByRole("button", { name: "Close menu" }).click();
  await expect(running.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await running.context().close();

  const noScripts = await openUsers({ javaScriptEnabled: false });
  expect(await seen(noScripts)).toMatchObject({ navVisible: true, menuControl: null });
  await noScripts.context().close();
});

test("the admin header has the logo and a View site link; wide screens show the menu and tables", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const header = page.locator("header.admin-header");
  await expect(header.locator("svg.logo-mark")).toBeVisible();
  await expect(header.getByRole("link", { name: /Meridian/ })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await openInApp(page, "/admin/blog");
  await expect(page.locator("table.admin-table thead")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await header.getByRole("link", { name: "View site" }).click();
  await expect(page).toHaveURL("/");
});

test("the admin pages have no axe violations at 390 px with the menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page); // opens /admin
  for (const url of ["/admin", "/admin/blog", "/admin/uploads", "/admin/demo/users"]) {
    if (url !== "/admin") await openInApp(page, url); // the menu folds again on each move
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

/** Elements among `selector` whose own text runs over more than one line (each text node's line boxes). */
const wrappedText = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? "").trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) return [`${el.className || el.tagName}: “${node.textContent}”`];
      }
      return [];
    }),
  );

test("the staff menu is two even rows at 1366 px; at 390 px the open menu's header does not wrap and e-mail addresses break only at @ or a dot", async ({
  page,
  request,
}) => {
  const long = `firstname.lastname-${unique("m")}@subsidiary-bank-holdings.example`;
  await submitSalesRequest(request, { name: `Wrap ${unique("w")}`, email: long, company: "Wrap Bank" });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page); // the seeded admin: every screen in the menu
  // The admin's 18 screens do not fit one row at 1366 px: two even rows, no link left alone.
  const tops = await page.locator(".admin-nav > li").evaluateAll((lis) => lis.map((li) => (li as HTMLElement).offsetTop));
  expect(tops.length).toBeGreaterThan(15);
  const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  expect(rows, `links per row of the menu (offsetTop of each: ${tops.join(", ")})`).toEqual([9, tops.length - 9]);
  expect(Math.min(...rows)).toBeGreaterThanOrEqual(8);
  expect(await wrappedText(page, ".admin-nav a")).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await openInApp(page, "/admin/sales-requests");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  expect(await wrappedText(page, ".admin-brand, .admin-view-site, .admin-menu-button")).toEqual([]);
  const bar = await page
    .locator(".admin-bar > *")
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
  expect(Math.max(...bar) - Math.min(...bar), "the brand, View site and Close menu share one row").toBeLessThanOrEqual(4);
  const button = (await page.getByRole("button", { name: "Close menu" }).boundingBox())!;
  expect(button.x + button.width, "Close menu inside the screen").toBeLessThanOrEqual(390);

  // The request's page: the address wraps after its @ or before a dot, never inside a word.
  const detail = await firstDetail(page, `/admin/sales-requests?q=${encodeURIComponent(long)}`, /^\/admin\/sales-requests\/[^?]+/);
  await openInApp(page, detail);
  const address = page.locator(`a[href="mailto:${long}"]`);
  await expect(address).toBeVisible();
  expect((await address.boundingBox())!.height, "the address is long enough to wrap at 390 px").toBeGreaterThan(30);
  expect(await wrappedText(page, `a[href="mailto:${long}"]`)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

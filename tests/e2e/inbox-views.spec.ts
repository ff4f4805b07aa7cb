import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { insertInboxRows } from "./support/inboxRows";
import { queryD1 } from "./support/localD1";
import { createUser, signIn, statusMessage, unique, signInAt } from "./support/staff";
import { shortDate, testDay, testInstant } from "../support/testClock";

/** A follow-up day still to come, on the tests' clock. */
const LATER = testDay(60);

/**
 * a change made from a filtered inbox brings the rep back to that same view, with the
 * confirmation in sight, on a phone and on a laptop.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.1" } });

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test("a bulk status change keeps every filter and shows its confirmation in view", async ({ page }) => {
      const marker = unique(`keep${width}`);
      await insertInboxRows([
        { name: "Ada Harbor", company: `Harbor ${marker}`, at: "2026-02-03T10:00:00.000Z" },
        { name: "Ben Harbor", company: `Harbor ${marker}`, at: "2026-02-04T10:00:00.000Z" },
        { name: "Cy Harbor", company: `Harbor ${marker}`, at: "2026-02-05T10:00:00.000Z" },
        { name: "Outside Range", company: `Harbor ${marker}`, at: "2026-03-09T10:00:00.000Z" },
      ]);
      const filters = `q=${marker}&from=2026-02-01&to=2026-02-28&status=new&sort=name`;
      await signInAt(page, `/admin/sales-requests?${filters}`);
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–3 of 3 requests.");
      await page.getByRole("checkbox", { name: "Select the request from Ada Harbor" }).check();
      await page.getByRole("checkbox", { name: "Select the request from Cy Harbor" }).check();
      await page.getByLabel("New status for the selected requests").selectOption("qualified");
      await page.getByRole("button", { name: "Change status" }).click();

      const confirmation = statusMessage(page).filter({ hasText: "set to" });
      await expect(confirmation).toHaveText("2 requests set to Qualified. Undo");
      await expect(confirmation).toBeInViewport();
      const url = new URL(page.url());
      for (const [key, value] of new URLSearchParams(filters)) expect(url.searchParams.get(key), key).toBe(value);
      await expect(page.getByText("Some filters were not valid")).toHaveCount(0);
      await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-02-28");
      // Still the same view: the one request of the range that is still new.
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 request.");
      await expect(page.getByRole("link", { name: "Ben Harbor" })).toBeVisible();
    });

    test("a change to one request returns to the inbox with the same filters", async ({ page }) => {
      const marker = unique(`one${width}`);
      await insertInboxRows([
        { name: "Dee Harbor", company: `Harbor ${marker}`, at: "2026-02-03T10:00:00.000Z" },
        { name: "Eve Harbor", company: `Harbor ${marker}`, at: "2026-02-04T10:00:00.000Z" },
      ]);
      const filters = `q=${marker}&from=2026-02-01&to=2026-02-28&status=new`;
      await signInAt(page, `/admin/sales-requests?${filters}`);
      await page.getByRole("link", { name: "Dee Harbor" }).click();
      await expect(page.getByRole("heading", { name: "Sales request from Dee Harbor" })).toBeVisible();
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await page.getByRole("button", { name: "Save" }).click();
      const saved = statusMessage(page).filter({ hasText: "Saved." });
      await expect(saved).toBeVisible();
      await expect(saved).toBeInViewport();
      await page.getByRole("link", { name: "← Back to the inbox" }).click();
      await expect(page).toHaveURL(/\/admin\/sales-requests\?/);
      const url = new URL(page.url());
      for (const [key, value] of new URLSearchParams(filters)) expect(url.searchParams.get(key), key).toBe(value);
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 request.");
      await expect(page.getByRole("link", { name: "Eve Harbor" })).toBeVisible();
    });
  });
}

/** How many lines an element's text takes (a word broken over two lines makes two). */
const lineCount = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
};

const axeViolations = async (page: Page) => {
  return (await axeBuilder(page).analyze()).violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(" ")}`);
};

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("the inbox's layout", () => {
  test("at 1366 px the table uses the width, no header, badge or follow-up date breaks, an ordinary name stays on one line", async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const marker = unique("wide");
    const rep = await createUser(request, "editor");
    const [{ id: wideAssignee }] = queryD1<{ id: string }>(`SELECT id FROM staff_users WHERE email = '${rep.email}'`) as [{ id: string }];
    await insertInboxRows([
      {
        name: "Maximiliana Featherstonehaugh-Worthington",
        company: `Northgate Municipal Treasury ${marker}`,
        products: "Portfolio Management, Safekeeping Software",
        email: "maximiliana.featherstonehaugh@northgate-municipal-treasury.example",
        followUpOn: LATER,
        at: "2026-02-03T10:00:00.000Z",
      },
      { name: "Ben Short", company: `Harbor ${marker}`, status: "contacted", at: "2026-02-04T10:00:00.000Z" },
      // The widest a row gets: every column long at once, with a follow-up that has come ("· due").
      {
        name: "Wolfeschlegelsteinhausenbergerdorff Featherstonehaugh-Worthington",
        company: `Intercontinental-Settlement-Cooperative-Bankverein ${marker}`,
        products: "Public Fund Deposit Collateralization, Documentary Collections Software, Long-Term Savings Account Software",
        email: "treasury.operations.settlements@intercontinental-settlement-cooperative.example",
        status: "qualified",
        assignedTo: wideAssignee,
        followUpOn: testDay(-3),
        at: testInstant(-400),
      },
    ]);
    await signInAt(page, `/admin/sales-requests?q=${marker}`);
    await expect(page.getByLabel("Search")).toBeVisible(); // no "Filters" click needed
    await expect(page.locator(".inbox-filter-panel > summary")).toBeHidden();
    const table = page.locator("table.inbox-table");
    await page.screenshot({ path: "test-results/screens/inbox-1366.png", fullPage: true });
    expect((await table.boundingBox())!.width).toBeGreaterThan(1200);
    for (const cell of await page
      .locator("table.inbox-table th:not(:has(.visually-hidden)), table.inbox-table .status, table.inbox-table .cell-follow-up")
      .all())
      expect(await cell.evaluate(lineCount), await cell.innerText()).toBe(1);
    // An ordinary name on one line; a 41-character hyphenated one may take three (decision 0024, left open).
    expect(await page.locator("table.inbox-table .cell-name", { hasText: "Ben Short" }).evaluate(lineCount)).toBe(1);
    await expect(page.locator("table.inbox-table tr", { hasText: "Maximiliana" }).locator(".cell-follow-up")).toHaveText(shortDate(LATER));
    expect(await sideways(page)).toBeLessThanOrEqual(1366);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("at 390 px requests are compact cards and the filters sit behind a Filters control that counts them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const marker = unique("phone");
    await insertInboxRows([
      ...Array.from({ length: 3 }, (_, i) => ({
        name: `Phone Prospect ${i + 1}`,
        company: `Lakeside Savings ${marker}`,
        at: `2026-02-0${i + 1}T10:00:00.000Z`,
      })),
      {
        name: "Maximiliana Featherstonehaugh-Worthington",
        company: `Northgate Municipal Treasury ${marker}`,
        products: "Portfolio Management, Safekeeping Software, Teller Software",
        followUpOn: LATER,
        at: "2026-02-05T10:00:00.000Z",
      },
    ]);
    await signInAt(page, `/admin/sales-requests?q=${marker}&status=new`);
    const filters = page.locator(".inbox-filter-panel > summary");
    await expect(filters).toHaveText("Filters (2 applied)");
    await expect(page.getByLabel("Search")).toBeHidden();
    // The requests come first: the first card is on the first screen, each card short.
    const cards = page.locator("table.inbox-table tbody tr");
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toBeInViewport();
    await page.screenshot({ path: "test-results/screens/inbox-390.png", fullPage: true });
    // Four short lines: ≤ 140 px; the 41-character name takes three lines of its own (≤ 170 px).
    for (const card of await cards.all())
      expect((await card.boundingBox())!.height, await card.innerText()).toBeLessThanOrEqual((await card.innerText()).includes("Maximiliana") ? 170 : 140);
    for (const badge of await page.locator("table.inbox-table .status").all()) expect(await badge.evaluate(lineCount)).toBe(1);
    expect(await sideways(page)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await filters.click();
    await expect(page.getByLabel("Search")).toHaveValue(marker);
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(filters).toHaveText("Filters (1 applied)");
    await page.screenshot({ path: "test-results/screens/inbox-390-filters.png", fullPage: true });
  });
});

/**
 * The quick views and the follow-up date. The server's clock is set (X-Test-Now) to a day in
 * 1990, and the follow-up dates are in 1989–1990, dates no other spec writes: "Follow-up due"
 * then counts only this spec's requests, and its boundary (today, inclusive) is tested exactly.
 */
for (const width of [390, 1366]) {
  test.describe(`views at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test("My open, Unassigned, New and Follow-up due set the URL's filters, with counts; a follow-up date is set with a status change, in one history entry", async ({
      page,
      request,
    }) => {
      const rep = await createUser(request, "editor");
      const [{ id: repId }] = queryD1<{ id: string }>(`SELECT id FROM staff_users WHERE email = '${rep.email}'`) as [{ id: string }];
      const marker = unique(`views${width}`);
      const today = width === 390 ? "1990-03-10" : "1990-04-10";
      await insertInboxRows([
        { name: `Due Dana ${marker}`, company: marker, assignedTo: repId, followUpOn: "1989-06-01", at: "2026-01-03T10:00:00.000Z" },
        { name: `Today Tom ${marker}`, company: marker, assignedTo: repId, status: "contacted", followUpOn: today, at: "2026-01-04T10:00:00.000Z" },
        { name: `Later Lee ${marker}`, company: marker, assignedTo: repId, status: "qualified", followUpOn: "1999-01-01", at: "2026-01-05T10:00:00.000Z" },
        { name: `Closed Cal ${marker}`, company: marker, assignedTo: repId, status: "closed", followUpOn: "1989-01-01", at: "2026-01-06T10:00:00.000Z" },
        { name: `Nobody Nia ${marker}`, company: marker, at: "2026-01-07T10:00:00.000Z" },
      ]);
      await signIn(page, rep);
      await page.setExtraHTTPHeaders({ "X-Test-Now": `${today}T12:00:00.000Z` });
      await page.goto("/admin/sales-requests");
      const views = page.getByRole("navigation", { name: "Inbox views" });
      const [due] = queryD1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM sales_requests WHERE follow_up_on <= '${today}' AND status IN ('new', 'contacted', 'qualified')`,
      );
      await expect(views.getByRole("link", { name: "My open 3", exact: true })).toBeVisible();
      await expect(views.getByRole("link", { name: `Follow-up due ${due!.n}`, exact: true })).toBeVisible();
      await expect(views.getByRole("link", { name: /^Unassigned \d+$/ })).toBeVisible();
      await expect(views.getByRole("link", { name: /^New \d+$/ })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/inbox-views-${width}.png`, fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(width);

      // Follow-up due: the date has come (before today or today), the request is open.
      await views.getByRole("link", { name: /^Follow-up due/ }).click();
      await expect(page).toHaveURL(/\?followUp=due$/);
      await expect(views.getByRole("link", { name: /^Follow-up due/ })).toHaveAttribute("aria-current", "page");
      const list = page.locator("table.inbox-table tbody");
      await expect(list.getByRole("link", { name: `Due Dana ${marker}` })).toBeVisible();
      await expect(list.getByRole("link", { name: `Today Tom ${marker}` })).toBeVisible();
      await expect(list.getByRole("link", { name: `Later Lee ${marker}` })).toHaveCount(0);
      await expect(list.getByRole("link", { name: `Closed Cal ${marker}` })).toHaveCount(0);
      await expect(list.locator("tr", { hasText: `Due Dana ${marker}` }).locator(".cell-follow-up")).toContainText("Jun 1, 1989 · due");
      if (width === 390) await expect(page.locator(".inbox-filter-panel > summary")).toHaveText("Filters (1 applied)");
      else await expect(page.getByLabel("Follow-up")).toHaveValue("due");

      // My open: mine, not closed.
      await views.getByRole("link", { name: /^My open/ }).click();
      await expect(page).toHaveURL(/\?assignee=mine&status=open$/);
      await expect(views.getByRole("link", { name: /^My open/ })).toHaveAttribute("aria-current", "page");
      await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–3 of 3 requests.");
      await expect(list.getByRole("link", { name: `Closed Cal ${marker}` })).toHaveCount(0);

      // Unassigned and New: the filters they stand for.
      await views.getByRole("link", { name: /^Unassigned/ }).click();
      await expect(page).toHaveURL(/\?assignee=none&status=open$/);
      await page.goto(`/admin/sales-requests?status=new&q=${marker}`);
      await expect(views.locator("[aria-current]")).toHaveCount(0); // a search is more than the "New" view
      await expect(list.getByRole("link")).toHaveText([`Nobody Nia ${marker}`, `Due Dana ${marker}`]);

      // The request screen: a follow-up date set with a status change lands in one history entry.
      await list.getByRole("link", { name: `Due Dana ${marker}` }).click();
      await expect(page.getByRole("heading", { name: `Sales request from Due Dana ${marker}` })).toBeVisible();
      await expect(page.getByLabel("Follow up on")).toHaveValue("1989-06-01");
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await page.getByLabel("Follow up on").fill("1990-12-01");
      await page.getByRole("button", { name: "Save" }).click();
      const saved = statusMessage(page).filter({ hasText: "Saved." });
      await expect(saved).toBeInViewport();
      await expect(page.locator(".admin-muted").first()).toContainText("follow up on Dec 1, 1990");
      const entries = page.locator("ol.history > li");
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText("Status: New → Contacted");
      await expect(entries.first()).toContainText("Follow-up: Jun 1, 1989 → Dec 1, 1990");
      expect(await sideways(page)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      if (width === 390) await page.screenshot({ path: "test-results/screens/request-390.png", fullPage: true });
      // No longer due: the view's count went down by one.
      await page.goto("/admin/sales-requests?followUp=due");
      await expect(views.getByRole("link", { name: `Follow-up due ${due!.n - 1}`, exact: true })).toBeVisible();
      await expect(list.getByRole("link", { name: `Due Dana ${marker}` })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("the dashboard counts requests by status (New is status, not arrivals) and open requests by assignee, each a link to that list", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const rep = await createUser(request, "editor");
  const [{ id: repId }] = queryD1<{ id: string }>(`SELECT id FROM staff_users WHERE email = '${rep.email}'`) as [{ id: string }];
  const marker = unique("dash");
  // Old requests still new count as New; a closed one is not open.
  await insertInboxRows([
    { name: `Old New ${marker}`, company: marker, assignedTo: repId, at: "2020-01-01T10:00:00.000Z" },
    { name: `Qualified ${marker}`, company: marker, assignedTo: repId, status: "qualified", at: "2020-01-02T10:00:00.000Z" },
    { name: `Closed ${marker}`, company: marker, assignedTo: repId, status: "closed", at: "2020-01-03T10:00:00.000Z" },
  ]);
  await signIn(page, rep);
  const stats = page.locator(".dashboard-stats");
  const figure = async (label: string) => Number((await stats.locator("li", { hasText: label }).locator(".stat-value").innerText()).replace(/,/g, ""));
  // Other specs add requests and change their status alongside, so the figure is compared with
  // the same page's count by status (one render), not with a count taken before: New is a status.
  const newRequests = await figure("New sales requests");
  expect(newRequests).toBeGreaterThanOrEqual(1);
  // The assignee's open requests are this test's own: the 2020 one still new, and the qualified one.
  expect(await figure("Open requests assigned to me")).toBe(2);
  await expect(stats.getByRole("link", { name: "New sales requests" })).toHaveAttribute("href", "/admin/sales-requests?status=new");
  const byStatus = page.getByRole("table", { name: "Sales requests by status" });
  const newRow = byStatus.getByRole("row", { name: /^New \d/ });
  await expect(newRow).toBeVisible();
  expect(Number((await newRow.getByRole("cell").last().innerText()).replace(/,/g, ""))).toBe(newRequests);
  const byAssignee = page.getByRole("table", { name: "Open requests by assignee" });
  const mine = byAssignee.getByRole("row", { name: `${rep.name} 2` });
  await expect(mine).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/screens/dashboard-1366.png", fullPage: true });
  await mine.getByRole("link", { name: rep.name }).click();
  await expect(page).toHaveURL(`/admin/sales-requests?assignee=${repId}&status=open`);
  await expect(statusMessage(page).filter({ hasText: "Showing" })).toHaveText("Showing 1–2 of 2 requests.");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  expect(await sideways(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screens/dashboard-390.png", fullPage: true });
});

import { expect, test, type Page } from "./support/appTest";
import { execD1, queryD1, sqlString, uniqueIp } from "./support/localD1";
import type { InboxRow } from "./support/inboxRows";
import { createUser, signIn, unique, watchDialogs, statusMessage, signInAt } from "./support/staff";
import { testInstant } from "../support/testClock";

test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.7.4" } });

/** A request as insertInboxRows takes it (its status, assignee and follow-up left as stored by default), with a phone number. */
type Row = Omit<InboxRow, "status" | "assignedTo" | "followUpOn"> & { phone?: string };

/** Stores requests straight in the e2e server's D1 (chosen times), tagged with `marker` for filtering. */
async function insertRequests(marker: string, rows: Row[]) {
  const values = rows.map((r) =>
    [
      sqlString(crypto.randomUUID()),
      sqlString(crypto.randomUUID()),
      sqlString(r.products ?? "General Ledger"),
      sqlString(r.name),
      sqlString(r.company ?? `Inbox ${marker}`),
      sqlString(r.email ?? "prospect@bank.example"),
      sqlString(r.phone ?? "555 0100"),
      sqlString(r.comments ?? ""),
      sqlString(r.at),
      sqlString(r.at),
    ].join(", "),
  );
  await execD1(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, created_at, updated_at) VALUES ${values.map((v) => `(${v})`).join(", ")}`,
  );
}

const namesInTable = (page: Page) => page.locator('table.admin-table tbody tr td[data-label="Name"]').allInnerTexts();

test.describe("sales inbox", () => {
  test("filters, page sizes, first/previous/next/last and the back button, all in the URL", async ({ page }) => {
    const marker = unique("pages");
    await insertRequests(
      marker,
      Array.from({ length: 27 }, (_, i) => ({
        name: `Prospect ${String(i + 1).padStart(2, "0")}`,
        at: `2026-01-${String(i + 1).padStart(2, "0")}T12:00:00.000Z`,
      })),
    );
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Sales requests" }).click();
    await page.getByLabel("Search").fill(marker.toUpperCase());
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${marker.toUpperCase()}`));
    const status = statusMessage(page);
    await expect(status).toHaveText("Showing 1–10 of 27 requests.");
    expect((await namesInTable(page))[0]).toBe("Prospect 27"); // newest first
    const pager = page.getByRole("navigation", { name: "Sales request pages" });
    await expect(pager.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(2); // 1 is current: 2 and 3
    await expect(pager.locator("[aria-current=page]")).toHaveText("1");

    await page.getByLabel("Per page").selectOption("5");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/pageSize=5/);
    await expect(status).toHaveText("Showing 1–5 of 27 requests.");
    await expect(pager.getByText(/^\d$/)).toHaveText(["1", "2", "3", "4", "5"]); // at most 5 page links
    await pager.getByRole("link", { name: "Last page" }).click();
    await expect(status).toHaveText("Showing 26–27 of 27 requests.");
    await expect(pager.getByText(/^\d$/)).toHaveText(["2", "3", "4", "5", "6"]);
    await expect(page).toHaveURL(/page=6/);
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(status).toHaveText("Showing 21–25 of 27 requests.");
    await pager.getByRole("link", { name: "First page" }).click();
    await expect(status).toHaveText("Showing 1–5 of 27 requests.");
    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(status).toHaveText("Showing 6–10 of 27 requests.");
    await page.goBack();
    await expect(status).toHaveText("Showing 1–5 of 27 requests.");
    await page.goBack();
    await expect(status).toHaveText("Showing 21–25 of 27 requests.");

    // A shared URL shows the same view to a fresh page load.
    await page.goto(`/admin/sales-requests?q=${marker}&pageSize=25&page=2`);
    await expect(status).toHaveText("Showing 26–27 of 27 requests.");
    await page.goto(`/admin/sales-requests?q=${marker}&pageSize=100`);
    await expect(status).toHaveText("Showing 1–27 of 27 requests.");
    await expect(page.getByRole("navigation", { name: "Sales request pages" })).toHaveCount(0);
    await page.goto(`/admin/sales-requests?q=${marker}&pageSize=7`);
    await expect(page.getByRole("alert")).toContainText("pageSize must be one of 5, 10, 25, 100");
  });

  test("the date range includes both ends, a request on the 'to' date included; sort by name", async ({ page }) => {
    const marker = unique("range");
    await insertRequests(marker, [
      { name: "Zed Before", at: "2025-02-28T23:59:59.999Z" },
      { name: "Amy First", at: "2025-03-01T00:00:00.000Z" },
      { name: "Mia Middle", at: "2025-03-05T09:30:00.000Z" },
      { name: "Bea Last", at: "2025-03-10T23:59:59.999Z" },
      { name: "Cal After", at: "2025-03-11T00:00:00.000Z" },
    ]);
    await signInAt(page, `/admin/sales-requests?q=${marker}`);
    await page.getByLabel("From", { exact: true }).fill("2025-03-01");
    await page.getByLabel("To", { exact: true }).fill("2025-03-10");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/from=2025-03-01&to=2025-03-10/);
    await expect(statusMessage(page)).toHaveText("Showing 1–3 of 3 requests.");
    expect(await namesInTable(page)).toEqual(["Bea Last", "Mia Middle", "Amy First"]);

    await page.getByRole("link", { name: "Name" }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    expect(await namesInTable(page)).toEqual(["Amy First", "Bea Last", "Mia Middle"]);
    await page.getByRole("link", { name: "Name" }).click();
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "descending");
    expect(await namesInTable(page)).toEqual(["Mia Middle", "Bea Last", "Amy First"]);

    await page.goto(`/admin/sales-requests?q=${marker}&from=2025-03-10&to=2025-03-10`);
    expect(await namesInTable(page)).toEqual(["Bea Last"]);
    await page.goto(`/admin/sales-requests?q=${marker}&from=2025-03-11&to=2025-03-10`);
    await expect(page.getByRole("alert")).toContainText("from must not be after to");
  });

  // The search (a case-insensitive substring over name, company, email, products and comments)
  // and the CSV export (the filter, every match, quoted and formula-safe, not for anonymous
  // visitors) are the server's: tests/routes/admin.sales-requests._index and [.csv].

  test("a request's detail, status and notes with who and when, and the status filter", async ({ page }) => {
    const marker = unique("detail");
    await insertRequests(marker, [{ name: "Dana Detail", at: "2025-06-01T08:00:00.000Z", phone: "+1 555 0199", comments: "Line one\nLine two" }]);
    await signInAt(page, `/admin/sales-requests?q=${marker}`);
    await page.getByRole("link", { name: "Dana Detail" }).click();
    await expect(page.getByRole("heading", { name: "Sales request from Dana Detail" })).toBeVisible();
    const fields = page.locator("dl.detail-list");
    await expect(fields).toContainText("+1 555 0199");
    await expect(fields).toContainText("Line one\nLine two");
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByLabel("Internal note").fill("Called; demo booked for Tuesday.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(statusMessage(page)).toHaveText("Saved.");
    const history = page.locator("ol.history li");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText("Site Administrator");
    await expect(history.first()).toContainText("Status: New → Contacted");
    await expect(history.first()).toContainText("Called; demo booked for Tuesday.");

    await page.getByRole("link", { name: "← Back to the inbox" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    // Each filter's page must have arrived before the next choice: the filter form is keyed by the
    // URL, so a page arriving after "new" was chosen would put "contacted" back, and Apply would
    // send it again (this test once timed out so under load). The URL changes when the page has.
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]status=contacted(&|$)/);
    await expect(page.locator('table.admin-table tbody tr td[data-label="Name"]')).toHaveText(["Dana Detail"]);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]status=new(&|$)/);
    await expect(statusMessage(page)).toHaveText("No requests match.");
  });

  test("XSS payloads in a sales request are shown inert in the inbox and the detail", async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const marker = unique("xss");
    const res = await request.post("/api/sales-requests", {
      headers: { "CF-Connecting-IP": uniqueIp() },
      data: {
        Products: "General Ledger",
        Name: "<img src=x onerror=alert('name')>",
        CompanyName: `<script>alert('company')</script> ${marker}`,
        Email: "xss@example.com",
        Phone: "555 0100",
        Comments: "<svg/onload=alert('comments')> <a href=\"javascript:alert('link')\">click</a>",
        clientId: unique("xss-client"),
      },
    });
    expect(res.status()).toBe(201);
    await signInAt(page, `/admin/sales-requests?q=${marker}`);
    const row = page.locator("table.admin-table tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("<img src=x onerror=alert('name')>");
    await expect(row).toContainText("<script>alert('company')</script>");
    await page.getByRole("link", { name: "<img src=x onerror=alert('name')>" }).click();
    await expect(page.locator("dl.detail-list")).toContainText("<svg/onload=alert('comments')> <a href=\"javascript:alert('link')\">click</a>");
    await expect(
      page
        // The content area: the admin header above it carries the logo's own svg.
        .locator(".admin-body img, .admin-body svg, .admin-body a[href^='javascript'], .admin-body script:not([type='application/ld+json'])")
        .filter({ hasNot: page.locator("[src^='/build']") }),
    ).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "<img src=x onerror=alert('name')>" }).first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test("the dashboard: requests received this week, the latest ones, post counts, active demo users, by permission", async ({ page, request, browser }) => {
    const marker = unique("dash");
    const res = await request.post("/api/sales-requests", {
      headers: { "CF-Connecting-IP": uniqueIp() },
      data: {
        Products: "General Ledger",
        Name: `Dash ${marker}`,
        CompanyName: "Dashboard Bank",
        Email: "dash@example.com",
        Phone: "555 0101",
        clientId: unique("dash-client"),
      },
    });
    expect(res.status()).toBe(201);
    const [counts] = queryD1<{ week: number; demo: number }>(
      `SELECT (SELECT COUNT(*) FROM sales_requests WHERE created_at >= ${sqlString(testInstant(-7))}) AS week,
              (SELECT COUNT(*) FROM demo_users WHERE active = 1 AND (expires_at IS NULL OR expires_at > ${sqlString(testInstant(0))})) AS demo`,
    );
    await signIn(page);
    const stats = page.locator(".dashboard-stats");
    // Other spec files write at the same time: the figures are at least what was counted just now.
    const figure = async (label: string) => Number(await stats.locator("li", { hasText: label }).locator(".stat-value").innerText());
    expect(await figure("Sales requests received in the last 7 days")).toBeGreaterThanOrEqual(counts!.week);
    // Posts come and go as the blog spec runs alongside: each figure is shown, as a count.
    for (const label of ["Published posts", "Draft posts"]) await expect(stats.locator("li", { hasText: label }).locator(".stat-value")).toHaveText(/^\d+$/);
    expect(await figure("Active demo users")).toBeGreaterThanOrEqual(1);
    expect(counts!.demo).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("table", { name: "Latest sales requests" }).getByRole("link", { name: `Dash ${marker}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sales requests" }).first()).toBeVisible();

    const editor = await createUser(request, "editor");
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.7.6" } });
    const editorPage = await context.newPage();
    await signIn(editorPage, editor);
    await expect(editorPage.locator(".dashboard-stats")).toContainText("Sales requests received in the last 7 days");
    await expect(editorPage.locator(".dashboard-stats")).not.toContainText("Active demo users");
    await expect(editorPage.getByRole("link", { name: "Users" })).toHaveCount(0);
    await context.close();
  });
});

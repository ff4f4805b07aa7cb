import { expect, test } from "./support/appTest";
import { execD1, queryD1, sqlString } from "./support/localD1";
import { submitSalesRequest } from "./support/salesRequests";
import { createUser, signIn, unique, watchDialogs, signInAt } from "./support/staff";
import { testInstant } from "../support/testClock";

/**
 * The outbox (R-EMAIL, decision record 0013): a contact request's two messages reach the local mail
 * sink and admins read them at /admin/outbox; the dashboard warns when mail waits; resend; editors
 * are refused. The server is the e2e server with .dev.vars' EMAIL_TRANSPORT=sink.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.17.1" } });

const outboxOf = (name: string) =>
  queryD1<{ id: string; kind: string; status: string }>(
    `SELECT o.id, o.kind, o.status FROM email_outbox o JOIN sales_requests s ON s.id = o.sales_request_id WHERE s.name = ${sqlString(name)} ORDER BY o.kind`,
  );

test("a contact request's notification and acknowledgement are delivered to the sink and readable in the outbox", async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const name = `Outbox <img src=x onerror=alert(1)> ${unique("p")}`;
  await submitSalesRequest(request, { name, company: "Sink & Sons", email: "outbox.prospect@example.com" });
  // The drain runs after the form's response (waitUntil); wait for what it records, not for time.
  await expect.poll(() => outboxOf(name).map((m) => `${m.kind}:${m.status}`)).toEqual(["acknowledgement:delivered", "sales_notification:delivered"]);
  const [ack, note] = outboxOf(name);

  await signInAt(page, "/admin/outbox");
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expect(page.getByText("Messages are sent through the local mail catcher (development).")).toBeVisible();
  const noteRow = page.locator("tbody tr", { has: page.locator(`a[href="/admin/outbox/${note!.id}"]`) });
  await expect(noteRow.locator('td[data-label="Status"]')).toHaveText("Delivered");
  await expect(noteRow.locator('td[data-label="Attempts"]')).toHaveText("1");
  await expect(noteRow).toContainText("Sales notification to sales@meridian-fs.example");
  const ackRow = page.locator("tbody tr", { has: page.locator(`a[href="/admin/outbox/${ack!.id}"]`) });
  await expect(ackRow).toContainText("Acknowledgement to outbox.prospect@example.com");

  // Filter by status: only delivered messages are listed.
  await page.getByLabel("Status").selectOption("delivered");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.locator('tbody td[data-label="Status"]').filter({ hasNotText: "Delivered" })).toHaveCount(0);

  // The notification's full text, escaped, with the link to the request; the sink's copy.
  await page.goto(`/admin/outbox/${note!.id}`);
  const text = page.locator("pre.outbox-text");
  await expect(text).toContainText(`Name: ${name}`);
  await expect(text).toContainText("Company Name: Sink & Sons");
  await expect(text).toContainText("/admin/sales-requests/");
  await expect(page.getByRole("heading", { name: "Received by the local mail catcher" })).toBeVisible();
  await expect(page.locator(".detail-list").last()).toContainText(note!.id);
  const html = page.frameLocator("iframe.outbox-html");
  await expect(html.getByText(name, { exact: false }).first()).toBeVisible();
  await expect(html.locator("img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("the dashboard warns when a message waits; resending it from the outbox delivers it and the warning goes", async ({ page }) => {
  // A message a provider kept refusing an hour ago: failed, next try far ahead.
  const id = crypto.randomUUID();
  const subject = `Stuck message ${unique("s")}`;
  const hourAgo = testInstant(0, -1);
  // A page and more of messages delivered since, as a busy day (or the rest of the suite) leaves.
  const delivered = Array.from(
    { length: 12 },
    (_, i) =>
      `INSERT INTO email_outbox (id, kind, to_address, subject, body_text, source, status, attempts, created_at, next_attempt_at, delivered_at)
       VALUES (${sqlString(crypto.randomUUID())}, 'staff', 'later@example.com', 'Delivered ${i}', 'Arrived.', 'staff', 'delivered', 1, ${sqlString(testInstant(0))}, ${sqlString(testInstant(0))}, ${sqlString(testInstant(0))})`,
  );
  await execD1([
    "UPDATE email_outbox SET status = 'delivered' WHERE status IN ('pending', 'failed')",
    `INSERT INTO email_outbox (id, kind, to_address, subject, body_text, source, status, attempts, last_error, created_at, next_attempt_at)
     VALUES (${sqlString(id)}, 'staff', 'stuck@example.com', ${sqlString(subject)}, 'Please arrive.', 'staff', 'failed', 4, 'HTTP 500: provider says no', ${sqlString(hourAgo)}, '2999-01-01T00:00:00.000Z')`,
    ...delivered,
  ]);
  await signIn(page);
  const banner = page.locator(".admin-banner[role=status]");
  // Other specs' contact requests may have a message of their own in flight on the other worker:
  // the counts say "at least ours"; the oldest (an hour) and the one failure are this message.
  await expect(banner).toContainText(/\d+ messages? (is|are) waiting to be sent, the oldest for 60 minutes; 1 has failed and will be retried\./);
  // The link opens the failed messages: unfiltered, an hour-old message sits pages down behind
  // the suite's newer ones (why this test once failed only in the full suite).
  await banner.getByRole("link", { name: "Open the outbox" }).click();
  await expect(page).toHaveURL("/admin/outbox?status=failed");
  const row = page.locator("tbody tr", { hasText: subject });
  await expect(row.locator('td[data-label="Status"]')).toHaveText("Failed, will retry");
  await expect(row.locator('td[data-label="Last error"]')).toHaveText("HTTP 500: provider says no");
  await expect(row.locator('td[data-label="Next try"]')).toContainText("2999");
  await row.getByRole("button", { name: `Resend “${subject}” to stuck@example.com` }).click();
  await expect(page).toHaveURL(`/admin/outbox/${id}?resent=same`);
  await expect(page.getByRole("status").filter({ hasText: "The message was queued to be sent again." })).toBeVisible();
  await expect.poll(() => queryD1<{ status: string }>(`SELECT status FROM email_outbox WHERE id = ${sqlString(id)}`)[0]?.status).toBe("delivered");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
  // Nothing an hour old waits and nothing has failed any more (a banner, if any, is another spec's fresh message).
  expect((await page.locator(".admin-banner").allTextContents()).join(" ")).not.toMatch(/the oldest for 60 minutes|failed/);
});

test("an editor has no Outbox link and is refused the outbox", async ({ page, request }) => {
  const editor = await createUser(request, "editor");
  await signIn(page, editor);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" })).toHaveCount(0);
  const response = await page.goto("/admin/outbox");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();
  const post = await page.request.post("/admin/outbox?index", {
    form: { intent: "resend", id: crypto.randomUUID() },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

test("the outbox screens have no axe violations", async ({ page, request }) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const name = `Axe ${unique("p")}`;
  await submitSalesRequest(request, { name });
  await expect.poll(() => outboxOf(name).length).toBe(2);
  await signIn(page);
  const detail = `/admin/outbox/${outboxOf(name)[1]!.id}`;
  for (const path of ["/admin", "/admin/outbox", detail]) {
    await page.goto(path);
    // The message's HTML is shown in an iframe sandboxed with no scripts, so axe cannot run inside
    // it (its injection never answers, and @axe-core/playwright then hangs the browser context).
    // That HTML is the e-mail as sent, not a screen of ours; the frame's own name is checked below.
    const { violations } = await new AxeBuilder({ page }).exclude("iframe.outbox-html").analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }
  await expect(page.locator("iframe.outbox-html")).toHaveAccessibleName(/^HTML of “.+”$/);
});

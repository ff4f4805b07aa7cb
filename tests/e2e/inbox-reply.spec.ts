import { expect, test, type Page } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { insertInboxRows } from "./support/inboxRows";
import { queryD1, sqlString } from "./support/localD1";
import { createUser, unique, watchDialogs, signInAt } from "./support/staff";

/**
 * Decision record 0029: a reply written in the request leaves through the outbox (the
 * e2e server's transport is the local mail sink) and shows in the request's history; staff see
 * times in their own time zone, the browser's or the one chosen in the profile. Set REPLY_SHOTS
 * to a folder to keep screenshots of the request screen and the profile's field.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.29" } });

const shot = async (page: Page, name: string) => {
  if (process.env.REPLY_SHOTS) await page.screenshot({ path: `${process.env.REPLY_SHOTS}/${name}.png`, fullPage: true });
};
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1366]) {
  test(`at ${width} px a reply written in the request is queued, delivered to the mail sink and shown in its history`, async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const rep = await createUser(request, "admin");
    const name = `Pat <b>Reyes</b> ${unique("r")}`;
    const [id] = await insertInboxRows([{ name, company: "Harbor Bank", email: "pat.reyes@harbor-bank.example", at: "2026-11-20T09:15:00.000Z" }]);
    await signInAt(page, `/admin/sales-requests/${id}`, rep);
    const reply = page.getByRole("form", { name: `Reply to ${name}` });
    await expect(reply.getByLabel("Subject")).toHaveValue("Re: your request to Meridian Financial Software");
    await expect(reply).toContainText("To pat.reyes@harbor-bank.example");

    // Nothing written: refused beside the field, nothing queued.
    await reply.getByLabel("Message").fill("   ");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Write the reply" })).toBeVisible();
    expect(queryD1(`SELECT id FROM email_outbox WHERE sales_request_id = ${sqlString(id!)}`)).toEqual([]);

    const body = `Dear Pat,\n\nThanks for asking about <General Ledger> & pricing.\nBest regards`;
    await reply.getByLabel("Message").fill(body);
    await reply.getByRole("button", { name: "Send reply" }).click();
    const flash = page.getByRole("status").filter({ hasText: "Reply queued for pat.reyes@harbor-bank.example" });
    await expect(flash).toBeVisible();
    await expect(flash).toBeInViewport();
    const entry = page.locator("ol.history li").filter({ hasText: "Reply sent by" });
    await expect(entry).toContainText(`Reply sent by ${rep.name}: Re: your request to Meridian Financial Software`);
    // What was said, not only its subject, as written (line breaks kept, nothing interpreted).
    expect(await entry.locator("blockquote").evaluate((q) => q.textContent)).toBe(body);

    // The drain runs after the response (waitUntil): wait for what it records.
    await expect
      .poll(() => queryD1<{ status: string }>(`SELECT status FROM email_outbox WHERE sales_request_id = ${sqlString(id!)} AND kind = 'staff'`))
      .toEqual([{ status: "delivered" }]);
    await page.reload();
    await expect(entry.locator(".status")).toHaveText("Delivered");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const { violations } = await axeBuilder(page).include("main, .admin-body").analyze();
    expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    await entry.scrollIntoViewIfNeeded();
    await shot(page, `request-reply-${width}`);

    // Admins may see the outbox: the entry links to the message, as the sink received it.
    await entry.getByRole("link", { name: "Delivery details" }).click();
    await expect(page.getByRole("heading", { name: "Received by the local mail catcher" })).toBeVisible();
    await expect(page.locator("pre.outbox-text")).toContainText("Thanks for asking about <General Ledger> & pricing.");
    await expect(page.locator("pre.outbox-text")).toContainText(rep.name);
    await expect(page.locator(".detail-list").first()).toContainText("pat.reyes@harbor-bank.example");
    await expect(page.locator(".detail-list").first()).toContainText("sales@meridian-fs.example");
    await expect(page.frameLocator("iframe.outbox-html").getByText("Thanks for asking about <General Ledger> & pricing.")).toBeVisible();
    expect(dialogs).toEqual([]);
  });
}

test.describe("in the browser's time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  for (const width of [390, 1366]) {
    test(`at ${width} px a staff member in Tokyo sees the request's times in Tokyo time, stored in UTC`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const rep = await createUser(request, "editor");
      const name = `Tokyo ${unique("t")}`;
      const [id] = await insertInboxRows([{ name, at: "2026-11-20T20:30:00.000Z" }]);
      await signInAt(page, `/admin/sales-requests/${id}`, rep);
      // 20:30 UTC is 05:30 the next morning in Tokyo: rendered so by the server (no text swapped after load).
      const received = page.locator(`time[datetime="2026-11-20T20:30:00.000Z"]`).first();
      await expect(received).toHaveText("Nov 21, 2026, 05:30 UTC+9");
      const served = await (await request.get(`/admin/sales-requests/${id}`, { headers: { Cookie: await cookieHeader(page) } })).text();
      expect(served).toContain("Nov 21, 2026, 05:30 UTC+9");
      // The inbox list too.
      await page.goto(`/admin/sales-requests?q=${encodeURIComponent(name)}`);
      await expect(page.locator(`time[datetime="2026-11-20T20:30:00.000Z"]`).first()).toHaveText("Nov 21, 2026, 05:30 UTC+9");
    });
  }
});

test("the profile's time zone overrides the browser's, for every staff screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const rep = await createUser(request, "editor");
  const [id] = await insertInboxRows([{ name: `Zone ${unique("z")}`, at: "2026-07-01T12:00:00.000Z" }]);
  await signInAt(page, "/admin/profile", rep);
  const zone = page.getByLabel("Show times in");
  await expect(zone).toHaveValue("");
  await zone.selectOption("America/New_York");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Times now show in America/New York." })).toBeVisible();
  await expect(page.getByText("Staff screens show times in America/New York. Times are stored in UTC.")).toBeVisible();
  await zone.scrollIntoViewIfNeeded();
  await shot(page, "profile-time-zone-390");
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, "profile-time-zone-1366");
  expect(queryD1(`SELECT time_zone FROM staff_users WHERE email = ${sqlString(rep.email)}`)).toEqual([{ time_zone: "America/New_York" }]);
  await page.goto(`/admin/sales-requests/${id}`);
  await expect(page.locator(`time[datetime="2026-07-01T12:00:00.000Z"]`).first()).toHaveText("Jul 1, 2026, 08:00 UTC-4");
});

async function cookieHeader(page: Page) {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

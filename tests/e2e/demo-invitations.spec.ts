import { expect, test } from "./support/appTest";
import { queryD1, sqlString } from "./support/localD1";
import { ADMIN, unique, signInAt } from "./support/staff";
import { invitationPathIn, sinkMessageText } from "./support/mailSink";
import { testDay } from "../support/testClock";

/**
 * Demo invitations (decision record 0026), end to end through the local mail sink: staff add a demo user without any
 * password; the invitation leaves through the outbox and reaches the sink; the prospect opens the
 * link, chooses their own password and is in; the link then no longer works. A demo access that
 * ends within 3 days makes one reminder to the staff member who added it.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.32.2" } });

const messageTo = (to: string, subjectLike = "%") =>
  queryD1<{ id: string; status: string; subject: string }>(
    `SELECT id, status, subject FROM email_outbox WHERE to_address = ${sqlString(to)} AND subject LIKE ${sqlString(subjectLike)} ORDER BY created_at`,
  );

test("a prospect invited by e-mail chooses their own password through the link, once", async ({ page, browser }) => {
  const username = unique("invitee");
  const email = `${username}@prospect-bank.example`;
  await signInAt(page, "/admin/demo/users/new", ADMIN);
  // Staff never type or see a password for the prospect.
  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  await expect(page.getByText("you never see or send a password")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/demo-user-new-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel("Name", { exact: true }).fill("Morgan Invitee");
  await page.getByLabel("Company", { exact: true }).fill("Prospect Bank");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Username").fill(username);
  // A month's access unless staff choose otherwise.
  await expect(page.getByLabel("Access until")).toHaveValue(testDay(30));
  await page.getByRole("button", { name: "Create demo user" }).click();
  // The link, shown this once to hand over by hand if the e-mail is slow.
  await expect(page.getByRole("heading", { name: `Demo user ${username} added` })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "on its way" })).toHaveText(`The invitation is on its way to ${email}.`);
  const shownLink = await page.getByLabel("Invitation link").inputValue();
  expect(shownLink).toMatch(/^http:\/\/[^/]+\/demo\/invitation\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole("link", { name: "Back to demo users" }).click();
  await expect(page).toHaveURL("/admin/demo/users");
  expect(await page.content()).not.toContain(new URL(shownLink).pathname);

  // The invitation reaches the local mail sink.
  await expect.poll(() => messageTo(email)[0]?.status, { timeout: 60_000 }).toBe("delivered");
  const [message] = messageTo(email);
  await page.goto(`/admin/outbox/${message!.id}`);
  await expect(page.getByRole("heading", { name: "Received by the local mail catcher" })).toBeVisible();
  await expect(page.locator(".detail-list").last()).toContainText(email);
  const text = (await page.locator("pre.outbox-text").textContent())!;
  expect(text).toContain(`Your username: ${username}`);
  // Staff read the message with the link's token hidden, in the text and in the HTML part: the
  // link would let them choose the prospect's password.
  expect(text).toMatch(/\/demo\/invitation\/\[hidden\]/);
  expect(text).not.toMatch(/\/demo\/invitation\/[A-Za-z0-9_-]{43}/);
  expect(await page.content()).not.toMatch(/\/demo\/invitation\/[A-Za-z0-9_-]{43}/);
  // The prospect's copy has it (the message as the outbox sent it, in the local mail catcher).
  const path = invitationPathIn(sinkMessageText(message!.id)!);
  expect(new URL(shownLink).pathname).toBe(path);
  // The outbox says what the message is.
  await page.goto("/admin/outbox");
  await expect(page.locator("li, tr").filter({ hasText: email }).first()).toContainText(`Demo invitation to ${email}`);
  // At rest only the token's hash, and the outbox row sealed (decision record 0026).
  const token = path.split("/").pop()!;
  expect(queryD1(`SELECT 1 FROM demo_invitations WHERE token_hash = ${sqlString(token)}`)).toHaveLength(0);
  const [stored] = queryD1<{ body_text: string }>(`SELECT body_text FROM email_outbox WHERE id = ${sqlString(message!.id)}`);
  expect(stored!.body_text).toMatch(/^aesgcm:v1:/);
  expect(stored!.body_text).not.toContain(token);

  // The prospect, in a browser of their own.
  const prospect = await (await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.32.3" } })).newPage();
  await prospect.goto(path);
  await expect(prospect.getByRole("heading", { name: "Welcome, Morgan Invitee" })).toBeVisible();
  for (const width of [390, 1366]) {
    await prospect.setViewportSize({ width, height: 844 });
    await prospect.screenshot({ path: `test-results/demo-invitation-${width}.png`, fullPage: true });
  }
  await prospect.getByLabel("New password").fill("short");
  await prospect.getByLabel("Type it again").fill("short");
  await prospect.getByRole("button", { name: "Save password and open the demos" }).click();
  await expect(prospect.getByText("Password must be at least 12 characters")).toBeVisible();
  await prospect.getByLabel("New password").fill("morgan-chose-this-one-7");
  await prospect.getByLabel("Type it again").fill("morgan-chose-this-one-7");
  await prospect.getByRole("button", { name: "Save password and open the demos" }).click();
  await expect(prospect).toHaveURL("/demo");
  await expect(prospect.getByRole("heading", { name: "Welcome, Morgan Invitee" })).toBeVisible();

  // Once only.
  const again = await (await browser.newContext()).newPage();
  await again.goto(path);
  await expect(again.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

  // And the password is theirs: the demo sign-in takes it.
  const later = await (await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.32.4" } })).newPage();
  await later.goto("/demo");
  await later.getByLabel("Username").fill(username);
  await later.getByLabel("Password").fill("morgan-chose-this-one-7");
  await later.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(later.getByRole("heading", { name: "Welcome, Morgan Invitee" })).toBeVisible();
});

test("a demo access ending within 3 days tells the staff member who added it, once", async ({ page }) => {
  const username = unique("ending");
  await signInAt(page, "/admin/demo/users/new", ADMIN);
  await page.getByLabel("Name", { exact: true }).fill("Avery Ending");
  await page.getByLabel("Email", { exact: true }).fill(`${username}@prospect-bank.example`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Access until").fill(testDay(2));
  await page.getByRole("button", { name: "Create demo user" }).click();
  await expect(page.getByRole("heading", { name: `Demo user ${username} added` })).toBeVisible();
  await expect.poll(() => messageTo(ADMIN.email, "Demo access ends in 3 days: Avery Ending")[0]?.status, { timeout: 60_000 }).toBe("delivered");
  // More traffic runs the scheduled work again: still one reminder.
  await page.goto("/admin/demo/users");
  await page.reload();
  expect(messageTo(ADMIN.email, "Demo access ends in 3 days: Avery Ending")).toHaveLength(1);
});

import { type Page, expect, test } from "./support/appTest";
import { insertInboxRows } from "./support/inboxRows";
import { createUser, signIn, signedInWithoutJs, statusMessage, unique, signInAt } from "./support/staff";

/**
 * Saved views (decision record 0024): a rep saves the inbox's filters and order under a name, sees
 * it beside the built-in views, shares it with the team (a colleague then sees it too, but cannot
 * change it) and deletes it; and the same without JavaScript.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.45" } });

const views = (page: Page) => page.getByRole("navigation", { name: "Inbox views" });
const showing = (page: Page) => statusMessage(page).filter({ hasText: "Showing" });

async function saveView(page: Page, name: string, options: { share?: boolean } = {}) {
  await page.getByText("Save or manage views").click();
  await page.getByLabel("View name").fill(name);
  if (options.share) await page.getByLabel("Share with the team").first().check();
  await page.getByRole("button", { name: "Save view" }).click();
}

test("a rep saves a filtered, sorted inbox as a view, shares it with a colleague, and deletes it", async ({ page, browser, request }) => {
  const marker = unique("views");
  await insertInboxRows([
    { name: "Ada Keel", company: `Keel ${marker}`, status: "qualified", at: "2026-02-03T10:00:00.000Z" },
    { name: "Bo Keel", company: `Keel ${marker}`, status: "qualified", at: "2026-02-04T10:00:00.000Z" },
    { name: "Cy Keel", company: `Keel ${marker}`, status: "new", at: "2026-02-05T10:00:00.000Z" },
  ]);
  const name = `Qualified ${marker}`.slice(0, 60);
  await signInAt(page, `/admin/sales-requests?q=${marker}&status=qualified&sort=name&dir=desc`);
  await expect(showing(page)).toHaveText("Showing 1–2 of 2 requests.");
  await saveView(page, name);
  await expect(statusMessage(page).filter({ hasText: "Saved the view" })).toHaveText(`Saved the view “${name}”.`);
  const link = views(page).getByRole("link", { name });
  await expect(link).toHaveAttribute("aria-current", "page");

  // From the plain inbox, the view's link brings its filters and order back.
  await page.goto("/admin/sales-requests");
  await expect(link).not.toHaveAttribute("aria-current", "page");
  await link.click();
  await expect(showing(page)).toHaveText("Showing 1–2 of 2 requests.");
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ q: marker, status: "qualified", sort: "name", dir: "desc" });
  await expect(page.locator(".inbox-table .cell-name")).toHaveText(["Bo Keel", "Ada Keel"]);

  // A colleague does not see it until it is shared.
  const colleague = await createUser(request, "editor");
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.18.30.46" } });
  const theirs = await other.newPage();
  await signIn(theirs, colleague);
  await theirs.goto("/admin/sales-requests");
  await expect(views(theirs).getByRole("link", { name: "Cy Keel" })).toHaveCount(0);
  await expect(views(theirs).getByRole("link", { name: new RegExp(name) })).toHaveCount(0);

  await page.getByText("Save or manage views").click();
  await page.getByRole("link", { name: `Rename ${name}` }).click();
  const rename = page.getByRole("form", { name: `Rename ${name}` });
  await rename.getByLabel("Name").fill(`${name} team`.slice(0, 60));
  await rename.getByLabel("Share with the team").check();
  await rename.getByRole("button", { name: "Save" }).click();
  const shared = `${name} team`.slice(0, 60);
  await expect(statusMessage(page).filter({ hasText: "Saved the view" })).toHaveText(`Saved the view “${shared}”, shared with the team.`);
  await expect(views(page).getByRole("link", { name: `${shared} · shared` })).toBeVisible();

  await theirs.reload();
  const seen = views(theirs).getByRole("link", { name: new RegExp(`^${shared} · `) });
  await expect(seen).toBeVisible();
  await seen.click();
  await expect(theirs.locator(".inbox-table .cell-name")).toHaveText(["Bo Keel", "Ada Keel"]);
  // Theirs to read, not to change: it is not among the colleague's own views.
  await theirs.getByText("Save or manage views").click();
  await expect(theirs.getByRole("button", { name: `Delete ${shared}` })).toHaveCount(0);
  await expect(theirs.getByRole("link", { name: `Rename ${shared}` })).toHaveCount(0);

  // Deleted by its owner, confirmed in the shell's modal: gone for both.
  await page.getByText("Save or manage views").click();
  await page.getByRole("button", { name: `Delete ${shared}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the view “${shared}”?` });
  await confirm.getByRole("button", { name: "OK" }).click();
  await expect(statusMessage(page).filter({ hasText: "Deleted the view" })).toHaveText(`Deleted the view “${shared}”.`);
  await expect(views(page).getByRole("link", { name: new RegExp(shared) })).toHaveCount(0);
  await theirs.reload();
  await expect(views(theirs).getByRole("link", { name: new RegExp(shared) })).toHaveCount(0);
  await other.close();
});

test("without JavaScript a view is saved, refused with a reason, and deleted on a second step", async ({ browser }) => {
  const { context, page } = await signedInWithoutJs(browser, "198.18.30.47");
  const name = `No-JS ${unique("v")}`;
  await page.goto("/admin/sales-requests?status=new&assignee=none");
  await saveView(page, name);
  await expect(statusMessage(page).filter({ hasText: "Saved the view" })).toHaveText(`Saved the view “${name}”.`);
  await expect(views(page).getByRole("link", { name })).toHaveAttribute("href", "/admin/sales-requests?status=new&assignee=none");

  // The same name again: refused beside the field, the typed name kept.
  await saveView(page, name);
  await expect(page.getByText("You already have a view with that name").first()).toBeVisible();
  await expect(page.getByLabel("View name")).toHaveValue(name);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the view “${name}”?` });
  await confirm.getByRole("button", { name: "Delete view" }).click();
  await expect(statusMessage(page).filter({ hasText: "Deleted the view" })).toHaveText(`Deleted the view “${name}”.`);
  await expect(views(page).getByRole("link", { name })).toHaveCount(0);
  await context.close();
});

import { type Page, expect, test } from "./support/appTest";
import { axeBuilder } from "./support/axe";
import { submitSalesRequest } from "./support/salesRequests";
import { createUser, signIn, statusMessage, unique } from "./support/staff";

/**
 * The sales team's day: open a request, call or mail the prospect, note what happened, hand the
 * request to a colleague, and move several requests on at once. Every change shows in history.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.18.2" } });

async function openInbox(page: Page, search: string) {
  await page.goto(`/admin/sales-requests?q=${encodeURIComponent(search)}`);
}

test("a note clears after saving; email and phone are links; assigning shows in history and the 'mine' filter", async ({ page, request }) => {
  const marker = unique("assign");
  const colleague = await createUser(request, "editor");
  await submitSalesRequest(request, { name: `Nora ${marker}`, email: "nora@bank.example", phone: "+1 (555) 0142" });
  await signIn(page);
  await openInbox(page, marker);
  await page.getByRole("link", { name: `Nora ${marker}` }).click();

  await expect(page.getByRole("link", { name: "nora@bank.example" })).toHaveAttribute("href", "mailto:nora@bank.example");
  await expect(page.getByRole("link", { name: "+1 (555) 0142" })).toHaveAttribute("href", "tel:+15550142");

  const note = page.getByLabel("Internal note");
  await note.fill("Called, left a message.");
  await page.getByLabel("Assigned to").selectOption({ label: colleague.name });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(statusMessage(page)).toHaveText("Saved.");
  await expect(note).toHaveValue("");
  const history = page.locator("ol.history");
  await expect(history).toContainText("Called, left a message.");
  await expect(history).toContainText(`Assigned: nobody → ${colleague.name}`);
  await expect(page.getByLabel("Assigned to")).toHaveValue(/.+/);

  // Saving again with an empty note and nothing changed records nothing twice.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Change the status, the assignee or the follow-up date, or write a note");
  await expect(history.locator("li")).toHaveCount(1);

  // Taken over by the admin: it is now in the admin's "mine" list, and no longer the colleague's.
  await page.getByLabel("Assigned to").selectOption({ label: (await page.locator(".admin-who strong").innerText()).trim() });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(history).toContainText(`Assigned: ${colleague.name} →`);
  await openInbox(page, marker);
  await page.getByLabel("Assigned to").selectOption("mine");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/assignee=mine/);
  await expect(page.locator("table.admin-table tbody tr")).toHaveCount(1);
  await page.getByLabel("Assigned to").selectOption("none");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(statusMessage(page)).toHaveText("No requests match.");
});

test("several selected requests change status at once, each recorded in its own history", async ({ page, request }) => {
  const marker = unique("bulk");
  for (const name of ["Ada", "Ben", "Cy"]) await submitSalesRequest(request, { name: `${name} ${marker}` });
  await signIn(page);
  await openInbox(page, marker);
  await expect(page.locator("table.admin-table tbody tr")).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Select the request from Ada ${marker}` }).check();
  await page.getByRole("checkbox", { name: `Select the request from Cy ${marker}` }).check();
  await page.getByLabel("New status for the selected requests").selectOption("contacted");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(statusMessage(page).filter({ hasText: "set to" })).toHaveText("2 requests set to Contacted. Undo");
  const statusOf = (name: string) => page.locator("table.admin-table tbody tr", { hasText: `${name} ${marker}` }).locator('td[data-label="Status"]');
  await expect(statusOf("Ada")).toHaveText("Contacted");
  await expect(statusOf("Cy")).toHaveText("Contacted");
  await expect(statusOf("Ben")).toHaveText("New");
  await expect(page).toHaveURL(new RegExp(`q=${marker}`)); // the filters are kept

  await page.getByRole("link", { name: `Cy ${marker}` }).click();
  await expect(page.locator("ol.history")).toContainText("Status: New → Contacted");

  // Nothing selected: told so, nothing changed.
  await openInbox(page, marker);
  await page.getByLabel("New status for the selected requests").selectOption("closed");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("alert")).toHaveText("Select at least one request");
  await expect(statusOf("Ben")).toHaveText("New");
});

test("the inbox and a request have no axe violations", async ({ page, request }) => {
  const marker = unique("axe");
  await submitSalesRequest(request, { name: `Axe ${marker}` });
  await signIn(page);
  await openInbox(page, marker);
  expect((await axeBuilder(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("link", { name: `Axe ${marker}` }).click();
  expect((await axeBuilder(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

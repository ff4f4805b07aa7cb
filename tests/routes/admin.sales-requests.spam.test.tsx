import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests.spam";
import { itGuards } from "./support/access";
import { openAs, suspectedSpam } from "./support/fixtures";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/sales-requests/spam", inAdmin: true };
const spamItem = async (name: string) => (await screen.findByRole("heading", { level: 2, name: new RegExp(name) })).closest("article")!;

describe("/admin/sales-requests/spam (app/routes/admin.sales-requests.spam.tsx)", () => {
  itGuards(route, at);

  it("shows a suspected request with its sender, company and the signal that marked it", async () => {
    const spam = await suspectedSpam(env, { Comments: "Cheap links for your bank." });
    await openAs("editor", route, at, "Suspected spam");
    const item = await spamItem(spam.Name);
    expect(within(item).getByText(/Bulk Links Ltd/)).toBeTruthy();
    expect(within(item).getByText("Filled in the hidden field that only automated senders see")).toBeTruthy();
    expect(within(item).getByText("Cheap links for your bank.")).toBeTruthy();
  });

  it("Not spam moves the request into the inbox, with its audit row, and says so", async () => {
    const spam = await suspectedSpam(env);
    const { staff } = await openAs("editor", route, at);
    fireEvent.click(within(await spamItem(spam.Name)).getByRole("button", { name: "Not spam" }));
    expect(await screen.findByText(`Restored the request from ${spam.Name}: it is in the inbox and its e-mails are queued.`)).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: new RegExp(spam.Name) })).toBeNull();
    expect(await env.DB.prepare("SELECT name FROM sales_requests WHERE id = ?1").bind(spam.id).first()).toEqual({ name: spam.Name });
    expect(await env.DB.prepare("SELECT id FROM suspected_spam WHERE id = ?1").bind(spam.id).first()).toBeNull();
    await expect(env.DB).toHaveAuditRow({ action: "request.not_spam", actorId: staff.user.id, target: spam.id });
  });

  it("a request restored in another tab is refused with the reason, and nothing is stored twice", async () => {
    const spam = await suspectedSpam(env);
    await openAs("admin", route, at);
    const button = within(await spamItem(spam.Name)).getByRole("button", { name: "Not spam" });
    await env.DB.prepare("DELETE FROM suspected_spam WHERE id = ?1").bind(spam.id).run();
    fireEvent.click(button);
    expect(await screen.findByText("This request is no longer in Suspected spam: it was restored or deleted.")).toBeTruthy();
    expect(await env.DB.prepare("SELECT id FROM sales_requests WHERE id = ?1").bind(spam.id).first()).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.outbox._index";
import { itGuards } from "./support/access";
import { failedEmail, openAs } from "./support/fixtures";
import { press } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
// Failed messages only, a page of 100: the ones this file makes, whatever other files queue meanwhile.
const at = { path: "/admin/outbox", url: "/admin/outbox?status=failed&pageSize=100", inAdmin: true, landings: ["/admin/outbox/:id"] };

describe("/admin/outbox (app/routes/admin.outbox._index.tsx)", () => {
  itGuards(route, at, "editor");

  it("lists a failed message with its recipient, status and the transport's last error", async () => {
    const email = await failedEmail(env);
    await openAs("admin", route, at, "Outbox");
    const row = (await screen.findByRole("link", { name: email.subject })).closest("tr")!;
    expect(within(row).getByText(new RegExp(`to ${email.to}$`))).toBeTruthy();
    expect(within(row).getByText("Failed, will retry")).toBeTruthy();
    expect(within(row).getByText(email.lastError)).toBeTruthy();
  });

  it("resends a failed message: queued again, audited, and the message's screen opens", async () => {
    const email = await failedEmail(env);
    const { staff } = await openAs("admin", route, at, "Outbox");
    await screen.findByRole("link", { name: email.subject });
    press(`Resend “${email.subject}” to ${email.to}`);
    expect(await screen.findByRole("heading", { name: "Landed on /admin/outbox/:id" })).toBeTruthy();
    // Queued again and handed to the drain at once: pending, sending or already delivered, no longer failed.
    const row = await env.DB.prepare("SELECT status, last_error FROM email_outbox WHERE id = ?1").bind(email.id).first<{ status: string }>();
    expect(row).toMatchObject({ status: expect.stringMatching(/^(pending|sending|delivered)$/), last_error: null });
    await expect(env.DB).toHaveAuditRow({ action: "outbox.resend", actorId: staff.user.id, target: email.id });
  });

  it("a malformed filter is named, and the unfiltered list shown instead", async () => {
    await openAs("admin", route, { ...at, url: "/admin/outbox?status=lost" }, "Outbox");
    expect((await screen.findByRole("alert")).textContent).toMatch(/^The filter was not valid, so none is applied: /);
  });
});

import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.integrations";
import * as help from "../../app/routes/admin.integrations_.help";
import { staffCall } from "../../app/server/operations/staffOperation.server";
import { createWebhookEndpoint } from "../../app/server/webhooks/webhookEndpoints.server";
import { itGuards } from "./support/access";
import { openAs } from "./support/fixtures";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/integrations", inAdmin: true };

describe("/admin/integrations (app/routes/admin.integrations.tsx)", () => {
  itGuards(route, at, "editor");

  it("links the webhook guide staff can read, not a repository path", async () => {
    await openAs("admin", route, at, "Integrations");
    const link = screen.getByRole("link", { name: "How webhooks work" });
    expect(link.getAttribute("href")).toBe("/admin/integrations/help");
    expect(document.body.textContent).not.toContain("docs/webhooks.md");
  });

  it("Send a test event queues a signed webhook.test delivery, sends it at once and says what the receiver did", async () => {
    const { staff } = await openAs("admin", route, at, "Integrations");
    // Nothing listens on this port: the attempt is recorded as refused, and retried like any delivery.
    const url = `http://127.0.0.1:8919/route-test-${crypto.randomUUID().slice(0, 8)}`;
    const made = await createWebhookEndpoint(staffCall(env, staff.user, new Request("http://127.0.0.1/admin/integrations")), env, {
      url,
      events: ["sales_request.updated"],
    });
    expect(made.ok).toBe(true);
    cleanup();
    const { staff: admin } = await openAs("admin", route, at, "Integrations");
    fireEvent.click(await screen.findByRole("button", { name: `Send a test event to ${url}` }));
    expect(await screen.findByText(new RegExp(`Test event sent to ${url}, no answer`))).toBeTruthy();
    const rows = await env.DB.prepare(
      "SELECT d.event, d.attempts, d.state, d.payload FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.url = ?1",
    )
      .bind(url)
      .all<{ event: string; attempts: number; state: string; payload: string }>();
    expect(rows.results).toEqual([expect.objectContaining({ event: "webhook.test", attempts: 1, state: "pending" })]);
    expect(JSON.parse(rows.results[0]!.payload)).toMatchObject({ type: "webhook.test", data: { endpointId: made.ok ? made.endpoint.id : "" } });
    const deliveries = screen.getByRole("table", { name: "Deliveries" });
    const row = within(deliveries)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes(url))!;
    expect(row.textContent).toContain("webhook.test");
    await expect(env.DB).toHaveAuditRow({ action: "webhook.test", actorId: admin.user.id, target: url });
  });
});

describe("/admin/integrations/help (app/routes/admin.integrations_.help.tsx)", () => {
  const helpAt = { path: "/admin/integrations/help", inAdmin: true };
  itGuards(help, helpAt, "editor");

  it("shows the webhook guide: the events, the signature, a receiver", async () => {
    await openAs("admin", help, helpAt, "How webhooks work");
    expect(screen.getByRole("heading", { level: 2, name: "Events" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "webhook.test" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: /A receiver/ })).toBeTruthy();
    expect(document.querySelector(".webhook-guide-body pre code")?.textContent).toContain("timingSafeEqual");
  });
});

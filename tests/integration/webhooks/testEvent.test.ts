import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifiedSignatures } from "../../../app/server/webhooks/signature.server";
import { drainWebhooks } from "../../../app/server/webhooks/webhookDelivery.server";
import { createWebhookEndpoint, sendWebhookTestEvent, setWebhookPaused, testDeliveryOutcome } from "../../../app/server/webhooks/webhookEndpoints.server";
import { appEnv, createStaff } from "../auth";
import { callAs, whileAuditRefused } from "../operations/atomicity";

/**
 * "Send a test event" on /admin/integrations: a real `webhook.test` message, signed and sent by the
 * drain like every delivery, to the one endpoint named, whatever events it subscribes to.
 */
async function endpoint() {
  const admin = await createStaff("admin");
  const made = await createWebhookEndpoint(callAs(admin), appEnv(), { url: `http://127.0.0.1:8848/crm-${crypto.randomUUID()}`, events: ["demo.requested"] });
  if (!made.ok) throw new Error(made.error);
  return { admin, ...made };
}

describe("a test event", () => {
  it("is signed with the endpoint's secret, carries its id, and is recorded delivered with the receiver's status", async () => {
    const { admin, endpoint: e, secret } = await endpoint();
    const sent = await sendWebhookTestEvent(callAs(admin), { id: e.id });
    expect(sent).toMatchObject({ ok: true });
    const got: { url: string; id: string; timestamp: string; signature: string; body: string }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const h = new Headers(init?.headers);
      got.push({
        url: String(input),
        id: h.get("webhook-id")!,
        timestamp: h.get("webhook-timestamp")!,
        signature: h.get("webhook-signature")!,
        body: String(init?.body),
      });
      return new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;
    await drainWebhooks(appEnv(), { fetch });
    const mine = got.filter((g) => g.url === e.url);
    expect(mine).toHaveLength(1);
    expect(await verifiedSignatures(secret, mine[0]!.id, mine[0]!.timestamp, mine[0]!.body, mine[0]!.signature)).toEqual([0]);
    expect(JSON.parse(mine[0]!.body)).toMatchObject({ type: "webhook.test", data: { endpointId: e.id, message: expect.stringContaining("2xx") } });
    const deliveryId = sent.ok ? sent.deliveryId : "";
    expect(await testDeliveryOutcome(env.DB, deliveryId, e.url)).toBe(`Test event delivered to ${e.url}: it answered 204.`);
    const audit = await env.DB.prepare("SELECT actor_id FROM staff_audit WHERE action = 'webhook.test' AND target = ?1").bind(e.url).all();
    expect(audit.results).toEqual([{ actor_id: admin.id }]);
  });

  it("says a refused attempt will be retried", async () => {
    const { admin, endpoint: e } = await endpoint();
    const sent = await sendWebhookTestEvent(callAs(admin), { id: e.id });
    const fetch = (async () => new Response("nope", { status: 500 })) as typeof globalThis.fetch;
    await drainWebhooks(appEnv(), { fetch });
    expect(await testDeliveryOutcome(env.DB, sent.ok ? sent.deliveryId : "", e.url)).toBe(
      `Test event sent to ${e.url}, it answered 500: it is retried like any delivery, see Deliveries.`,
    );
  });

  it("is refused for a paused endpoint, an unknown one and an editor, and queues nothing when the audit log refuses", async () => {
    const { admin, endpoint: e } = await endpoint();
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?1").bind(e.id).first<{ n: number }>())!.n;
    // The delivery and its audit row are one batch: the refused audit row takes the delivery with it.
    const thrown = await whileAuditRefused(() => sendWebhookTestEvent(callAs(admin), { id: e.id }));
    expect(thrown).toBeInstanceOf(Error);
    expect(await count()).toBe(0);
    expect(await sendWebhookTestEvent(callAs(await createStaff("editor")), { id: e.id })).toMatchObject({ ok: false, status: 403 });
    expect(await sendWebhookTestEvent(callAs(admin), { id: crypto.randomUUID() })).toMatchObject({ ok: false, status: 404 });
    await setWebhookPaused(callAs(admin), { id: e.id }, true);
    expect(await sendWebhookTestEvent(callAs(admin), { id: e.id })).toMatchObject({ ok: false, status: 409 });
    expect(await count()).toBe(0);
  });
});

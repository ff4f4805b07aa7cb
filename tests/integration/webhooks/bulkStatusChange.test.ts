import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { bulkChangeMatching, bulkChangeSalesRequestStatus, undoBulkChange } from "../../../app/server/sales/salesRequestChanges.server";
import { verifiedSignatures } from "../../../app/server/webhooks/signature.server";
import { drainWebhooks } from "../../../app/server/webhooks/webhookDelivery.server";
import { createWebhookEndpoint } from "../../../app/server/webhooks/webhookEndpoints.server";
import { appEnv, createStaff } from "../auth";
import { callAs, whileAuditRefused } from "../operations/atomicity";

/**
 * A bulk status change, "all matching" and their Undo send `sales_request.updated` for each
 * request they change, as one change does (decision record 0043): what a CRM's receiver gets.
 */
async function makeRequest(company: string, status = "new") {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, status) VALUES (?1, ?2, 'General Ledger', 'Pat', ?3, 'x@example.com', '555', ?4)",
  )
    .bind(id, crypto.randomUUID(), company, status)
    .run();
  return id;
}

interface Event {
  type: string;
  timestamp: string;
  data: { id: string; status: string; previousStatus: string; assigneeId: string | null; changed: string[]; updatedAt: string };
}

/** Drains every due delivery into a receiver answering 204; the events it got, and whether every signature verified. */
async function received(secret: string) {
  const bodies: { id: string; timestamp: string; signature: string; body: string }[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const h = new Headers(init?.headers);
    bodies.push({ id: h.get("webhook-id")!, timestamp: h.get("webhook-timestamp")!, signature: h.get("webhook-signature")!, body: String(init?.body) });
    return new Response(null, { status: 204 });
  }) as typeof globalThis.fetch;
  await drainWebhooks(appEnv(), { fetch, now: () => new Date(Date.now() + 60_000) });
  for (const b of bodies) expect(await verifiedSignatures(secret, b.id, b.timestamp, b.body, b.signature)).toEqual([0]);
  return bodies.map((b) => JSON.parse(b.body) as Event);
}

const byId = (events: Event[]) => Object.fromEntries(events.map((e) => [e.data.id, e]));

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
});

async function endpoint() {
  const admin = await createStaff("admin");
  const made = await createWebhookEndpoint(callAs(admin), appEnv(), { url: "http://127.0.0.1:8846/crm", events: ["sales_request.updated"] });
  if (!made.ok) throw new Error(made.error);
  return made.secret;
}

describe("a bulk status change sends sales_request.updated for each request it changes", () => {
  it("the selected requests: one event each, none for a request already in that status", async () => {
    const secret = await endpoint();
    const rep = await createStaff("editor");
    const company = `Bulk hook ${crypto.randomUUID()}`;
    const [a, b, already] = [await makeRequest(company), await makeRequest(company, "contacted"), await makeRequest(company, "closed")];
    const change = await bulkChangeSalesRequestStatus(callAs(rep), { ids: [a, b, already], status: "closed" });
    expect(change).toMatchObject({ ok: true, changed: 2 });
    const events = await received(secret);
    expect(events).toHaveLength(2);
    expect(byId(events)).toEqual({
      [a]: {
        type: "sales_request.updated",
        timestamp: change.ok ? change.at : "",
        data: {
          id: a,
          status: "closed",
          previousStatus: "new",
          assigneeId: null,
          previousAssigneeId: null,
          changed: ["status"],
          updatedAt: change.ok ? change.at : "",
        },
      },
      [b]: expect.objectContaining({ data: expect.objectContaining({ id: b, status: "closed", previousStatus: "contacted" }) }),
    });
  });

  it("all matching requests: one event each; its Undo sends each request's way back", async () => {
    const secret = await endpoint();
    const rep = await createStaff("editor");
    const company = `Matching hook ${crypto.randomUUID()}`;
    const ids = [await makeRequest(company), await makeRequest(company), await makeRequest(company, "qualified")];
    const change = await bulkChangeMatching(callAs(rep), { status: "qualified" }, salesRequestQuerySchema.parse({ q: company }));
    if (!change.ok) throw new Error(change.error);
    expect(change.changed).toBe(2);
    const sent = byId(await received(secret));
    expect(Object.keys(sent).sort()).toEqual([ids[0], ids[1]].sort());
    expect(sent[ids[0]!]!.data).toMatchObject({ status: "qualified", previousStatus: "new", changed: ["status"] });

    const undo = await undoBulkChange(callAs(rep), { at: change.at }, new Date(Date.parse(change.at) + 1_000));
    expect(undo).toEqual({ ok: true, undone: 2, kept: 0 });
    const back = byId(await received(secret));
    expect(Object.keys(back).sort()).toEqual([ids[0], ids[1]].sort());
    expect(back[ids[1]!]!.data).toMatchObject({ status: "new", previousStatus: "qualified", changed: ["status"] });
  });

  it("a bulk change that is not stored sends nothing", async () => {
    await endpoint();
    const rep = await createStaff("editor");
    const a = await makeRequest(`Refused hook ${crypto.randomUUID()}`);
    const error = await whileAuditRefused(() => bulkChangeSalesRequestStatus(callAs(rep), { ids: [a], status: "closed" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE payload LIKE ?1").bind(`%${a}%`).first("n")).toBe(0);
  });
});

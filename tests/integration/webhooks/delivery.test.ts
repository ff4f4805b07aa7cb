import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { contactSchema } from "../../../app/lib/contact/schema";
import { checkHealth } from "../../../app/server/admin/health.server";
import { changeSalesRequest } from "../../../app/server/sales/salesRequestChanges.server";
import { createSalesRequest } from "../../../app/server/sales/salesRequests.server";
import { verifiedSignatures } from "../../../app/server/webhooks/signature.server";
import { drainWebhooks } from "../../../app/server/webhooks/webhookDelivery.server";
import { createWebhookEndpoint, rotateWebhookSecret } from "../../../app/server/webhooks/webhookEndpoints.server";
import { client } from "../helpers";
import { appEnv, createStaff, signedInHeaders } from "../auth";
import { callAs } from "../operations/atomicity";
import { validRequest } from "../contact/fixtures";

/**
 * Signed webhooks (decision record 0043), end to end inside workerd: an endpoint added through the
 * API, a lead stored, the drain delivering to a receiver. workerd cannot listen on a port, so the
 * receiver is the test's own: the drain's HTTP client, given the request exactly as it would go
 * out (URL, method, headers, body, redirect mode), answers as a receiver on 127.0.0.1 would.
 * `npm run bench:webhooks` runs the same drain against a real HTTP receiver on 127.0.0.1.
 */
interface Arrival {
  url: string;
  redirect: RequestRedirect | undefined;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** A receiver answering each request with the next status of `statuses` (the last one repeats). */
function receiver(statuses: number[]) {
  const arrivals: Arrival[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    arrivals.push({
      url: String(input),
      redirect: init?.redirect,
      id: headers.get("webhook-id") ?? "",
      timestamp: headers.get("webhook-timestamp") ?? "",
      signature: headers.get("webhook-signature") ?? "",
      body: String(init?.body ?? ""),
    });
    const status = statuses[Math.min(arrivals.length - 1, statuses.length - 1)]!;
    return new Response(status === 204 || status === 302 ? null : "answer", {
      status,
      headers: status === 302 ? { Location: "http://127.0.0.1:8843/elsewhere" } : {},
    });
  }) as typeof globalThis.fetch;
  return { arrivals, fetch };
}

const T0 = Date.parse("2026-11-28T10:00:00.000Z");
const at = (ms: number) => () => new Date(T0 + ms);
const siteCtx = (now: Date) => ({ db: env.DB, salesEmail: "sales@meridian-fs.example", siteTitle: "Meridian", siteUrl: "http://127.0.0.1:8788", now });

async function storeLead(overrides: Record<string, unknown> = {}) {
  const input = contactSchema.parse(validRequest({ Email: "ada@example.com", ...overrides }));
  return (await createSalesRequest(siteCtx(new Date(T0)), { ...input, clientId: input.clientId! })).request;
}

beforeEach(async () => {
  // Each test's endpoints only: earlier tests' endpoints would receive its events too.
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
});

describe("webhooks: delivery to a receiver", () => {
  it("a receiver answering 500 then 204 gets the event twice with the same webhook-id, both signatures verify, the log shows both attempts", async () => {
    const admin = await signedInHeaders("admin");
    const created = await client().api.webhooks.$post(
      { json: { url: "http://127.0.0.1:8842/crm", events: ["sales_request.created"], description: "Test CRM" } },
      { headers: admin },
    );
    expect(created.status).toBe(201);
    const endpoint = await created.json();
    expect(endpoint).toMatchObject({ url: "http://127.0.0.1:8842/crm", events: ["sales_request.created"], paused: false });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Sealed at rest: the stored value is not the secret.
    const stored = await env.DB.prepare("SELECT secret FROM webhook_endpoints WHERE id = ?1").bind(endpoint.id).first<{ secret: string }>();
    expect(stored?.secret).toMatch(/^aesgcm:v1:/);
    expect(stored?.secret).not.toContain(endpoint.secret.slice(6));

    const lead = await storeLead({ ContactType: "Request Info", Name: "Grace Hopper" });
    const r = receiver([500, 204]);
    expect(await drainWebhooks(appEnv(), { fetch: r.fetch, now: at(0), random: () => 0.5 })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // Not due again yet: nothing goes out.
    expect(await drainWebhooks(appEnv(), { fetch: r.fetch, now: at(10_000), random: () => 0.5 })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await drainWebhooks(appEnv(), { fetch: r.fetch, now: at(31_000), random: () => 0.5 })).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    expect(r.arrivals).toHaveLength(2);
    const [first, second] = r.arrivals as [Arrival, Arrival];
    expect(first.url).toBe("http://127.0.0.1:8842/crm");
    expect(first.redirect).toBe("manual");
    expect(first.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(second.id).toBe(first.id);
    expect(second.body).toBe(first.body);
    for (const a of r.arrivals) expect(await verifiedSignatures(endpoint.secret, a.id, a.timestamp, a.body, a.signature)).toEqual([0]);
    expect(await verifiedSignatures(endpoint.secret, first.id, first.timestamp, `${first.body} `, first.signature)).toEqual([]);
    const payload = JSON.parse(first.body);
    expect(payload).toMatchObject({
      type: "sales_request.created",
      data: { id: lead.id, contactType: "Request Info", name: "Grace Hopper", email: "ada@example.com", status: "new" },
    });

    const listed = await client().api.webhooks.$get(undefined, { headers: admin });
    expect(listed.status).toBe(200);
    const { deliveries } = await listed.json();
    const mine = deliveries.filter((d) => d.endpointId === endpoint.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ webhookId: first.id, state: "delivered", attempts: 2 });
    expect(mine[0]!.log.map((l) => [l.attempt, l.status])).toEqual([
      [1, 500],
      [2, 204],
    ]);
  });

  it("follows no redirect, and gives up after 24 hours: failed, and counted in /api/health's detail", async () => {
    const admin = await createStaff("admin");
    const made = await createWebhookEndpoint(callAs(admin), appEnv(), { url: "http://127.0.0.1:8843/moved", events: ["sales_request.created"] });
    expect(made.ok).toBe(true);
    await storeLead();
    const r = receiver([302]);
    const report = await drainWebhooks(appEnv(), { fetch: r.fetch, now: at(0), random: () => 0 });
    expect(report.retrying).toBe(1);
    const row = () =>
      env.DB.prepare("SELECT state, attempts, last_status, last_error FROM webhook_deliveries WHERE endpoint_id = ?1")
        .bind(made.ok ? made.endpoint.id : "")
        .first<{ state: string; attempts: number; last_status: number; last_error: string }>();
    expect(await row()).toMatchObject({ state: "pending", attempts: 1, last_status: 302, last_error: "redirect not followed" });
    // Retried while due, each time later, until the next try would fall after 24 hours.
    let ms = 0;
    for (let i = 0; i < 40 && (await row())!.state === "pending"; i++) {
      ms += 5 * 60 * 60 * 1000;
      await drainWebhooks(appEnv(), { fetch: r.fetch, now: at(ms), random: () => 0 });
    }
    expect((await row())!.state).toBe("failed");
    expect(ms).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
    expect(new Set(r.arrivals.map((a) => a.id)).size).toBe(1);
    const health = await checkHealth(appEnv(), new Date(T0 + ms));
    expect(health.checks.webhooks).toMatchObject({ ok: false, state: "failed", failedLastWeek: 1 });
    expect(health.failing).not.toContain("webhooks");
  });

  it("a rotation signs with the new and the old secret for 24 hours, then with the new one only", async () => {
    const admin = await signedInHeaders("admin");
    const created = await client().api.webhooks.$post({ json: { url: "http://127.0.0.1:8844/crm", events: ["sales_request.created"] } }, { headers: admin });
    const { id, secret: oldSecret } = await created.json();
    const rotated = await client().api.webhooks[":id"].rotate.$post({ param: { id } }, { headers: admin });
    expect(rotated.status).toBe(200);
    const { secret: newSecret, previousSecretUntil } = await rotated.json();
    expect(newSecret).not.toBe(oldSecret);
    expect(Date.parse(previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3600_000);

    await storeLead();
    const r = receiver([204]);
    await drainWebhooks(appEnv(), { fetch: r.fetch });
    const a = r.arrivals[0]!;
    expect(a.signature.split(" ")).toHaveLength(2);
    expect(await verifiedSignatures(newSecret, a.id, a.timestamp, a.body, a.signature)).toEqual([0]);
    expect(await verifiedSignatures(oldSecret, a.id, a.timestamp, a.body, a.signature)).toEqual([1]);

    // A day later the old secret is no longer used.
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ?1 WHERE state = 'pending'").bind(new Date(0).toISOString()).run();
    await storeLead();
    const later = receiver([204]);
    await drainWebhooks(appEnv(), { fetch: later.fetch, now: () => new Date(Date.parse(previousSecretUntil) + 1000) });
    const b = later.arrivals[0]!;
    expect(b.signature.split(" ")).toHaveLength(1);
    expect(await verifiedSignatures(newSecret, b.id, b.timestamp, b.body, b.signature)).toEqual([0]);
    expect(await verifiedSignatures(oldSecret, b.id, b.timestamp, b.body, b.signature)).toEqual([]);
  });

  it("a status or assignee change sends sales_request.updated; a paused endpoint gets nothing", async () => {
    const staff = await createStaff("admin");
    const made = await createWebhookEndpoint(callAs(staff), appEnv(), { url: "http://127.0.0.1:8845/crm", events: ["sales_request.updated"] });
    if (!made.ok) throw new Error(made.error);
    const lead = await storeLead();
    expect((await changeSalesRequest(callAs(staff), { id: lead.id, status: "contacted" })).ok).toBe(true);
    const r = receiver([204]);
    await drainWebhooks(appEnv(), { fetch: r.fetch });
    expect(r.arrivals.map((a) => JSON.parse(a.body))).toMatchObject([
      { type: "sales_request.updated", data: { id: lead.id, status: "contacted", previousStatus: "new", changed: ["status"] } },
    ]);
    const paused = await client().api.webhooks.$get(undefined, { headers: await signedInHeaders("admin") });
    expect(paused.status).toBe(200);
    await env.DB.prepare("UPDATE webhook_endpoints SET paused = 1 WHERE id = ?1").bind(made.endpoint.id).run();
    expect((await changeSalesRequest(callAs(staff), { id: lead.id, status: "qualified" })).ok).toBe(true);
    const none = receiver([204]);
    await drainWebhooks(appEnv(), { fetch: none.fetch });
    expect(none.arrivals).toHaveLength(0);
  });
});

describe("webhooks: where an endpoint may point", () => {
  it("production refuses http://127.0.0.1, private, link-local and localhost hosts; it accepts https to a public host", async () => {
    const admin = await createStaff("admin");
    const prod = { ...appEnv(), APP_ENV: "production" as const };
    const refusal = async (url: string) => {
      const r = await createWebhookEndpoint(callAs(admin), prod, { url, events: ["sales_request.created"] });
      return r.ok ? null : [r.status, r.issues?.[0]?.path];
    };
    for (const url of [
      "http://127.0.0.1:8842/crm",
      "https://127.0.0.1/crm",
      "https://10.1.2.3/crm",
      "https://192.168.0.10/crm",
      "https://172.20.0.1/crm",
      "https://169.254.169.254/latest",
      "https://[::1]/crm",
      "https://[fd00::1]/crm",
      "https://localhost/crm",
      "https://crm.localhost/crm",
      "https://2130706433/crm",
      "http://crm.example.com/hook",
    ])
      expect([url, await refusal(url)]).toEqual([url, [400, "url"]]);
    expect(await refusal("https://crm.example.com/hook")).toBeNull();
    // Locally, a receiver on 127.0.0.1 is allowed.
    expect((await createWebhookEndpoint(callAs(admin), appEnv(), { url: "http://127.0.0.1:8842/crm", events: ["demo.requested"] })).ok).toBe(true);
  });

  it("editors may not manage webhooks", async () => {
    const editor = await createStaff("editor");
    expect(await createWebhookEndpoint(callAs(editor), appEnv(), { url: "http://127.0.0.1:8842/crm", events: ["sales_request.created"] })).toMatchObject({
      ok: false,
      status: 403,
    });
    const made = await createWebhookEndpoint(callAs(await createStaff("admin")), appEnv(), {
      url: "http://127.0.0.1:8842/x",
      events: ["sales_request.created"],
    });
    if (!made.ok) throw new Error(made.error);
    expect((await rotateWebhookSecret(callAs(editor), appEnv(), { id: made.endpoint.id })).ok).toBe(false);
  });
});

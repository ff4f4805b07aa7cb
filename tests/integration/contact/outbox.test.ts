import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { contactSchema } from "../../../app/lib/contact/schema";
import { BACKOFF_BASE_MS, backoffMs, drainOutbox, enqueueStaffEmail, MAX_ATTEMPTS } from "../../../app/server/email/outbox.server";
import { createSalesRequest } from "../../../app/server/sales/salesRequests.server";
import { appEnv, validRequest } from "./fixtures";

const PROVIDER = "https://mail-provider.example/v1/send";
const providerEnv = () => ({ ...appEnv(), EMAIL_PROVIDER_URL: PROVIDER, EMAIL_PROVIDER_KEY: "test-provider-key" });

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}
const outboxRow = (id: string) => env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?1").bind(id).first<OutboxRow>();
const attempts = (id: string) =>
  env.DB.prepare("SELECT ok, detail, at FROM email_attempts WHERE outbox_id = ?1 ORDER BY id")
    .bind(id)
    .all<{ ok: number; detail: string; at: string }>()
    .then((r) => r.results);

/** Queues a staff message due at `at`; returns its id. Each test drains only what it queued. */
async function queue(at: Date): Promise<string> {
  // Deliver everything already due first, so a drain in the test sees only this message.
  await env.DB.prepare("UPDATE email_outbox SET status = 'delivered' WHERE status = 'pending'").run();
  const id = crypto.randomUUID();
  await enqueueStaffEmail(
    env.DB,
    { to: "prospect@example.com", replyTo: "sales@meridian-fs.example", subject: "Hello", text: "Body", now: at.toISOString() },
    null,
    id,
  ).run();
  return id;
}

/** A provider that answers with the given statuses in turn, recording each call. */
function provider(...statuses: (number | "network")[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    if (status === "network") throw new TypeError("fetch failed");
    return new Response(status < 300 ? '{"id":"provider-1"}' : "provider says no", { status });
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

describe("the outbox sender", () => {
  it("posts JSON with a bearer key to the provider and records the delivery", async () => {
    const t = new Date("2026-03-01T10:00:00.000Z");
    const id = await queue(t);
    const p = provider(202);
    const report = await drainOutbox(providerEnv(), { fetch: p.fetch, now: () => t });
    expect(report).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(p.calls).toHaveLength(1);
    const { url, init } = p.calls[0]!;
    expect(url).toBe(PROVIDER);
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer test-provider-key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toBe(id);
    expect(JSON.parse(init.body as string)).toEqual({
      from: "sales@meridian-fs.example",
      to: ["prospect@example.com"],
      replyTo: "sales@meridian-fs.example",
      subject: "Hello",
      text: "Body",
      metadata: { outboxId: id },
    });
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 1, delivered_at: t.toISOString(), last_error: null });
    expect(await attempts(id)).toEqual([{ ok: 1, detail: "HTTP 202", at: t.toISOString() }]);
  });

  it("retries a failed delivery with exponential backoff, recording every attempt", async () => {
    let t = new Date("2026-03-02T10:00:00.000Z");
    const id = await queue(t);
    const p = provider(503, "network", 500, 200);
    const now = () => t;

    expect(await drainOutbox(providerEnv(), { fetch: p.fetch, now })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 503: provider says no" });
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + BACKOFF_BASE_MS).toISOString());

    // Not due yet: a drain a second before the retry time sends nothing.
    t = new Date(Date.parse(row!.next_attempt_at) - 1000);
    expect(await drainOutbox(providerEnv(), { fetch: p.fetch, now })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(p.calls).toHaveLength(1);

    t = new Date(row!.next_attempt_at);
    await drainOutbox(providerEnv(), { fetch: p.fetch, now });
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2, last_error: "network: fetch failed" });
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + 2 * BACKOFF_BASE_MS).toISOString());

    t = new Date(row!.next_attempt_at);
    await drainOutbox(providerEnv(), { fetch: p.fetch, now });
    row = await outboxRow(id);
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + 4 * BACKOFF_BASE_MS).toISOString());

    t = new Date(row!.next_attempt_at);
    expect(await drainOutbox(providerEnv(), { fetch: p.fetch, now })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 4 });
    expect((await attempts(id)).map((a) => [a.ok, a.detail])).toEqual([
      [0, "HTTP 503: provider says no"],
      [0, "network: fetch failed"],
      [0, "HTTP 500: provider says no"],
      [1, "HTTP 200"],
    ]);
  });

  it("marks a message failed after the last attempt", async () => {
    let t = new Date("2026-03-03T10:00:00.000Z");
    const id = await queue(t);
    const p = provider(500);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await drainOutbox(providerEnv(), { fetch: p.fetch, now: () => t });
      t = new Date(t.getTime() + backoffMs(i + 1));
    }
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await attempts(id)).toHaveLength(MAX_ATTEMPTS);
    // A failed message is never picked up again.
    await drainOutbox(providerEnv(), { fetch: p.fetch, now: () => new Date("2030-01-01T00:00:00.000Z") });
    expect(p.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it("gives up at once when the provider refuses the message itself (400/422)", async () => {
    const t = new Date("2026-03-04T10:00:00.000Z");
    const id = await queue(t);
    const report = await drainOutbox(providerEnv(), { fetch: provider(422).fetch, now: () => t });
    expect(report).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("keeps retrying when the provider rejects the key (it can be fixed)", async () => {
    const t = new Date("2026-03-05T10:00:00.000Z");
    const id = await queue(t);
    await drainOutbox(providerEnv(), { fetch: provider(401).fetch, now: () => t });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("without a provider, logs the message by id only and records it as delivered", async () => {
    const t = new Date("2026-03-06T10:00:00.000Z");
    await env.DB.prepare("UPDATE email_outbox SET status = 'delivered' WHERE status = 'pending'").run();
    const input = contactSchema.parse(validRequest({ Name: "Secret Name", Email: "secret@example.com" }));
    const { request } = await createSalesRequest(
      { db: env.DB, salesEmail: "sales@meridian-fs.example", siteTitle: "Meridian", now: t },
      { ...input, clientId: input.clientId! },
    );
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const fetchSpy = vi.fn();
    const report = await drainOutbox({ ...appEnv(), EMAIL_PROVIDER_URL: undefined }, { fetch: fetchSpy as unknown as typeof fetch, now: () => t });
    const lines = log.mock.calls.map((c) => String(c[0]));
    log.mockRestore();
    expect(report).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(fetchSpy).not.toHaveBeenCalled();
    const mail = await env.DB.prepare("SELECT id, status FROM email_outbox WHERE sales_request_id = ?1")
      .bind(request.id)
      .first<{ id: string; status: string }>();
    expect(mail!.status).toBe("delivered");
    expect(await attempts(mail!.id)).toEqual([{ ok: 1, detail: "logged: no e-mail provider configured", at: t.toISOString() }]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "email.attempt", outboxId: mail!.id, salesRequestId: request.id, status: "delivered" });
    expect(lines[0]).not.toContain("Secret Name");
    expect(lines[0]).not.toContain("secret@example.com");
  });

  it("delivers a message once when two drains run at the same time", async () => {
    const t = new Date("2026-03-07T10:00:00.000Z");
    const id = await queue(t);
    const p = provider(200);
    const reports = await Promise.all([
      drainOutbox(providerEnv(), { fetch: p.fetch, now: () => t }),
      drainOutbox(providerEnv(), { fetch: p.fetch, now: () => t }),
    ]);
    expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(1);
    expect(p.calls).toHaveLength(1);
    expect(await attempts(id)).toHaveLength(1);
  });
});

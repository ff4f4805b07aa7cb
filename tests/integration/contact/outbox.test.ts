import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { contactSchema } from "../../../app/lib/contact/schema";
import { BACKOFF_BASE_MS, LEASE_MS, MAX_ATTEMPTS, backoffMs, drainOutbox, enqueueStaffEmail } from "../../../app/server/email/outbox.server";
import { SINK_PREFIX, sinkMessage, sinkMessages } from "../../../app/server/email/mailSink.server";
import { chooseTransport } from "../../../app/server/email/transport.server";
import { createSalesRequest } from "../../../app/server/sales/salesRequests.server";
import { client } from "../helpers";
import { appEnv, freshIp, validRequest } from "./fixtures";

/**
 * The outbox against the real local mail sink (EMAIL_TRANSPORT=sink, as in `npm start`): the
 * Resend adapter builds and sends each request; the sink answers it and keeps the message in R2.
 * Faults are injected by wrapping the call the adapter makes (`wrap`), in front of the real sink.
 */
interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  transport: string | null;
  provider_message_id: string | null;
}
const outboxRow = (id: string) => env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?1").bind(id).first<OutboxRow>();
const attempts = (id: string) =>
  env.DB.prepare("SELECT ok, detail, at FROM email_attempts WHERE outbox_id = ?1 ORDER BY id")
    .bind(id)
    .all<{ ok: number; detail: string; at: string }>()
    .then((r) => r.results);
/** How many copies of a message the sink holds (R2 keys are per idempotency key; the list proves no second key). */
const sinkCopies = async (id: string) => (await sinkMessages(env.MEDIA)).filter((m) => m.idempotencyKey === id).length;

/** Queues a staff message due at `at`; returns its id. Messages queued earlier are set aside first. */
async function queue(at: Date): Promise<string> {
  await env.DB.prepare("UPDATE email_outbox SET status = 'abandoned' WHERE status IN ('pending', 'failed', 'sending')").run();
  const id = crypto.randomUUID();
  await enqueueStaffEmail(
    env.DB,
    { to: "prospect@example.com", replyTo: "sales@meridian-fs.example", subject: "Hello", text: "Body", html: "<p>Body</p>", now: at.toISOString() },
    null,
    id,
  ).run();
  return id;
}

type Step = number | "network" | "timeout" | "pass" | "lost";
/**
 * Stands in front of the sink like a flaky network and provider: each call takes the next step
 * (the last repeats). A status answers for the provider; "pass" lets the sink answer; "lost"
 * lets the sink take the message and then drops its answer; "timeout" never answers, so the
 * adapter's own timeout fires.
 */
function faults(...steps: Step[]) {
  const calls: { url: string; method: string; headers: Headers; body: string }[] = [];
  const wrap = (next: typeof fetch): typeof fetch =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, method: request.method, headers: request.headers, body: await request.clone().text() });
      const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
      if (step === "pass") return next(request);
      if (step === "lost") {
        await next(request);
        throw new TypeError("connection reset");
      }
      if (step === "network") throw new TypeError("fetch failed");
      if (step === "timeout") {
        return new Promise<Response>((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason)));
      }
      return new Response(JSON.stringify({ name: "application_error", message: "provider says no" }), { status: step });
    }) as typeof fetch;
  return { wrap, calls };
}

describe("a contact request's two messages", () => {
  it("reach the local sink: the notification to sales and the acknowledgement to the prospect, text and HTML", async () => {
    const input = validRequest({ Name: "Sink Person", Email: "sink.person@example.com", Comments: "<b>bold</b> & more" });
    const res = await client().api["sales-requests"].$post({ json: input }, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await res.json();
    // The drain after the response (waitUntil) has run: both are delivered, through the sink.
    const { results } = await env.DB.prepare(
      "SELECT id, kind, status, transport, provider_message_id FROM email_outbox WHERE sales_request_id = ?1 ORDER BY kind",
    )
      .bind(id)
      .all<{ id: string; kind: string; status: string; transport: string; provider_message_id: string }>();
    expect(results.map((r) => [r.kind, r.status, r.transport])).toEqual([
      ["acknowledgement", "delivered", "sink"],
      ["sales_notification", "delivered", "sink"],
    ]);
    const [ack, note] = [await sinkMessage(env.MEDIA, results[0]!.id), await sinkMessage(env.MEDIA, results[1]!.id)];
    expect(note).toMatchObject({ from: "sales@meridian-fs.example", to: ["sales@meridian-fs.example"], replyTo: "sink.person@example.com" });
    expect(note!.id).toBe(results[1]!.provider_message_id);
    expect(note!.subject).toBe("[Meridian Financial Software] Request a Demo: General Ledger (Analytical Engines Ltd)");
    for (const line of ["Name: Sink Person", "Email: sink.person@example.com", "Products: General Ledger", "  <b>bold</b> & more"])
      expect(note!.text).toContain(line);
    expect(note!.text).toContain(`/admin/sales-requests/${id}`);
    expect(note!.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(note!.html).not.toContain("<b>bold");
    expect(ack).toMatchObject({ to: ["sink.person@example.com"], replyTo: "sales@meridian-fs.example", subject: "We received your request: General Ledger" });
    expect(ack!.text).toContain("We received your request");
    // The acknowledgement carries the name and product, nothing else typed.
    expect(ack!.text).not.toContain("bold");
    expect(ack!.html).not.toContain("bold");
  });
});

describe("the Resend adapter", () => {
  it("posts Resend's JSON with the bearer key and the outbox id as Idempotency-Key", async () => {
    const t = new Date("2026-03-01T10:00:00.000Z");
    const id = await queue(t);
    const f = faults("pass");
    const report = await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t });
    expect(report).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(f.calls).toHaveLength(1);
    const call = f.calls[0]!;
    expect(call.url).toBe("http://mail-sink.local/emails");
    expect(call.method).toBe("POST");
    expect(call.headers.get("Authorization")).toBe("Bearer local-sink");
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(call.headers.get("Idempotency-Key")).toBe(id);
    expect(JSON.parse(call.body)).toEqual({
      from: "sales@meridian-fs.example",
      to: ["prospect@example.com"],
      subject: "Hello",
      text: "Body",
      html: "<p>Body</p>",
      reply_to: "sales@meridian-fs.example",
      tags: [{ name: "outbox_id", value: id }],
    });
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 1, delivered_at: t.toISOString(), last_error: null, transport: "sink" });
    expect(await attempts(id)).toEqual([{ ok: 1, detail: "sink: HTTP 200", at: t.toISOString() }]);
  });

  it("in production talks to api.resend.com with the secret key, and refuses the sink", () => {
    const prod = { ...appEnv(), APP_ENV: "production" as const };
    expect(chooseTransport({ ...prod, EMAIL_TRANSPORT: "sink" })).toEqual({ ok: false, reason: "the local mail sink is not a transport in production" });
    expect(chooseTransport({ ...prod, EMAIL_TRANSPORT: "resend", EMAIL_PROVIDER_KEY: undefined }).ok).toBe(false);
    expect(chooseTransport({ ...prod, EMAIL_TRANSPORT: undefined }).ok).toBe(false);
    const resend = chooseTransport({ ...prod, EMAIL_TRANSPORT: "resend", EMAIL_PROVIDER_KEY: "re_test" });
    expect(resend.ok && resend.transport.name).toBe("resend");
  });
});

describe("retries", () => {
  it("a provider answering 500 leaves the message failed and retried with backoff, then sent exactly once", async () => {
    let t = new Date("2026-03-02T10:00:00.000Z");
    const id = await queue(t);
    const f = faults(500, "network", 503, "pass");
    const now = () => t;

    expect(await drainOutbox(appEnv(), { wrap: f.wrap, now })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.last_error).toMatch(/^HTTP 500: .*provider says no/);
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + BACKOFF_BASE_MS).toISOString());

    // Not due yet: a drain a second before the retry time sends nothing.
    t = new Date(Date.parse(row!.next_attempt_at) - 1000);
    expect(await drainOutbox(appEnv(), { wrap: f.wrap, now })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(f.calls).toHaveLength(1);

    t = new Date(row!.next_attempt_at);
    await drainOutbox(appEnv(), { wrap: f.wrap, now });
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, last_error: "network: fetch failed" });
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + 2 * BACKOFF_BASE_MS).toISOString());

    t = new Date(row!.next_attempt_at);
    await drainOutbox(appEnv(), { wrap: f.wrap, now });
    row = await outboxRow(id);
    expect(row!.next_attempt_at).toBe(new Date(t.getTime() + 4 * BACKOFF_BASE_MS).toISOString());

    t = new Date(row!.next_attempt_at);
    expect(await drainOutbox(appEnv(), { wrap: f.wrap, now })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 4 });
    expect((await attempts(id)).map((a) => [a.ok, a.detail.replace(/: \{.*$/, "")])).toEqual([
      [0, "sink: HTTP 500"],
      [0, "sink: network: fetch failed"],
      [0, "sink: HTTP 503"],
      [1, "sink: HTTP 200"],
    ]);
    // Later drains find nothing to do, and the sink holds one copy.
    t = new Date(t.getTime() + 86_400_000);
    await drainOutbox(appEnv(), { wrap: f.wrap, now });
    expect(f.calls).toHaveLength(4);
    expect(await sinkCopies(id)).toBe(1);
  });

  it("a provider that times out leaves the message failed and retried, then sent exactly once", async () => {
    let t = new Date("2026-03-03T10:00:00.000Z");
    const id = await queue(t);
    const f = faults("timeout", "pass");
    // The provider never answers; the adapter's own timeout (short here) gives up on it.
    expect(await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t, timeoutMs: 20 })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, last_error: "timeout: no answer from the provider" });
    expect(await sinkCopies(id)).toBe(0);
    t = new Date(row!.next_attempt_at);
    expect(await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t, timeoutMs: 20 })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await sinkCopies(id)).toBe(1);
  });

  it("an answer lost after the provider took the message: the retry carries the same key and is not sent twice", async () => {
    let t = new Date("2026-03-04T10:00:00.000Z");
    const id = await queue(t);
    const f = faults("lost", "pass");
    await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t });
    expect(await outboxRow(id)).toMatchObject({ status: "failed", last_error: "network: connection reset" });
    const first = await sinkMessage(env.MEDIA, id);
    expect(first).not.toBeNull();
    t = new Date((await outboxRow(id))!.next_attempt_at);
    await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t });
    expect(f.calls.map((c) => c.headers.get("Idempotency-Key"))).toEqual([id, id]);
    // The sink answered the repeat with the first message's id and kept one copy.
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", provider_message_id: first!.id });
    expect(await sinkCopies(id)).toBe(1);
  });

  it("a message left 'sending' by a drain that died is claimed again once its lease ends", async () => {
    const t = new Date("2026-03-05T10:00:00.000Z");
    const id = await queue(t);
    await env.DB.prepare("UPDATE email_outbox SET status = 'sending', lease_until = ?2 WHERE id = ?1")
      .bind(id, new Date(t.getTime() + LEASE_MS).toISOString())
      .run();
    const f = faults("pass");
    expect((await drainOutbox(appEnv(), { wrap: f.wrap, now: () => new Date(t.getTime() + LEASE_MS - 1) })).delivered).toBe(0);
    expect((await drainOutbox(appEnv(), { wrap: f.wrap, now: () => new Date(t.getTime() + LEASE_MS) })).delivered).toBe(1);
    expect(f.calls).toHaveLength(1);
  });

  it("gives up after the last attempt, and never picks the message up again", async () => {
    let t = new Date("2026-03-06T10:00:00.000Z");
    const id = await queue(t);
    const f = faults(500);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t });
      t = new Date(t.getTime() + backoffMs(i + 1));
    }
    expect(await outboxRow(id)).toMatchObject({ status: "abandoned", attempts: MAX_ATTEMPTS });
    expect(await attempts(id)).toHaveLength(MAX_ATTEMPTS);
    await drainOutbox(appEnv(), { wrap: f.wrap, now: () => new Date("2030-01-01T00:00:00.000Z") });
    expect(f.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it("gives up at once when the provider refuses the message itself (422), retries a rejected key (401)", async () => {
    const t = new Date("2026-03-07T10:00:00.000Z");
    const refused = await queue(t);
    expect(await drainOutbox(appEnv(), { wrap: faults(422).wrap, now: () => t })).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await outboxRow(refused)).toMatchObject({ status: "abandoned", attempts: 1 });
    const keyProblem = await queue(t);
    await drainOutbox(appEnv(), { wrap: faults(401).wrap, now: () => t });
    expect(await outboxRow(keyProblem)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("a backlog of older due messages does not push a new request's message to a later drain", async () => {
    const t = new Date("2026-03-08T09:00:00.000Z");
    const fresh = await queue(t);
    const backlog: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = crypto.randomUUID();
      backlog.push(id);
      await enqueueStaffEmail(env.DB, { to: "old@example.com", subject: "Old", text: "Old", now: "2026-01-01T00:00:00.000Z" }, null, id).run();
    }
    const f = faults("pass");
    expect((await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t, limit: 10, prefer: { id: fresh } })).delivered).toBe(10);
    expect(f.calls[0]!.headers.get("Idempotency-Key")).toBe(fresh);
    expect((await outboxRow(fresh))!.status).toBe("delivered");
    await drainOutbox(appEnv(), { wrap: f.wrap, now: () => t });
    for (const id of backlog) expect((await outboxRow(id))!.status).toBe("delivered");
  });

  it("delivers a message once when two drains run at the same time", async () => {
    const t = new Date("2026-03-08T10:00:00.000Z");
    const id = await queue(t);
    const f = faults("pass");
    const reports = await Promise.all([drainOutbox(appEnv(), { wrap: f.wrap, now: () => t }), drainOutbox(appEnv(), { wrap: f.wrap, now: () => t })]);
    expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(1);
    expect(f.calls).toHaveLength(1);
    expect(await attempts(id)).toHaveLength(1);
    expect(await sinkCopies(id)).toBe(1);
  });
});

describe("no silent success", () => {
  it("without a transport nothing is claimed, nothing is marked delivered, and the log carries ids only", async () => {
    const t = new Date("2026-03-09T10:00:00.000Z");
    await env.DB.prepare("UPDATE email_outbox SET status = 'abandoned' WHERE status IN ('pending', 'failed', 'sending')").run();
    const input = contactSchema.parse(validRequest({ Name: "Secret Name", Email: "secret@example.com" }));
    const { request } = await createSalesRequest(
      { db: env.DB, salesEmail: "sales@meridian-fs.example", siteTitle: "Meridian", siteUrl: "http://127.0.0.1:8788", now: t },
      { ...input, clientId: input.clientId! },
    );
    const before = (await env.MEDIA.list({ prefix: SINK_PREFIX })).objects.length;
    const report = await drainOutbox({ ...appEnv(), EMAIL_TRANSPORT: undefined }, { now: () => t });
    expect(report).toEqual({ delivered: 0, retrying: 0, failed: 0, notConfigured: "no e-mail transport configured (EMAIL_TRANSPORT)" });
    const { results } = await env.DB.prepare("SELECT id, status, attempts FROM email_outbox WHERE sales_request_id = ?1")
      .bind(request.id)
      .all<{ id: string; status: string; attempts: number }>();
    expect(results.map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect((await env.MEDIA.list({ prefix: SINK_PREFIX })).objects.length).toBe(before);

    // Once a transport is there, the same messages go; the log names ids, never the prospect.
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const sent = await drainOutbox(appEnv(), { now: () => t });
    const lines = log.mock.calls.map((c) => String(c[0]));
    log.mockRestore();
    expect(sent.delivered).toBe(2);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "email.attempt", salesRequestId: request.id, status: "delivered", transport: "sink" });
    for (const line of lines) {
      expect(line).not.toContain("Secret Name");
      expect(line).not.toContain("secret@example.com");
    }
  });
});

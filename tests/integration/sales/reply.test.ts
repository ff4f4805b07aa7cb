import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REPLY_BODY_MAX, replySubject } from "../../../app/lib/sales/salesReply";
import { hit } from "../../../app/server/platform/rateLimit.server";
import { REPLY_LIMIT, sendSalesReply } from "../../../app/server/sales/salesReply.server";
import { salesRequestHistory } from "../../../app/server/sales/salesRequestHistory.server";
import { createWebhookEndpoint } from "../../../app/server/webhooks/webhookEndpoints.server";
import { appEnv, createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "../operations/atomicity";

/**
 * A reply written in a sales request (decision record 0029): the outbox row, the
 * request's history entry and the audit row are one batch, all or none.
 */
async function makeRequest(email = "prospect@harbor-bank.example", status = "new") {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, status) VALUES (?1, ?2, 'General Ledger', 'Pat Reyes', 'Harbor Bank', ?3, '555', ?4)",
  )
    .bind(id, crypto.randomUUID(), email, status)
    .run();
  return id;
}
const ctx = () => ({ env: appEnv() });
const outboxOf = (id: string) => count("SELECT count(*) AS n FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'staff'", id);
const notesOf = (id: string) => count("SELECT count(*) AS n FROM sales_request_notes WHERE sales_request_id = ?1", id);
const auditOf = async (id: string) => (await auditRows("request.reply")).filter((r) => r.target === id);

describe("a reply from the request: outbox row, history entry and audit row land together or not at all", () => {
  it("queues the reply to the prospect with Reply-To the sales address, records it in history and the audit log", async () => {
    const rep = await createStaff("editor", { name: "Rita <Rep>" });
    const id = await makeRequest();
    const subject = replySubject(appEnv().SITE_TITLE);
    const body = 'Dear Pat,\r\n\r\nThanks for <b>asking</b> & "welcome".\nBest';
    const sent = await sendSalesReply(callAs(rep), ctx(), { id, subject, body });
    expect(sent).toMatchObject({ ok: true });
    const outboxId = (sent as { outboxId: string }).outboxId;
    const row = await env.DB.prepare(
      "SELECT to_address, reply_to, subject, body_text, body_html, source, kind, created_by, status FROM email_outbox WHERE id = ?1",
    )
      .bind(outboxId)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      to_address: "prospect@harbor-bank.example",
      reply_to: appEnv().SALES_EMAIL,
      subject: "Re: your request to Meridian Financial Software",
      source: "sales_request",
      kind: "staff",
      created_by: rep.id,
      status: "pending",
    });
    expect(row!.body_text).toBe('Dear Pat,\n\nThanks for <b>asking</b> & "welcome".\nBest\n\n--\nRita <Rep>\nMeridian Financial Software');
    // Everything typed is escaped in the HTML part: no tag the rep (or anyone) typed reaches it.
    expect(row!.body_html).toContain("Thanks for &lt;b&gt;asking&lt;/b&gt; &amp; &quot;welcome&quot;.<br>Best");
    expect(row!.body_html).toContain("Rita &lt;Rep&gt;");
    expect(row!.body_html).not.toContain("<b>");

    // The reply's text is in the history, sealed at rest and opened with the keyring only.
    const history = await salesRequestHistory(env.DB, id, appEnv().SEALING_KEYS);
    const text = 'Dear Pat,\n\nThanks for <b>asking</b> & "welcome".\nBest';
    expect(history).toEqual([
      expect.objectContaining({ author: { id: rep.id, name: "Rita <Rep>" }, body: "", reply: { outboxId, subject, status: "pending", text } }),
    ]);
    expect((await salesRequestHistory(env.DB, id))[0]!.reply!.text).toBeNull();
    const stored = await env.DB.prepare("SELECT reply_text FROM sales_request_notes WHERE sales_request_id = ?1").bind(id).first<{ reply_text: string }>();
    expect(stored!.reply_text).toMatch(/^aesgcm:v1:/);
    expect(stored!.reply_text).not.toContain("Pat");
    // It outlives the outbox's copy (purged after its retention).
    await env.DB.prepare("DELETE FROM email_outbox WHERE id = ?1").bind(outboxId).run();
    expect((await salesRequestHistory(env.DB, id, appEnv().SEALING_KEYS))[0]!.reply).toEqual({ outboxId: null, subject: "", status: null, text });
    expect(await auditOf(id)).toEqual([expect.objectContaining({ actor_id: rep.id, detail: `${subject} (${outboxId})` })]);
  });

  it("stores nothing when the history entry (the second statement) cannot be written", async () => {
    const rep = await createStaff("editor");
    const id = await makeRequest();
    let answer: unknown;
    const thrown = await whileRefused("sales_request_notes", "INSERT", async () => {
      answer = await sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: pricing", body: "Hello" });
    });
    expect(thrown).toBeNull();
    expect(answer).toMatchObject({ ok: false, status: 503, error: expect.stringMatching(/not sent/) });
    expect([await outboxOf(id), await notesOf(id), (await auditOf(id)).length]).toEqual([0, 0, 0]);
  });

  it("stores nothing when the audit row cannot be written", async () => {
    const rep = await createStaff("editor");
    const id = await makeRequest();
    let answer: unknown;
    await whileAuditRefused(async () => {
      answer = await sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: pricing", body: "Hello" });
    });
    expect(answer).toMatchObject({ ok: false, status: 503 });
    expect([await outboxOf(id), await notesOf(id)]).toEqual([0, 0]);
  });

  it("refuses bad input and a missing request, storing nothing", async () => {
    const rep = await createStaff("editor");
    const id = await makeRequest();
    const send = (input: Record<string, unknown>) => sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: hello", body: "Hi", ...input });
    expect(await send({ subject: "   " })).toMatchObject({ ok: false, status: 400, error: "Write a subject" });
    expect(await send({ body: " \n " })).toMatchObject({ ok: false, status: 400, error: "Write the reply" });
    expect(await send({ body: "x".repeat(REPLY_BODY_MAX + 1) })).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/at most 8,000/) });
    expect(await send({ subject: "s".repeat(201) })).toMatchObject({ ok: false, status: 400 });
    expect(await send({ id: crypto.randomUUID() })).toMatchObject({ ok: false, status: 404 });
    expect(await send({ id: "<script>" })).toMatchObject({ ok: false, status: 400 });
    expect(await outboxOf(id)).toBe(0);
    // A line break in the subject (a header) becomes a space.
    expect(await send({ subject: "Re: one\r\nBcc: x@evil.example" })).toMatchObject({ ok: true });
    const stored = await env.DB.prepare("SELECT subject FROM email_outbox WHERE sales_request_id = ?1").bind(id).first<{ subject: string }>();
    expect(stored?.subject).toBe("Re: one Bcc: x@evil.example");
  });

  it("limits how many replies one staff member sends in an hour", async () => {
    const rep = await createStaff("editor");
    const id = await makeRequest();
    for (let i = 0; i < REPLY_LIMIT.limit; i++) await hit(env.DB, `reply:${rep.id}`, REPLY_LIMIT);
    const answer = await sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: more", body: "Again" });
    expect(answer).toMatchObject({ ok: false, status: 429, retryAfter: expect.any(Number) });
    expect(await outboxOf(id)).toBe(0);
  });
});

describe("a reply to a New request marks it Contacted when asked (the form offers it, ticked)", () => {
  const statusOf = async (id: string) => (await env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(id).first<{ status: string }>())?.status;
  const eventsFor = (id: string) =>
    count("SELECT count(*) AS n FROM webhook_deliveries WHERE event = 'sales_request.updated' AND json_extract(payload, '$.data.id') = ?1", id);

  it("moves New to Contacted with the reply: one history entry names both, an audit row and a webhook event for the status", async () => {
    const admin = await createStaff("admin");
    const hook = await createWebhookEndpoint(callAs(admin), appEnv(), { url: "http://127.0.0.1:8847/crm", events: ["sales_request.updated"] });
    expect(hook.ok).toBe(true);
    const rep = await createStaff("editor");
    const id = await makeRequest();
    const sent = await sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: pricing", body: "Hello", markContacted: "1" });
    expect(sent).toMatchObject({ ok: true, contacted: true });
    expect(await statusOf(id)).toBe("contacted");
    const history = await salesRequestHistory(env.DB, id, appEnv().SEALING_KEYS);
    expect(history).toEqual([expect.objectContaining({ statusFrom: "new", statusTo: "contacted", reply: expect.objectContaining({ text: "Hello" }) })]);
    expect((await auditRows("request.status")).filter((r) => r.target === id)).toEqual([
      expect.objectContaining({ actor_id: rep.id, detail: "status new → contacted (with a reply)" }),
    ]);
    expect(await eventsFor(id)).toBe(1);
    const payload = await env.DB.prepare("SELECT payload FROM webhook_deliveries WHERE json_extract(payload, '$.data.id') = ?1")
      .bind(id)
      .first<{ payload: string }>();
    expect(JSON.parse(payload!.payload).data).toMatchObject({ status: "contacted", previousStatus: "new", changed: ["status"] });
  });

  it("leaves the status alone without the box, and never moves a request that is past New", async () => {
    const rep = await createStaff("editor");
    const plain = await makeRequest();
    expect(await sendSalesReply(callAs(rep), ctx(), { id: plain, subject: "Re: a", body: "Hi" })).toMatchObject({ ok: true, contacted: false });
    expect(await statusOf(plain)).toBe("new");
    const qualified = await makeRequest("q@harbor-bank.example", "qualified");
    expect(await sendSalesReply(callAs(rep), ctx(), { id: qualified, subject: "Re: b", body: "Hi", markContacted: "1" })).toMatchObject({
      ok: true,
      contacted: false,
    });
    expect(await statusOf(qualified)).toBe("qualified");
    const history = await salesRequestHistory(env.DB, qualified);
    expect(history[0]).toMatchObject({ statusFrom: null, statusTo: null });
    expect(await sendSalesReply(callAs(rep), ctx(), { id: plain, subject: "Re: c", body: "Hi", markContacted: "yes" })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("stores neither the reply nor the new status when the audit log refuses", async () => {
    const rep = await createStaff("editor");
    const id = await makeRequest();
    let answer: unknown;
    await whileAuditRefused(async () => {
      answer = await sendSalesReply(callAs(rep), ctx(), { id, subject: "Re: pricing", body: "Hello", markContacted: "1" });
    });
    expect(answer).toMatchObject({ ok: false, status: 503 });
    expect([await outboxOf(id), await notesOf(id), await statusOf(id)]).toEqual([0, 0, "new"]);
  });
});

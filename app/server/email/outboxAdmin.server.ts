import * as z from "zod/mini";
import { outboxIdSchema } from "../../lib/email/outboxQuery";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import type { OutboxQuery, OutboxStatusName } from "../../lib/email/outboxQuery";
import type { OutboxKind, OutboxPurpose } from "./outbox.server";
import type { Columns, Narrowed } from "../platform/columns.server";
import { readPage } from "../platform/paging.server";
import type { D1 } from "../platform/d1Sessions.server";

/** What staff see of the outbox at /admin/outbox (admins; decision record 0013). */
interface OutboxItem {
  id: string;
  kind: OutboxKind;
  /** What a staff message is for (a demo invitation, a reminder), when it is one of those. */
  purpose: OutboxPurpose | null;
  to: string;
  replyTo: string | null;
  subject: string;
  status: OutboxStatusName;
  attempts: number;
  lastError: string | null;
  /** When the next try is due; null once delivered or given up. */
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  transport: string | null;
  salesRequestId: string | null;
}

interface OutboxDetail extends OutboxItem {
  text: string;
  html: string | null;
  providerMessageId: string | null;
  history: { at: string; ok: boolean; detail: string }[];
}

type Row = Narrowed<
  Narrowed<
    Columns<
      "email_outbox",
      | "id"
      | "kind"
      | "to_address"
      | "reply_to"
      | "subject"
      | "status"
      | "attempts"
      | "last_error"
      | "next_attempt_at"
      | "lease_until"
      | "created_at"
      | "delivered_at"
      | "transport"
      | "sales_request_id"
      | "purpose"
    >,
    "kind",
    OutboxKind
  >,
  "status",
  OutboxStatusName
>;

const fromRow = (r: Row): OutboxItem => ({
  id: r.id,
  kind: r.kind,
  purpose: (r.purpose as OutboxPurpose | null) ?? null,
  to: r.to_address,
  replyTo: r.reply_to,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  nextAttemptAt: r.status === "pending" || r.status === "failed" ? r.next_attempt_at : r.status === "sending" ? r.lease_until : null,
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
  transport: r.transport,
  salesRequestId: r.sales_request_id,
});

const LIST_COLUMNS =
  "id, kind, to_address, reply_to, subject, status, attempts, last_error, next_attempt_at, lease_until, created_at, delivered_at, transport, sales_request_id, purpose";

export async function listOutbox(db: D1, query: OutboxQuery) {
  const where = query.status ? "WHERE status = ?1" : "";
  const params = query.status ? [query.status] : [];
  const list = await readPage<Row, OutboxItem>(db, {
    rows: `SELECT ${LIST_COLUMNS} FROM email_outbox ${where} ORDER BY created_at DESC, id`,
    count: `SELECT COUNT(*) AS total FROM email_outbox ${where}`,
    params,
    page: query.page,
    pageSize: query.pageSize,
    map: fromRow,
    lastPageIfPast: true,
  });
  const counts = await db.prepare("SELECT status, COUNT(*) AS n FROM email_outbox GROUP BY status").all<{ status: OutboxStatusName; n: number }>();
  return {
    ...list,
    byStatus: Object.fromEntries(counts.results.map((c) => [c.status, c.n])) as Partial<Record<OutboxStatusName, number>>,
  };
}

export async function outboxMessage(db: D1, id: string): Promise<OutboxDetail | null> {
  const [row, attempts] = await db.batch([
    db.prepare(`SELECT ${LIST_COLUMNS}, body_text, body_html, provider_message_id FROM email_outbox WHERE id = ?1`).bind(id),
    db.prepare("SELECT at, ok, detail FROM email_attempts WHERE outbox_id = ?1 ORDER BY id").bind(id),
  ]);
  const r = row?.results[0] as (Row & Columns<"email_outbox", "body_text" | "body_html" | "provider_message_id">) | undefined;
  if (!r) return null;
  return {
    ...fromRow(r),
    text: r.body_text,
    html: r.body_html,
    providerMessageId: r.provider_message_id,
    history: (attempts?.results as { at: string; ok: number; detail: string }[]).map((a) => ({ at: a.at, ok: a.ok === 1, detail: a.detail })),
  };
}

const resendSchema = z.object({ id: outboxIdSchema });

/**
 * "Resend" on the outbox screen (email:outbox). A message not yet delivered is put back in the
 * queue, due now, under its own id (so if an earlier try did reach the provider, the idempotency
 * key stops a second copy). A delivered message is sent again as a new message (a new id, a new
 * key): staff asked for a second copy on purpose. A message being sent right now is left alone.
 * Either change is one batch with its audit row, which stands only if the change happened.
 */
export async function resendOutboxMessage(call: StaffCall, raw: unknown, now: Date = new Date()): Promise<Result<{ id: string; copied: boolean }>> {
  const parsed = admit(call, "email:outbox", resendSchema, raw, firstIssueMessage);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const { id } = parsed.data;
  const at = now.toISOString();
  const [requeued] = await db.batch([
    db
      .prepare(
        `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?2, last_error = NULL, lease_until = NULL
         WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned')`,
      )
      .bind(id, at),
    auditRow(call, { action: "outbox.resend", target: id, detail: "queued again" }, { ifChanged: true }),
  ]);
  if (requeued?.meta.changes) return { ok: true, id, copied: false };
  const newId = crypto.randomUUID();
  const [copied] = await db.batch([
    db
      .prepare(
        `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, body_html, source, sales_request_id, created_by, created_at, next_attempt_at, purpose)
         SELECT ?2, kind, to_address, reply_to, subject, body_text, body_html, source, sales_request_id, ?3, ?4, ?4, purpose
         FROM email_outbox WHERE id = ?1 AND status = 'delivered'`,
      )
      .bind(id, newId, call.actor.id, at),
    auditRow(call, { action: "outbox.resend", target: id, detail: `sent again as ${newId}` }, { ifChanged: true }),
  ]);
  if (copied?.meta.changes) return { ok: true, id: newId, copied: true };
  const exists = await db.prepare("SELECT status FROM email_outbox WHERE id = ?1").bind(id).first<Columns<"email_outbox", "status">>();
  if (!exists) return fail(404, "Message not found");
  return fail(409, "This message is being sent right now; try again in a minute");
}

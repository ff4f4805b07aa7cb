import { logEvent } from "../platform/log.server";
import type { Env } from "../platform/env.server";
import { type SendOutcome, chooseTransport, type TransportOptions } from "./transport.server";
import type { Columns, Narrowed } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { openBody } from "./sealedBody.server";

/**
 * The e-mail outbox (decision records 0006, 0013). Messages are rows in email_outbox, written in
 * the same D1 batch as whatever caused them, so a stored sales request always has its messages.
 * `drainOutbox` claims due messages one drain at a time (status 'sending' with a lease), sends
 * them through the configured transport with the outbox id as idempotency key, records every
 * attempt in email_attempts and retries failures with exponential backoff.
 *
 * With no transport nothing is claimed and nothing is marked delivered: messages stay pending and
 * /api/health reports the e-mail check as not configured (503 in production).
 *
 * Pages has no cron; drains run after each stored request and staff message, and ordinary traffic
 * starts one at most once a minute per isolate (`kickOutbox`), off the response's path.
 */

export const MAX_ATTEMPTS = 10;
/** First retry after a minute, doubling, capped at six hours. */
export const BACKOFF_BASE_MS = 60_000;
const BACKOFF_CAP_MS = 6 * 60 * 60 * 1000;
/** A claimed message is invisible to other drains for this long (a crashed drain's lease ends). */
export const LEASE_MS = 5 * 60_000;
/** Traffic starts scheduled work and a drain at most this often per isolate (scheduledWork.server.ts). */
export const KICK_INTERVAL_MS = 60_000;

export type OutboxStatus = "pending" | "sending" | "delivered" | "failed" | "abandoned";
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ["pending", "sending", "delivered", "failed", "abandoned"];
export type OutboxKind = "sales_notification" | "acknowledgement" | "staff";
/** What a staff message is for, where its kind says only who wrote it (migration 0030). */
export type OutboxPurpose = "demo_invitation" | "demo_reminder";

interface OutboxMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  now?: string;
  purpose?: OutboxPurpose;
}

/** Delay before the next try after `attempts` failed tries. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);

/**
 * The insert for one message about a sales request (the notification to sales, or the prospect's
 * acknowledgement); it inserts nothing unless that request row exists in the same batch.
 */
export function enqueueSalesRequestEmail(
  db: D1,
  m: OutboxMessage,
  salesRequestId: string,
  kind: "sales_notification" | "acknowledgement" = "sales_notification",
): D1PreparedStatement {
  const at = m.now ?? new Date().toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, body_html, source, sales_request_id, created_at, next_attempt_at)
       SELECT ?1, ?8, ?2, ?3, ?4, ?5, ?9, 'sales_request', id, ?6, ?6 FROM sales_requests WHERE id = ?7`,
    )
    .bind(crypto.randomUUID(), m.to, m.replyTo ?? null, m.subject, m.text, at, salesRequestId, kind, m.html ?? null);
}

/** The insert for a message a staff member sends. */
export function enqueueStaffEmail(db: D1, m: OutboxMessage, staffUserId: string | null, id: string = crypto.randomUUID()): D1PreparedStatement {
  const at = m.now ?? new Date().toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, body_html, source, created_by, created_at, next_attempt_at, purpose)
       VALUES (?1, 'staff', ?2, ?3, ?4, ?5, ?8, 'staff', ?6, ?7, ?7, ?9)`,
    )
    .bind(id, m.to, m.replyTo ?? null, m.subject, m.text, staffUserId, at, m.html ?? null, m.purpose ?? null);
}

export type OutboxEnv = Pick<
  Env,
  "DB" | "MEDIA" | "APP_ENV" | "SALES_EMAIL" | "SITE_URL" | "EMAIL_TRANSPORT" | "EMAIL_PROVIDER_URL" | "EMAIL_PROVIDER_KEY" | "SEALING_KEYS"
>;

interface DrainOptions extends TransportOptions {
  now?: () => Date;
  /** Messages per drain. */
  limit?: number;
  /**
   * Claimed first, whatever else is due: the messages the request that started this drain just
   * queued (a backlog of older retries must not push a new request's notification to a later drain).
   */
  prefer?: { id?: string; salesRequestId?: string };
}

interface DrainReport {
  delivered: number;
  retrying: number;
  failed: number;
  /** Set when there is no transport: nothing was claimed. */
  notConfigured?: string;
}

/** A claimed message's row, typed from the migrations; its kind is one the code writes. */
type Claimed = Narrowed<
  Columns<"email_outbox", "id" | "kind" | "to_address" | "reply_to" | "subject" | "body_text" | "body_html" | "source" | "sales_request_id" | "attempts">,
  "kind",
  OutboxKind
>;

/** Delivers the messages that are due. Never throws for a delivery failure (it is recorded). */
export async function drainOutbox(env: OutboxEnv, options: DrainOptions = {}): Promise<DrainReport> {
  const now = options.now ?? (() => new Date());
  const report: DrainReport = { delivered: 0, retrying: 0, failed: 0 };
  const choice = chooseTransport(env, options);
  if (!choice.ok) return { ...report, notConfigured: choice.reason };
  const { transport } = choice;
  const started = now();
  // One statement claims: a message is 'sending' for exactly one drain until its lease ends, so
  // two drains (two isolates, or traffic and a submission) never send it both.
  const { results: claimed } = await env.DB.prepare(
    `UPDATE email_outbox SET status = 'sending', lease_until = ?1
     WHERE id IN (SELECT id FROM email_outbox
                  WHERE (status IN ('pending', 'failed') AND next_attempt_at <= ?2) OR (status = 'sending' AND lease_until <= ?2)
                  ORDER BY (id = ?4 OR sales_request_id = ?5) DESC, next_attempt_at LIMIT ?3)
     RETURNING id, kind, to_address, reply_to, subject, body_text, body_html, source, sales_request_id, attempts`,
  )
    .bind(
      new Date(started.getTime() + LEASE_MS).toISOString(),
      started.toISOString(),
      options.limit ?? 10,
      options.prefer?.id ?? null,
      options.prefer?.salesRequestId ?? null,
    )
    .all<Claimed>();

  for (const message of claimed) {
    // A sealed body (an invitation's link: sealedBody.server.ts) is opened only here, to be sent.
    // One that no longer opens is never sent as ciphertext: it is abandoned with the reason.
    const text = await openBody(env.SEALING_KEYS, message.to_address, message.body_text);
    const outcome: SendOutcome =
      text === null
        ? { ok: false, permanent: true, detail: "sealed body does not open (its key is not configured)" }
        : await transport.send({
            id: message.id,
            from: env.SALES_EMAIL,
            to: message.to_address,
            replyTo: message.reply_to,
            subject: message.subject,
            text,
            html: message.body_html,
          });
    const at = now();
    const attempts = message.attempts + 1;
    let status: OutboxStatus;
    let update: D1PreparedStatement;
    if (outcome.ok) {
      status = "delivered";
      update = env.DB.prepare(
        `UPDATE email_outbox SET status = 'delivered', attempts = ?2, delivered_at = ?3, last_error = NULL, lease_until = NULL,
           transport = ?4, provider_message_id = ?5
         WHERE id = ?1 AND status = 'sending'`,
      ).bind(message.id, attempts, at.toISOString(), transport.name, outcome.providerId);
    } else {
      status = outcome.permanent || attempts >= MAX_ATTEMPTS ? "abandoned" : "failed";
      update = env.DB.prepare(
        `UPDATE email_outbox SET status = ?2, attempts = ?3, last_error = ?4, next_attempt_at = ?5, lease_until = NULL, transport = ?6
         WHERE id = ?1 AND status = 'sending'`,
      ).bind(message.id, status, attempts, outcome.detail, new Date(at.getTime() + backoffMs(attempts)).toISOString(), transport.name);
    }
    await env.DB.batch([
      update,
      env.DB.prepare("INSERT INTO email_attempts (outbox_id, at, ok, detail) VALUES (?1, ?2, ?3, ?4)").bind(
        message.id,
        at.toISOString(),
        outcome.ok ? 1 : 0,
        `${transport.name}: ${outcome.detail}`,
      ),
    ]);
    report[status === "delivered" ? "delivered" : status === "abandoned" ? "failed" : "retrying"]++;
    // Ids only: the log must not carry the prospect's personal data.
    logEvent(outcome.ok ? "info" : "warn", "email.attempt", {
      outboxId: message.id,
      kind: message.kind,
      salesRequestId: message.sales_request_id,
      transport: transport.name,
      attempt: attempts,
      status,
      detail: outcome.detail,
    });
  }
  return report;
}

export interface OutboxSummary {
  /** Messages not yet delivered that will be tried: pending, sending, failed. */
  waiting: number;
  /** Of those, how many failed their last try. */
  failing: number;
  /** Seconds since the oldest waiting message was queued (0 when none). */
  oldestWaitingSeconds: number;
  /** Given up on (refused or out of attempts): staff must look. */
  abandoned: number;
  /** Of those, queued in the last 7 days (the dashboard's banner; older ones have been seen). */
  abandonedLastWeek: number;
}

export async function outboxSummary(db: D1, now: Date = new Date()): Promise<OutboxSummary> {
  const row = await db
    .prepare(
      `SELECT
         COUNT(*) FILTER (WHERE status IN ('pending', 'sending', 'failed')) AS waiting,
         COUNT(*) FILTER (WHERE status = 'failed') AS failing,
         MIN(created_at) FILTER (WHERE status IN ('pending', 'sending', 'failed')) AS oldest,
         COUNT(*) FILTER (WHERE status = 'abandoned') AS abandoned,
         COUNT(*) FILTER (WHERE status = 'abandoned' AND created_at >= ?1) AS abandoned_week
       FROM email_outbox`,
    )
    .bind(new Date(now.getTime() - 7 * 86_400_000).toISOString())
    .first<{ waiting: number; failing: number; oldest: string | null; abandoned: number; abandoned_week: number }>();
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestWaitingSeconds: Number.isFinite(oldest) ? Math.max(0, Math.round((now.getTime() - oldest) / 1000)) : 0,
    abandoned: row?.abandoned ?? 0,
    abandonedLastWeek: row?.abandoned_week ?? 0,
  };
}

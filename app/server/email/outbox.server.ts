import type { Env } from "../platform/env.server";

/**
 * The e-mail outbox. Messages are rows in email_outbox, written in the same D1 batch as whatever
 * caused them, so a stored sales request always has its notification. `drainOutbox` delivers due
 * messages through the configured HTTP provider (EMAIL_PROVIDER_URL/EMAIL_PROVIDER_KEY), records
 * every attempt in email_attempts and retries failures with exponential backoff. Without a
 * provider (local development) it writes a log line and records the message as delivered.
 *
 * Pages Functions have no cron, so the outbox is drained after each stored request (waitUntil),
 * after each staff message and whenever staff open the inbox: a failed message is retried at
 * the first drain after its next_attempt_at.
 */

export const MAX_ATTEMPTS = 10;
/** First retry after a minute, doubling, capped at six hours. */
export const BACKOFF_BASE_MS = 60_000;
const BACKOFF_CAP_MS = 6 * 60 * 60 * 1000;
/** A claimed message is invisible to other drains for this long (a crashed drain's lease ends). */
const LEASE_MS = 5 * 60_000;
const PROVIDER_TIMEOUT_MS = 10_000;

export interface OutboxMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  now?: string;
}

/** Delay before the next try after `attempts` failed tries. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);

/** The insert for a sales request's notification; it inserts nothing unless that request row exists in the same batch. */
export function enqueueSalesRequestEmail(db: D1Database, m: OutboxMessage, salesRequestId: string): D1PreparedStatement {
  const at = m.now ?? new Date().toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (id, to_address, reply_to, subject, body_text, source, sales_request_id, created_at, next_attempt_at)
       SELECT ?1, ?2, ?3, ?4, ?5, 'sales_request', id, ?6, ?6 FROM sales_requests WHERE id = ?7`,
    )
    .bind(crypto.randomUUID(), m.to, m.replyTo ?? null, m.subject, m.text, at, salesRequestId);
}

/** The insert for a message a staff member sends. */
export function enqueueStaffEmail(db: D1Database, m: OutboxMessage, staffUserId: string | null, id: string = crypto.randomUUID()): D1PreparedStatement {
  const at = m.now ?? new Date().toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (id, to_address, reply_to, subject, body_text, source, created_by, created_at, next_attempt_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'staff', ?6, ?7, ?7)`,
    )
    .bind(id, m.to, m.replyTo ?? null, m.subject, m.text, staffUserId, at);
}

type OutboxEnv = Pick<Env, "DB" | "SALES_EMAIL" | "EMAIL_PROVIDER_URL" | "EMAIL_PROVIDER_KEY">;

export interface DrainOptions {
  /** The provider call; tests pass their own. */
  fetch?: typeof fetch;
  now?: () => Date;
  /** Messages per drain. */
  limit?: number;
}

export interface DrainReport {
  delivered: number;
  retrying: number;
  failed: number;
}

interface Claimed {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  source: string;
  sales_request_id: string | null;
  attempts: number;
}

type Outcome = { ok: true; detail: string } | { ok: false; detail: string; permanent: boolean };

/** Delivers the messages that are due. Never throws for a delivery failure (it is recorded). */
export async function drainOutbox(env: OutboxEnv, options: DrainOptions = {}): Promise<DrainReport> {
  const now = options.now ?? (() => new Date());
  const started = now();
  // Claim atomically: pushing next_attempt_at forward hides the rows from concurrent drains.
  const { results: claimed } = await env.DB.prepare(
    `UPDATE email_outbox SET next_attempt_at = ?1
     WHERE id IN (SELECT id FROM email_outbox WHERE status = 'pending' AND next_attempt_at <= ?2
                  ORDER BY next_attempt_at LIMIT ?3)
     RETURNING id, to_address, reply_to, subject, body_text, source, sales_request_id, attempts`,
  )
    .bind(new Date(started.getTime() + LEASE_MS).toISOString(), started.toISOString(), options.limit ?? 10)
    .all<Claimed>();

  const report: DrainReport = { delivered: 0, retrying: 0, failed: 0 };
  for (const message of claimed) {
    const outcome = await deliver(env, message, options.fetch ?? fetch);
    const at = now();
    const attempts = message.attempts + 1;
    let status: "delivered" | "pending" | "failed";
    let update: D1PreparedStatement;
    if (outcome.ok) {
      status = "delivered";
      update = env.DB.prepare("UPDATE email_outbox SET status = 'delivered', attempts = ?2, delivered_at = ?3, last_error = NULL WHERE id = ?1").bind(
        message.id,
        attempts,
        at.toISOString(),
      );
    } else {
      status = outcome.permanent || attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      update = env.DB.prepare("UPDATE email_outbox SET status = ?2, attempts = ?3, last_error = ?4, next_attempt_at = ?5 WHERE id = ?1").bind(
        message.id,
        status,
        attempts,
        outcome.detail,
        new Date(at.getTime() + backoffMs(attempts)).toISOString(),
      );
    }
    await env.DB.batch([
      update,
      env.DB.prepare("INSERT INTO email_attempts (outbox_id, at, ok, detail) VALUES (?1, ?2, ?3, ?4)").bind(
        message.id,
        at.toISOString(),
        outcome.ok ? 1 : 0,
        outcome.detail,
      ),
    ]);
    report[status === "delivered" ? "delivered" : status === "failed" ? "failed" : "retrying"]++;
    // Ids only: the log must not carry the prospect's personal data.
    console.log(
      JSON.stringify({
        level: outcome.ok ? "info" : "warn",
        msg: "email.attempt",
        outboxId: message.id,
        source: message.source,
        salesRequestId: message.sales_request_id,
        attempt: attempts,
        status,
        detail: outcome.detail,
      }),
    );
  }
  return report;
}

async function deliver(env: OutboxEnv, message: Claimed, send: typeof fetch): Promise<Outcome> {
  if (!env.EMAIL_PROVIDER_URL) return { ok: true, detail: "logged: no e-mail provider configured" };
  // A generic JSON shape most HTTP e-mail APIs accept or map easily; the outbox id doubles as the
  // idempotency key, so a provider that honours it never sends a retried message twice.
  const payload = {
    from: env.SALES_EMAIL,
    to: [message.to_address],
    replyTo: message.reply_to ?? undefined,
    subject: message.subject,
    text: message.body_text,
    metadata: { outboxId: message.id },
  };
  try {
    const response = await send(env.EMAIL_PROVIDER_URL, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(env.EMAIL_PROVIDER_KEY ? { Authorization: `Bearer ${env.EMAIL_PROVIDER_KEY}` } : {}),
        "Idempotency-Key": message.id,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = (await response.text().catch(() => "")).slice(0, 200);
    if (response.ok) return { ok: true, detail: `HTTP ${response.status}` };
    // 400/413/422: the provider refuses this message (e.g. a bad address); retrying cannot help.
    // Anything else (5xx, 429, a wrong key that someone will fix) is retried.
    const permanent = response.status === 400 || response.status === 413 || response.status === 422;
    return { ok: false, detail: `HTTP ${response.status}${body ? `: ${body}` : ""}`, permanent };
  } catch (error) {
    return { ok: false, detail: `network: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200), permanent: false };
  }
}

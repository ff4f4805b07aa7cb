import { type Keyring, openText } from "../auth/secretBox.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { logError, logEvent } from "../platform/log.server";
import { checkEndpointUrl } from "./endpointUrl.server";
import { signWebhook } from "./signature.server";
import { secretContext } from "./webhookEndpoints.server";

/**
 * Delivers the webhooks that are due (decision record 0043), from the outbox's drain: Pages has
 * no cron, so a retry that falls due goes out at the next drain the site's traffic starts
 * (scheduledWork.server.ts), or right after the change that queued it.
 *
 * A drain claims due deliveries with a lease (one statement: two drains never send the same one
 * at once), POSTs each with its Standard Webhooks headers (the same webhook-id on every attempt;
 * during a rotation, signed with both secrets), follows no redirect, and records the attempt.
 * A failure is tried again after an exponential backoff with jitter, until 24 hours after it was
 * queued; then it is failed. Delivery is at least once: receivers skip repeats by webhook-id.
 */
const WEBHOOK_TIMEOUT_MS = 10_000;
const WEBHOOK_LEASE_MS = 60_000;
/** First retry after about 30 s, doubling, at most 4 h apart. */
const WEBHOOK_BACKOFF_BASE_MS = 30_000;
const WEBHOOK_BACKOFF_CAP_MS = 4 * 60 * 60 * 1000;
/** Requests in flight at once (a Worker may hold six connections open). */
const PARALLEL = 6;

/** The delay before attempt `attempts + 1`, ±20 % (`random` in [0, 1)) so failed receivers are not hit in step. */
const webhookBackoffMs = (attempts: number, random: number) =>
  Math.round(Math.min(WEBHOOK_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_BACKOFF_CAP_MS) * (0.8 + 0.4 * random));

interface WebhookDrainEnv {
  DB: D1;
  SEALING_KEYS: Keyring;
  APP_ENV: string;
}

interface WebhookDrainOptions {
  now?: () => Date;
  limit?: number;
  /** The HTTP client (tests and the bench give their receiver; default the platform's fetch). */
  fetch?: typeof fetch;
  random?: () => number;
}

interface WebhookDrainReport {
  delivered: number;
  retrying: number;
  failed: number;
}

type Claimed = Columns<"webhook_deliveries", "id" | "endpoint_id" | "webhook_id" | "event" | "payload" | "attempts" | "give_up_at">;
type EndpointSecrets = Columns<"webhook_endpoints", "id" | "url" | "secret" | "previous_secret" | "previous_until">;

interface Outcome {
  status: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

async function post(doFetch: typeof fetch, url: string, headers: Record<string, string>, body: string, clock: () => Date): Promise<Outcome> {
  const started = clock().getTime();
  const t0 = performance.now();
  const took = () => Math.max(0, Math.round(performance.now() - t0) || clock().getTime() - started);
  try {
    const response = await doFetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
    // Only the status matters; the body is read (and dropped) so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    const redirect = response.status >= 300 && response.status < 400;
    return { status: response.status, ok, error: ok ? null : redirect ? "redirect not followed" : `HTTP ${response.status}`, durationMs: took() };
  } catch (error) {
    return { status: null, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "request failed", durationMs: took() };
  }
}

async function secretsOf(ring: Keyring, endpoint: EndpointSecrets, nowIso: string): Promise<string[] | null> {
  const current = await openText(ring, secretContext(endpoint.id), endpoint.secret);
  if (!current) return null;
  const secrets = [current.secret];
  if (endpoint.previous_secret && endpoint.previous_until && endpoint.previous_until > nowIso) {
    const previous = await openText(ring, secretContext(endpoint.id), endpoint.previous_secret);
    if (previous) secrets.push(previous.secret);
  }
  return secrets;
}

export async function drainWebhooks(env: WebhookDrainEnv, options: WebhookDrainOptions = {}): Promise<WebhookDrainReport> {
  const clock = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const report: WebhookDrainReport = { delivered: 0, retrying: 0, failed: 0 };
  const started = clock();
  const { results: claimed } = await env.DB.prepare(
    `UPDATE webhook_deliveries SET lease_until = ?1
     WHERE id IN (SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
                  WHERE d.state = 'pending' AND d.next_attempt_at <= ?2 AND (d.lease_until IS NULL OR d.lease_until <= ?2) AND e.paused = 0
                  ORDER BY d.next_attempt_at LIMIT ?3)
     RETURNING id, endpoint_id, webhook_id, event, payload, attempts, give_up_at`,
  )
    .bind(new Date(started.getTime() + WEBHOOK_LEASE_MS).toISOString(), started.toISOString(), options.limit ?? 50)
    .all<Claimed>();
  if (claimed.length === 0) return report;

  const { results: endpoints } = await env.DB.prepare(
    "SELECT id, url, secret, previous_secret, previous_until FROM webhook_endpoints WHERE id IN (SELECT value FROM json_each(?1))",
  )
    .bind(JSON.stringify([...new Set(claimed.map((c) => c.endpoint_id))]))
    .all<EndpointSecrets>();
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  const nowIso = started.toISOString();
  const secrets = new Map<string, string[] | null>();
  for (const e of endpoints) secrets.set(e.id, await secretsOf(env.SEALING_KEYS, e, nowIso));

  const deliver = async (d: Claimed) => {
    const endpoint = byId.get(d.endpoint_id);
    const keys = secrets.get(d.endpoint_id);
    let outcome: Outcome;
    if (!endpoint || !keys) {
      outcome = { status: null, ok: false, error: "the endpoint's secret does not open (its key is not configured)", durationMs: 0 };
    } else {
      // The URL was checked when saved; checked again in case the rules or the environment changed.
      const verdict = checkEndpointUrl(endpoint.url, env.APP_ENV);
      if (!verdict.ok) outcome = { status: null, ok: false, error: verdict.reason, durationMs: 0 };
      else {
        const timestamp = Math.floor(clock().getTime() / 1000);
        const headers = {
          "Content-Type": "application/json",
          "User-Agent": "Meridian-Webhooks/1",
          "webhook-id": d.webhook_id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": await signWebhook(keys, d.webhook_id, timestamp, d.payload),
        };
        outcome = await post(doFetch, endpoint.url, headers, d.payload, clock);
      }
    }
    const at = clock();
    const attempts = d.attempts + 1;
    const next = new Date(at.getTime() + webhookBackoffMs(attempts, random()));
    const state = outcome.ok ? "delivered" : next.toISOString() > d.give_up_at ? "failed" : "pending";
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE webhook_deliveries SET state = ?2, attempts = ?3, next_attempt_at = ?4, lease_until = NULL, last_status = ?5, last_error = ?6,
           last_duration_ms = ?7, delivered_at = ?8
         WHERE id = ?1`,
      ).bind(
        d.id,
        state,
        attempts,
        state === "pending" ? next.toISOString() : at.toISOString(),
        outcome.status,
        outcome.error,
        outcome.durationMs,
        outcome.ok ? at.toISOString() : null,
      ),
      env.DB.prepare("INSERT INTO webhook_attempts (delivery_id, attempt, at, status, duration_ms, error) VALUES (?1, ?2, ?3, ?4, ?5, ?6)").bind(
        d.id,
        attempts,
        at.toISOString(),
        outcome.status,
        outcome.durationMs,
        outcome.error,
      ),
    ]);
    report[state === "delivered" ? "delivered" : state === "failed" ? "failed" : "retrying"]++;
    // Ids only: the payload carries the prospect's personal data.
    logEvent(outcome.ok ? "info" : "warn", "webhook.attempt", {
      deliveryId: d.id,
      webhookId: d.webhook_id,
      event: d.event,
      attempt: attempts,
      status: outcome.status,
      state,
    });
  };
  for (let i = 0; i < claimed.length; i += PARALLEL) await Promise.all(claimed.slice(i, i + PARALLEL).map(deliver));
  return report;
}

export interface WebhookSummary {
  /** Queued and not yet delivered. */
  pending: number;
  /** Of those, due for over 15 minutes: no traffic has started a drain (Pages has no cron), or the drains fail. */
  overdue: number;
  /** Given up on after 24 hours, queued in the last 7 days. */
  failedLastWeek: number;
}

const WEBHOOK_OVERDUE_MS = 15 * 60_000;

export async function webhookSummary(db: D1, now: Date = new Date()): Promise<WebhookSummary> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) FILTER (WHERE state = 'pending') AS pending,
              COUNT(*) FILTER (WHERE state = 'pending' AND next_attempt_at <= ?1) AS overdue,
              COUNT(*) FILTER (WHERE state = 'failed' AND created_at >= ?2) AS failed_week
       FROM webhook_deliveries`,
    )
    .bind(new Date(now.getTime() - WEBHOOK_OVERDUE_MS).toISOString(), new Date(now.getTime() - 7 * 86_400_000).toISOString())
    .first<{ pending: number; overdue: number; failed_week: number }>();
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0, failedLastWeek: row?.failed_week ?? 0 };
}

/**
 * Right after a change that queued webhooks (a new lead, a status change): delivered now, off the
 * response's path, rather than at the next drain traffic starts. Never throws (logged).
 */
export function drainWebhooksSoon(env: WebhookDrainEnv, waitUntil: ((p: Promise<unknown>) => void) | undefined, requestId: string): void {
  waitUntil?.(drainWebhooks(env).catch((error) => logError(requestId, "webhooks.drain", error)));
}

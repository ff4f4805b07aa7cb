import type { Env } from "../platform/env.server";
import { APP_VERSION } from "../../config/version";
import { outboxSummary, type OutboxSummary } from "../email/outbox.server";
import { chooseTransport } from "../email/transport.server";
import { type WebhookSummary, webhookSummary } from "../webhooks/webhookDelivery.server";

export type Check = { ok: true; ms: number } | { ok: false; ms: number; error: string };

async function timed(fn: () => Promise<unknown>): Promise<Check> {
  const start = Date.now();
  try {
    await fn();
    return { ok: true, ms: Date.now() - start };
  } catch (e) {
    return { ok: false, ms: Date.now() - start, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Waiting longer than this means e-mail is not getting out (a retry or two fits well inside it). */
const EMAIL_STALE_SECONDS = 15 * 60;

type EmailCheck =
  | ({ ok: true; state: "ok"; transport: string } & OutboxSummary)
  | ({ ok: false; state: "not_configured"; error: string } & OutboxSummary)
  | ({ ok: false; state: "failing"; transport: string; error: string } & OutboxSummary)
  | { ok: false; state: "unknown"; error: string };

/**
 * The outbox as health sees it (R-EMAIL, decision record 0013): is there a transport, and is mail
 * getting out? "failing": a message has waited over 15 minutes. Without a transport the check is
 * "not configured", which fails health only in production (locally and in tests it is a choice).
 */
async function emailCheck(
  env: Pick<Env, "DB" | "MEDIA" | "APP_ENV" | "EMAIL_TRANSPORT" | "EMAIL_PROVIDER_KEY" | "EMAIL_PROVIDER_URL">,
  now: Date,
): Promise<EmailCheck> {
  let summary: OutboxSummary;
  try {
    summary = await outboxSummary(env.DB, now);
  } catch (e) {
    return { ok: false, state: "unknown", error: e instanceof Error ? e.message : String(e) };
  }
  const choice = chooseTransport(env);
  if (!choice.ok) return { ok: false, state: "not_configured", error: choice.reason, ...summary };
  if (summary.waiting > 0 && summary.oldestWaitingSeconds > EMAIL_STALE_SECONDS) {
    const error = `${summary.waiting} message${summary.waiting === 1 ? "" : "s"} waiting, the oldest for ${Math.round(summary.oldestWaitingSeconds / 60)} minutes`;
    return { ok: false, state: "failing", transport: choice.transport.name, error, ...summary };
  }
  return { ok: true, state: "ok", transport: choice.transport.name, ...summary };
}

type WebhooksCheck = ({ ok: boolean; state: "ok" | "overdue" | "failed" } & WebhookSummary) | { ok: false; state: "unknown"; error: string };

/**
 * The webhooks' deliveries (decision record 0043): "overdue" when a delivery has been due for over
 * 15 minutes (no traffic started a drain: Pages has no cron), "failed" when one was given up on in
 * the last 7 days. Detail only: a receiver that is down is the receiver's failure, not the site's,
 * so it never puts health in "failing".
 */
async function webhooksCheck(db: Env["DB"], now: Date): Promise<WebhooksCheck> {
  try {
    const summary = await webhookSummary(db, now);
    const state = summary.failedLastWeek > 0 ? "failed" : summary.overdue > 0 ? "overdue" : "ok";
    return { ok: state === "ok", state, ...summary };
  } catch (e) {
    return { ok: false, state: "unknown", error: e instanceof Error ? e.message : String(e) };
  }
}

/** A real round trip to each store: a query on D1 (touching the migrated schema) and a list on R2; and the outbox. */
export async function checkHealth(
  env: Pick<Env, "DB" | "MEDIA" | "APP_ENV" | "EMAIL_TRANSPORT" | "EMAIL_PROVIDER_KEY" | "EMAIL_PROVIDER_URL">,
  now: Date = new Date(),
) {
  const [d1, r2, email, webhooks] = await Promise.all([
    timed(() => env.DB.prepare("SELECT count(*) AS n FROM d1_migrations").first()),
    timed(() => env.MEDIA.list({ limit: 1 })),
    emailCheck(env, now),
    webhooksCheck(env.DB, now),
  ]);
  // With D1 down the outbox cannot be read: that is D1's failure, named once.
  const emailFails = email.state === "failing" || (email.state === "not_configured" && env.APP_ENV === "production");
  const failing = [d1.ok ? null : "d1", r2.ok ? null : "r2", emailFails ? "email" : null].filter((x): x is string => x !== null);
  return {
    status: failing.length === 0 ? ("ok" as const) : ("degraded" as const),
    version: APP_VERSION,
    checks: { d1, r2, email, webhooks },
    failing,
  };
}

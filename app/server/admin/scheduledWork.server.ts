import { queueDemoExpiryReminders } from "../demo/demoInvitations.server";
import { type OutboxEnv, KICK_INTERVAL_MS, drainOutbox } from "../email/outbox.server";
import { parseEnv } from "../platform/env.server";
import { logError } from "../platform/log.server";
import { type WaitUntil, trafficScheduler } from "../platform/trafficScheduler.server";
import { purgeSuspectedSpam } from "../sales/suspectedSpam.server";
import { drainWebhooks } from "../webhooks/webhookDelivery.server";

/**
 * Scheduled work. Pages has no cron: scheduled posts publish by themselves because every read
 * compares published_at with the clock, and what must happen without a reader (the outbox's
 * retries, decision record 0013; the demo-expiry reminders; deleting suspected spam after 30 days,
 * decision record 0034; the webhooks' deliveries and retries, decision record 0043) runs from ordinary traffic, at most once a minute per isolate, after the
 * response (waitUntil), at the clock the kicker is given. Each job is idempotent, so two isolates
 * running it at once do no harm.
 */
export async function scheduledJobs(env: OutboxEnv, nowMs: number): Promise<void> {
  await purgeSuspectedSpam(env.DB, nowMs);
  await queueDemoExpiryReminders(env.DB, env, nowMs);
  await drainWebhooks(env, { now: () => new Date(nowMs) });
}

/**
 * The jobs, then a drain of the outbox (when there is a transport): the reminders the jobs queue
 * leave in the same drain. A failed job is reported and the drain still runs.
 */
async function scheduledJobsThenDrain(env: OutboxEnv, nowMs: number, onError: (e: unknown) => void): Promise<void> {
  await scheduledJobs(env, nowMs).catch(onError);
  if (env.EMAIL_TRANSPORT) await drainOutbox(env);
}

const kicker = trafficScheduler(KICK_INTERVAL_MS, scheduledJobsThenDrain);

export const kickScheduledWork = Object.assign(kicker, {
  /** After a staff action that queued mail (an invitation): the same work at once, preferring that message. */
  async now(env: OutboxEnv, preferId?: string) {
    await scheduledJobs(env, Date.now());
    await drainOutbox(env, { prefer: { id: preferId } });
  },
});

/** What the Remix entry and the API call on every request: cheap, never throws, never delays the response. */
export function kickScheduledWorkFromTraffic(rawEnv: unknown, waitUntil: WaitUntil | undefined, requestId: string): void {
  try {
    kickScheduledWork(parseEnv(rawEnv as Record<string, unknown>), waitUntil, Date.now(), (error) => logError(requestId, "scheduled.work", error));
  } catch {
    // A broken configuration is reported by the request itself (500 naming it); not here.
  }
}

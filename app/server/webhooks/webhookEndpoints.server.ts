import { type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from "../../lib/webhooks/webhookEvents";
import { type StaffCall, admit, admitFound, auditRow, deleteAudited } from "../operations/staffOperation.server";
import { type Keyring, sealText } from "../auth/secretBox.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type Result, fail } from "../platform/result.server";
import { checkEndpointUrl } from "./endpointUrl.server";
import { newWebhookSecret } from "./signature.server";
import { WEBHOOK_WINDOW_MS } from "./webhookEvents.server";
import { webhookDeliveryIdSchema, webhookEndpointSchema, webhookIdSchema } from "./webhookSchema.server";

/**
 * Webhook endpoints and their deliveries (decision record 0043), changed only through the staff
 * operations below (webhooks:manage, admins): each parses its input, checks the permission and
 * writes the change with its audit row in one batch (decision record 0020). The secret is made
 * here, sealed at rest under SEALING_KEYS (bound to the endpoint's id, so a sealed secret
 * copied onto another endpoint does not open), and returned once, to be shown once.
 */
interface WebhookEnv {
  SEALING_KEYS: Keyring;
  APP_ENV: string;
}

/** A rotated-out secret is still signed with for this long (both signatures are sent). */
const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;

export const secretContext = (endpointId: string) => `webhook:${endpointId}`;

type EndpointRow = Columns<"webhook_endpoints", "id" | "url" | "description" | "events" | "paused" | "previous_until" | "created_at">;
const ENDPOINT_COLUMNS = "id, url, description, events, paused, previous_until, created_at";

const toEndpoint = (r: EndpointRow, now = new Date().toISOString()): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: JSON.parse(r.events) as WebhookEvent[],
  paused: r.paused === 1,
  previousSecretUntil: r.previous_until && r.previous_until > now ? r.previous_until : null,
  createdAt: r.created_at,
});

export async function listWebhookEndpoints(db: D1): Promise<WebhookEndpoint[]> {
  const { results } = await db.prepare(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`).all<EndpointRow>();
  return results.map((r) => toEndpoint(r));
}

export async function getWebhookEndpoint(db: D1, id: string): Promise<WebhookEndpoint | null> {
  const row = await db.prepare(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = ?1`).bind(id).first<EndpointRow>();
  return row ? toEndpoint(row) : null;
}

/** An endpoint as the operations below name it by id. */
const ENDPOINTS = {
  permission: "webhooks:manage",
  schema: webhookIdSchema,
  table: "webhook_endpoints",
  find: getWebhookEndpoint,
  notFound: "Endpoint not found",
} as const;

const badUrl = (reason: string) => fail(400, reason, { issues: [{ path: "url", message: reason }] });

/** Adds an endpoint; answers it with its secret, which is never shown again. */
export async function createWebhookEndpoint(
  call: StaffCall,
  env: WebhookEnv,
  raw: unknown,
  now = new Date().toISOString(),
): Promise<Result<{ endpoint: WebhookEndpoint; secret: string }>> {
  const parsed = admit(call, "webhooks:manage", webhookEndpointSchema, raw);
  if (!parsed.ok) return parsed;
  const verdict = checkEndpointUrl(parsed.data.url, env.APP_ENV);
  if (!verdict.ok) return badUrl(verdict.reason);
  const id = crypto.randomUUID();
  const secret = newWebhookSecret();
  const { db } = call;
  await db.batch([
    db
      .prepare(
        "INSERT INTO webhook_endpoints (id, url, description, events, secret, created_by, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
      )
      .bind(
        id,
        verdict.url,
        parsed.data.description,
        JSON.stringify(parsed.data.events),
        await sealText(env.SEALING_KEYS, secretContext(id), secret),
        call.actor.id,
        now,
      ),
    auditRow(call, { action: "webhook.create", target: verdict.url, detail: parsed.data.events.join(", ") }),
  ]);
  return { ok: true, endpoint: (await getWebhookEndpoint(db, id))!, secret };
}

/** An endpoint's URL and its secret as stored (sealed): what a rotation replaces. */
const sealedSecretOf = (db: D1, id: string) =>
  db.prepare("SELECT url, secret FROM webhook_endpoints WHERE id = ?1").bind(id).first<Columns<"webhook_endpoints", "url" | "secret">>();

/**
 * A new secret; the one it replaces stays valid (both signatures are sent) for 24 hours. The
 * update applies only to the secret read, so two rotations at once cannot both keep theirs.
 */
export async function rotateWebhookSecret(
  call: StaffCall,
  env: WebhookEnv,
  raw: unknown,
  now = new Date().toISOString(),
): Promise<Result<{ endpoint: WebhookEndpoint; secret: string; previousSecretUntil: string }>> {
  const admitted = await admitFound(call, { ...ENDPOINTS, find: sealedSecretOf }, raw);
  if (!admitted.ok) return admitted;
  const { db } = call;
  const { input: parsed, row: current } = admitted;
  const secret = newWebhookSecret();
  const until = new Date(Date.parse(now) + PREVIOUS_SECRET_MS).toISOString();
  const [updated] = await db.batch([
    db
      .prepare("UPDATE webhook_endpoints SET secret = ?2, previous_secret = ?3, previous_until = ?4, updated_at = ?5 WHERE id = ?1 AND secret = ?3")
      .bind(parsed.id, await sealText(env.SEALING_KEYS, secretContext(parsed.id), secret), current.secret, until, now),
    auditRow(call, { action: "webhook.rotate", target: current.url, detail: `previous secret valid until ${until}` }, { ifChanged: true }),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) return fail(409, "The secret was rotated by someone else: reload and try again");
  return { ok: true, endpoint: (await getWebhookEndpoint(db, parsed.id))!, secret, previousSecretUntil: until };
}

/** Pauses (events are not queued for it) or resumes an endpoint. */
export async function setWebhookPaused(call: StaffCall, raw: unknown, paused: boolean): Promise<Result<{ endpoint: WebhookEndpoint }>> {
  const admitted = await admitFound(call, ENDPOINTS, raw);
  if (!admitted.ok) return admitted;
  const { db } = call;
  const found = admitted.row;
  await db.batch([
    db.prepare("UPDATE webhook_endpoints SET paused = ?2, updated_at = ?3 WHERE id = ?1").bind(found.id, paused ? 1 : 0, new Date().toISOString()),
    auditRow(call, { action: paused ? "webhook.pause" : "webhook.resume", target: found.url }, { ifChanged: true }),
  ]);
  return { ok: true, endpoint: (await getWebhookEndpoint(db, found.id))! };
}

/** Deletes an endpoint and, with it, its deliveries and their log. */
export async function deleteWebhookEndpoint(call: StaffCall, raw: unknown): Promise<Result<{ endpoint: WebhookEndpoint }>> {
  const deleted = await deleteAudited(call, raw, ENDPOINTS, (endpoint) => ({
    action: "webhook.delete",
    target: endpoint.url,
    detail: endpoint.events.join(", "),
  }));
  return deleted.ok ? { ok: true, endpoint: deleted.row } : deleted;
}

/**
 * "Send again": the delivery is due now, with its own webhook-id (a receiver that has it already
 * skips it) and a new 24-hour window.
 */
export async function resendWebhookDelivery(call: StaffCall, raw: unknown, now = new Date().toISOString()): Promise<Result<{ deliveryId: string }>> {
  const parsed = admit(call, "webhooks:manage", webhookDeliveryIdSchema, raw);
  if (!parsed.ok) return parsed;
  const { db } = call;
  const found = await db
    .prepare("SELECT d.id, d.event, d.webhook_id, e.url FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ?1")
    .bind(parsed.data.id)
    .first<{ id: string; event: string; webhook_id: string; url: string }>();
  if (!found) return fail(404, "Delivery not found");
  await db.batch([
    db
      .prepare("UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ?2, give_up_at = ?3, lease_until = NULL WHERE id = ?1")
      .bind(found.id, now, new Date(Date.parse(now) + WEBHOOK_WINDOW_MS).toISOString()),
    auditRow(call, { action: "webhook.resend", target: found.url, detail: `${found.event} ${found.webhook_id}` }, { ifChanged: true }),
  ]);
  return { ok: true, deliveryId: found.id };
}

/** The test event's type: never subscribed to, sent only to the endpoint a staff member names. */
const WEBHOOK_TEST_EVENT = "webhook.test";

/**
 * "Send a test event": one signed `webhook.test` event for this endpoint, queued as a delivery
 * like any other (the drain signs, sends, retries and logs it; the Deliveries table shows it), so
 * whoever connects a CRM sees a real message arrive and what their receiver answered. Its delivery
 * and the audit row are one batch. A paused endpoint is refused: the drain sends it nothing.
 */
export async function sendWebhookTestEvent(
  call: StaffCall,
  raw: unknown,
  now = new Date().toISOString(),
): Promise<Result<{ deliveryId: string; endpoint: WebhookEndpoint }>> {
  const admitted = await admitFound(call, ENDPOINTS, raw);
  if (!admitted.ok) return admitted;
  const { db } = call;
  const endpoint = admitted.row;
  if (endpoint.paused) return fail(409, "The endpoint is paused: resume it to send it a test event");
  const deliveryId = crypto.randomUUID().replace(/-/g, "");
  const webhookId = `msg_${crypto.randomUUID().replace(/-/g, "")}`;
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: now,
    data: { endpointId: endpoint.id, message: "A test event from the site's Integrations screen: answer with any 2xx status to show it arrived." },
  });
  const giveUp = new Date(Date.parse(now) + WEBHOOK_WINDOW_MS).toISOString();
  const [queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO webhook_deliveries (id, endpoint_id, webhook_id, event, payload, next_attempt_at, give_up_at, created_at)
         SELECT ?1, id, ?2, ?3, ?4, ?5, ?6, ?5 FROM webhook_endpoints WHERE id = ?7 AND paused = 0`,
      )
      .bind(deliveryId, webhookId, WEBHOOK_TEST_EVENT, payload, now, giveUp, endpoint.id),
    auditRow(call, { action: "webhook.test", target: endpoint.url, detail: webhookId }, { ifChanged: true }),
  ]);
  // Paused or deleted between the read and the batch: nothing was queued.
  if ((queued?.meta.changes ?? 0) === 0) return fail(409, "The endpoint was paused or deleted meanwhile: reload and try again");
  return { ok: true, deliveryId, endpoint };
}

/** What became of a test event's first attempt, in the words the staff screen shows. */
export async function testDeliveryOutcome(db: D1, deliveryId: string, url: string): Promise<string> {
  const row = await db
    .prepare("SELECT state, attempts, last_status, last_error FROM webhook_deliveries WHERE id = ?1")
    .bind(deliveryId)
    .first<Columns<"webhook_deliveries", "state" | "attempts" | "last_status" | "last_error">>();
  if (!row || row.attempts === 0) return `Test event queued for ${url}: it goes out at the next drain and shows under Deliveries.`;
  if (row.state === "delivered") return `Test event delivered to ${url}: it answered ${row.last_status}.`;
  const answer = row.last_status !== null ? `it answered ${row.last_status}` : `no answer (${row.last_error ?? "no response"})`;
  return `Test event sent to ${url}, ${answer}: it is retried like any delivery, see Deliveries.`;
}

type DeliveryRow = Columns<
  "webhook_deliveries",
  "id" | "endpoint_id" | "webhook_id" | "event" | "state" | "attempts" | "next_attempt_at" | "last_status" | "last_error" | "last_duration_ms" | "created_at"
> & { url: string };
type AttemptRow = Columns<"webhook_attempts", "delivery_id" | "attempt" | "at" | "status" | "duration_ms" | "error">;

/** The newest deliveries (of one endpoint, or all), each with its attempts. */
export async function listWebhookDeliveries(db: D1, options: { endpointId?: string; limit?: number } = {}): Promise<WebhookDelivery[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.endpoint_id, d.webhook_id, d.event, d.state, d.attempts, d.next_attempt_at, d.last_status, d.last_error, d.last_duration_ms, d.created_at, e.url
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE ?1 IS NULL OR d.endpoint_id = ?1 ORDER BY d.created_at DESC, d.id LIMIT ?2`,
    )
    .bind(options.endpointId ?? null, options.limit ?? 50)
    .all<DeliveryRow>();
  if (results.length === 0) return [];
  const { results: attempts } = await db
    .prepare(
      `SELECT delivery_id, attempt, at, status, duration_ms, error FROM webhook_attempts
       WHERE delivery_id IN (SELECT value FROM json_each(?1)) ORDER BY delivery_id, id`,
    )
    .bind(JSON.stringify(results.map((r) => r.id)))
    .all<AttemptRow>();
  return results.map((r) => ({
    id: r.id,
    endpointId: r.endpoint_id,
    endpointUrl: r.url,
    webhookId: r.webhook_id,
    event: r.event,
    state: r.state as WebhookDelivery["state"],
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastStatus: r.last_status,
    lastError: r.last_error,
    lastDurationMs: r.last_duration_ms,
    createdAt: r.created_at,
    log: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({ attempt: a.attempt, at: a.at, status: a.status, durationMs: a.duration_ms, error: a.error })),
  }));
}

import type { WebhookEvent } from "../../lib/webhooks/webhookEvents";
import type { ContactRequest } from "../../lib/contact/schema";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Queues an event for every endpoint that asked for it and is not paused (decision record 0043):
 * ONE statement, for the batch of the change it reports, so a stored lead always has its
 * deliveries and a change that did not happen has none. With no endpoint it inserts nothing.
 *
 * `onlyIf` ties the deliveries to the change: they are inserted only if the sales request exists
 * (a new request's insert that hit its client id's conflict did not create `id`), and, when
 * `updatedAt` is given, only if it carries that time (the update was the one that happened).
 *
 * The payload is Standard Webhooks' shape: `{ type, timestamp, data }`.
 */
export const WEBHOOK_WINDOW_MS = 24 * 60 * 60 * 1000;

export function enqueueWebhookEvent(
  db: D1,
  event: WebhookEvent,
  data: Record<string, unknown>,
  options: { now: string; onlyIf: { salesRequestId: string; updatedAt?: string } },
): D1PreparedStatement {
  const payload = JSON.stringify({ type: event, timestamp: options.now, data });
  const giveUp = new Date(Date.parse(options.now) + WEBHOOK_WINDOW_MS).toISOString();
  return db
    .prepare(
      `INSERT INTO webhook_deliveries (id, endpoint_id, webhook_id, event, payload, next_attempt_at, give_up_at, created_at)
       SELECT lower(hex(randomblob(16))), e.id, 'msg_' || lower(hex(randomblob(16))), ?1, ?2, ?3, ?4, ?3
       FROM webhook_endpoints e
       WHERE e.paused = 0 AND EXISTS (SELECT 1 FROM json_each(e.events) WHERE value = ?1)
         AND EXISTS (SELECT 1 FROM sales_requests WHERE id = ?5 AND (?6 IS NULL OR updated_at = ?6))`,
    )
    .bind(event, payload, options.now, giveUp, options.onlyIf.salesRequestId, options.onlyIf.updatedAt ?? null);
}

/** A lead as the `sales_request.*` events carry it (the contact form's fields, named for a CRM). */
export function leadData(id: string, fields: ContactRequest & { language?: string }, createdAt: string, siteUrl: string) {
  return {
    id,
    contactType: fields.ContactType,
    products: fields.Products,
    name: fields.Name,
    company: fields.CompanyName,
    email: fields.Email,
    phone: fields.Phone,
    address: fields.Address,
    country: fields.Country,
    contactMade: fields.ContactMade,
    comments: fields.Comments,
    /** The language the request was made in (en, es, fr, pt, ar): the one to answer in. */
    language: fields.language ?? "en",
    status: "new",
    createdAt,
    inboxUrl: new URL(`/admin/sales-requests/${id}`, siteUrl).toString(),
  };
}

/**
 * `sales_request.updated` for every request a bulk status change (or its Undo) changes, as
 * `changeSalesRequest` sends it for one: ONE INSERT … SELECT for the change's batch, placed before
 * the batch's UPDATE and selecting the same rows the UPDATE will change (`changing`: a SELECT giving
 * `id`, `status` (the new one), `previous_status` and `assigned_to`, bound to `params`). The batch
 * is one transaction, so these are exactly the requests that change, and none if it fails.
 * One row per request and subscribed, unpaused endpoint; with no endpoint it inserts nothing.
 */
export function enqueueStatusChangeEvents(db: D1, changing: { sql: string; params: unknown[] }, now: string): D1PreparedStatement {
  const p = changing.params.length;
  const giveUp = new Date(Date.parse(now) + WEBHOOK_WINDOW_MS).toISOString();
  return db
    .prepare(
      `INSERT INTO webhook_deliveries (id, endpoint_id, webhook_id, event, payload, next_attempt_at, give_up_at, created_at)
       SELECT lower(hex(randomblob(16))), e.id, 'msg_' || lower(hex(randomblob(16))), 'sales_request.updated',
              json_object('type', 'sales_request.updated', 'timestamp', ?${p + 1}, 'data', json_object(
                'id', c.id, 'status', c.status, 'previousStatus', c.previous_status,
                'assigneeId', c.assigned_to, 'previousAssigneeId', c.assigned_to,
                'changed', json_array('status'), 'updatedAt', ?${p + 1})),
              ?${p + 1}, ?${p + 2}, ?${p + 1}
       FROM webhook_endpoints e, (${changing.sql}) c
       WHERE e.paused = 0 AND EXISTS (SELECT 1 FROM json_each(e.events) WHERE value = 'sales_request.updated')`,
    )
    .bind(...changing.params, now, giveUp);
}

import { Hono } from "hono";
import type { webhookEndpointSchema } from "../../server/webhooks/webhookSchema.server";
import {
  listWebhookDeliveries,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
} from "../../server/webhooks/webhookEndpoints.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf } from "../validate.server";

/**
 * Webhook endpoints (decision record 0043), admins only (webhooks:manage), mounted at /api/webhooks:
 *   POST   /             add one: 201 { id, secret, url, events, description, paused, … } (the secret only here)
 *   GET    /             every endpoint, with its latest deliveries and their attempts
 *   DELETE /:id          delete one, its deliveries with it
 *   POST   /:id/rotate   a new secret (shown once); the old one is still signed with for 24 h
 * Thin adapters over server/webhooks/webhookEndpoints.server.ts: the operations validate, check
 * and audit (decision record 0020).
 */
export const webhooks = new Hono<ApiEnv>()
  .post("/", staffAuth("webhooks:manage"), operationBody<typeof webhookEndpointSchema>(), async (c) => {
    const { endpoint, secret } = orThrow(await createWebhookEndpoint(staffCallOf(c), c.get("env"), c.req.valid("json").body));
    return c.json({ ...endpoint, secret }, 201);
  })
  .get("/", staffAuth("webhooks:manage"), async (c) => {
    const db = c.get("env").DB;
    const [endpoints, deliveries] = await Promise.all([listWebhookEndpoints(db), listWebhookDeliveries(db, { limit: 100 })]);
    return c.json({ endpoints, deliveries });
  })
  .delete("/:id", staffAuth("webhooks:manage"), async (c) => {
    const { endpoint } = orThrow(await deleteWebhookEndpoint(staffCallOf(c), { id: c.req.param("id") }));
    return c.json({ deleted: endpoint });
  })
  .post("/:id/rotate", staffAuth("webhooks:manage"), async (c) => {
    const { endpoint, secret, previousSecretUntil } = orThrow(await rotateWebhookSecret(staffCallOf(c), c.get("env"), { id: c.req.param("id") }));
    return c.json({ ...endpoint, secret, previousSecretUntil });
  });

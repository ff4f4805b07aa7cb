import * as z from "zod";
import { WEBHOOK_EVENT_KEYS } from "../../lib/webhooks/webhookEvents";

/** One endpoint's input, from the API's JSON or the staff form (events: one or several checkboxes). */
export const webhookEndpointSchema = z.object({
  url: z.string({ error: "Enter the endpoint's URL" }).trim().min(1, "Enter the endpoint's URL").max(2000, "The URL may be at most 2,000 characters"),
  events: z
    .preprocess(
      (v) => (typeof v === "string" ? [v] : v),
      z.array(z.enum(WEBHOOK_EVENT_KEYS, { error: "Unknown event" }), { error: "Choose at least one event" }).min(1, "Choose at least one event"),
    )
    .transform((events) => [...new Set(events)]),
  description: z.string({ error: "The description must be text" }).trim().max(300, "The description may be at most 300 characters").optional().default(""),
});

export const webhookIdSchema = z.object({ id: z.string({ error: "Not an endpoint id" }).regex(/^[a-f0-9-]{1,64}$/, "Not an endpoint id") });
export const webhookDeliveryIdSchema = z.object({ id: z.string({ error: "Not a delivery id" }).regex(/^[a-f0-9]{1,64}$/, "Not a delivery id") });

/**
 * The webhook events the site sends (decision record 0043), with the words the staff screen shows
 * beside each checkbox. Isomorphic and secret-free: the /admin/integrations form lists them and the
 * server's schema accepts only them.
 */
export const WEBHOOK_EVENTS = {
  "sales_request.created": "A sales request arrives (contact form, API, brochure or demo), with its contact type",
  "sales_request.updated": "A sales request's status or assignee changes",
  "brochure.downloaded": "A visitor downloads a product brochure",
  "demo.requested": "A prospect in the demo area asks to talk to sales from the player",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_KEYS = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

type WebhookDeliveryState = "pending" | "delivered" | "failed";

/** An endpoint as the staff screen and the API show it: never its secret (shown once, when made or rotated). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  paused: boolean;
  /** Until when the secret replaced by the last rotation is still signed with (null: none). */
  previousSecretUntil: string | null;
  createdAt: string;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  endpointUrl: string;
  webhookId: string;
  event: string;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  createdAt: string;
  /** Every attempt, oldest first. */
  log: { attempt: number; at: string; status: number | null; durationMs: number; error: string | null }[];
}

import * as z from "zod/mini";
import { blankToUndefined, pageField, pageSizeField } from "../queryFields";
import { englishMessages, preprocess } from "../zodMini";

englishMessages();

/** The staff outbox screen's filters (R-CONSTANTS paging, like the inbox): status, page, page size. */
export const OUTBOX_STATUSES = ["pending", "sending", "delivered", "failed", "abandoned"] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatusName, string> = {
  pending: "Pending",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed, will retry",
  abandoned: "Gave up",
};

const OUTBOX_KIND_LABELS = {
  sales_notification: "Sales notification",
  acknowledgement: "Acknowledgement",
  staff: "Staff message",
} as const;

/** A staff message's label when its purpose is known (it says more than "Staff message"). */
const OUTBOX_PURPOSE_LABELS = {
  demo_invitation: "Demo invitation",
  demo_reminder: "Demo access reminder",
} as const;

export const outboxLabel = (m: { kind: keyof typeof OUTBOX_KIND_LABELS; purpose: keyof typeof OUTBOX_PURPOSE_LABELS | null }) =>
  m.purpose ? OUTBOX_PURPOSE_LABELS[m.purpose] : OUTBOX_KIND_LABELS[m.kind];

export const outboxQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(),
  status: preprocess(blankToUndefined, z.optional(z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(", ")}` }))),
});

export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** An outbox id as the database makes them (UUIDs); anything else is refused before SQL. */
export const outboxIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "Not a message id"));

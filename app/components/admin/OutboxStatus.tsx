import { OUTBOX_STATUS_LABELS, type OutboxStatusName } from "~/lib/email/outboxQuery";

/** An outbox message's status as a labelled badge (the colour repeats the words, never replaces them). */
export function OutboxStatus({ status }: { status: OutboxStatusName }) {
  return <span className={`status outbox-${status}`}>{OUTBOX_STATUS_LABELS[status]}</span>;
}

import type { OutboxStatus } from "../email/outbox.server";
import type { Columns, LeftJoined } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { SalesRequest } from "./salesRequests.server";
import type { Keyring } from "../auth/secretBox.server";
import { openReplyText } from "./replyText.server";

/* A request's history (status changes, assignments, follow-up dates, notes, replies sent), and the notes of many for the export. */

interface SalesRequestNote {
  id: number;
  author: { id: string; name: string } | null;
  body: string;
  statusFrom: SalesRequest["status"] | null;
  statusTo: SalesRequest["status"] | null;
  /** Set when the entry (re)assigned the request: from and to are names, null for nobody. */
  assignment: { from: string | null; to: string | null } | null;
  /**
   * Set when the entry is a reply sent from the request: its outbox message while the outbox keeps
   * it (decision record 0029), and its text, which the history keeps sealed after that.
   */
  reply: { outboxId: string | null; subject: string; status: OutboxStatus | null; text: string | null } | null;
  /** Set when the entry changed the follow-up date: from and to are YYYY-MM-DD, null for none. */
  followUp: { from: string | null; to: string | null } | null;
  createdAt: string;
}

/** A request's history, oldest first: status changes, internal notes and replies sent, with who made them. */
export async function salesRequestHistory(db: D1, id: string, ring?: Keyring): Promise<SalesRequestNote[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.author_id, s.name AS author_name, n.body, n.status_from, n.status_to, n.created_at,
              n.assignee_changed, n.assignee_from, n.assignee_to, n.follow_up_changed, n.follow_up_from, n.follow_up_to,
              af.name AS assignee_from_name, ast.name AS assignee_to_name,
              n.reply_outbox_id, n.reply_text, o.subject AS reply_subject, o.status AS reply_status
       FROM sales_request_notes n LEFT JOIN staff_users s ON s.id = n.author_id
       LEFT JOIN staff_users af ON af.id = n.assignee_from LEFT JOIN staff_users ast ON ast.id = n.assignee_to
       LEFT JOIN email_outbox o ON o.id = n.reply_outbox_id
       WHERE n.sales_request_id = ?1 ORDER BY n.created_at, n.id`,
    )
    .bind(id)
    .all<
      Columns<
        "sales_request_notes",
        | "id"
        | "author_id"
        | "body"
        | "status_from"
        | "status_to"
        | "created_at"
        | "assignee_changed"
        | "assignee_from"
        | "assignee_to"
        | "follow_up_changed"
        | "follow_up_from"
        | "follow_up_to"
        | "reply_outbox_id"
        | "reply_text"
      > & {
        reply_subject: LeftJoined<"email_outbox", "subject">;
        reply_status: LeftJoined<"email_outbox", "status">;
        author_name: LeftJoined<"staff_users", "name">;
        assignee_from_name: LeftJoined<"staff_users", "name">;
        assignee_to_name: LeftJoined<"staff_users", "name">;
      }
    >();
  const nameOf = (id: string | null, name: string | null) => (id ? (name ?? "a former user") : null);
  // A reply's text opens only with the keyring (the staff screen passes it); without one, none.
  const texts = await Promise.all(results.map((r) => (ring ? openReplyText(ring, id, r.reply_text) : null)));
  return results.map((r, i) => ({
    id: r.id,
    author: r.author_id ? { id: r.author_id, name: r.author_name ?? "" } : null,
    body: r.body,
    statusFrom: r.status_from as SalesRequestNote["statusFrom"],
    statusTo: r.status_to as SalesRequestNote["statusTo"],
    assignment: r.assignee_changed ? { from: nameOf(r.assignee_from, r.assignee_from_name), to: nameOf(r.assignee_to, r.assignee_to_name) } : null,
    reply:
      r.reply_outbox_id || r.reply_text
        ? {
            outboxId: r.reply_outbox_id,
            subject: r.reply_subject ?? "",
            status: r.reply_outbox_id ? ((r.reply_status ?? "pending") as OutboxStatus) : null,
            text: texts[i] ?? null,
          }
        : null,
    followUp: r.follow_up_changed ? { from: r.follow_up_from, to: r.follow_up_to } : null,
    createdAt: r.created_at,
  }));
}

/**
 * The internal notes and the replies sent (decision record 0029) of several requests (one export
 * page), in the history's order (oldest first): a note is "date author: text", a reply
 * "date author replied: subject — text" with the text as sent. The ids go in as one JSON array: a
 * page holds more ids than D1 binds parameters.
 */
export async function notesOf(db: D1, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!ids.length) return out;
  const { results } = await db
    .prepare(
      `SELECT n.sales_request_id AS rid, n.body, n.created_at, s.name AS author, n.reply_outbox_id, o.subject AS reply_subject, o.body_text AS reply_text
       FROM sales_request_notes n LEFT JOIN staff_users s ON s.id = n.author_id LEFT JOIN email_outbox o ON o.id = n.reply_outbox_id
       WHERE n.sales_request_id IN (SELECT value FROM json_each(?1)) AND (n.body <> '' OR n.reply_outbox_id IS NOT NULL) ORDER BY n.created_at, n.id`,
    )
    .bind(JSON.stringify(ids))
    .all<{
      rid: string;
      body: string;
      created_at: string;
      author: string | null;
      reply_outbox_id: string | null;
      reply_subject: string | null;
      reply_text: string | null;
    }>();
  for (const r of results) {
    const head = `${r.created_at.slice(0, 16).replace("T", " ")} ${r.author ?? "A former user"}`;
    const line = r.reply_outbox_id
      ? `${head} replied: ${r.reply_subject === null ? "(the message is no longer kept)" : `${r.reply_subject} — ${r.reply_text ?? ""}`}`
      : `${head}: ${r.body}`;
    out.set(r.rid, [...(out.get(r.rid) ?? []), line]);
  }
  return out;
}

import { salesReplySchema } from "../../lib/sales/salesReply";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import { type OutboxEnv, drainOutbox } from "../email/outbox.server";
import type { Env } from "../platform/env.server";
import { logError } from "../platform/log.server";
import { hit } from "../platform/rateLimit.server";
import { type Result, fail } from "../platform/result.server";
import { type EmailContent, escapeHtml } from "./salesRequestEmail.server";
import { salesRequestById } from "./salesRequests.server";
import { sealReplyText } from "./replyText.server";
import { enqueueWebhookEvent } from "../webhooks/webhookEvents.server";

/**
 * A reply to a prospect, written in their request (decision record 0029). It leaves
 * through the outbox like every other message (same sender, retries, attempt log); replies to it
 * go to the sales address, where the team reads them, not to one rep's mailbox.
 */

/** Replies one staff member may send in an hour: a person answering requests, not a mailing. */
export const REPLY_LIMIT = { limit: 30, windowSeconds: 3600 };

const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ").trim();

/** The message: the staff member's text, signed with their name and the site; every typed character escaped in the HTML. */
function replyEmail(input: { subject: string; body: string; staffName: string; siteTitle: string }): EmailContent {
  const signature = [oneLine(input.staffName), input.siteTitle];
  const text = [input.body, "", "--", ...signature].join("\n");
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 1em">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>` +
    `<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">` +
    `${paragraphs}<p style="color:#555">${signature.map(escapeHtml).join("<br>")}</p></body></html>`;
  return { subject: input.subject, text, html };
}

interface ReplyContext {
  env: OutboxEnv & Pick<Env, "SITE_TITLE">;
  /** Starts the outbox's drain after the response (Remix: the context's waitUntil). */
  waitUntil?: (p: Promise<unknown>) => void;
  requestId?: string;
  now?: Date;
}

/**
 * Queues a reply to the request's prospect (sales:write). The outbox row, the request's history
 * entry (which names the outbox row) and the audit row are ONE batch: all three land or none, so
 * history never claims a reply the outbox does not hold, nor the outbox a reply history lacks.
 * Answers the outbox id, or a Failure the screen shows (the text typed is kept by the caller).
 *
 * With `markContacted`, a request still New moves to Contacted in the same batch: answering a
 * prospect is what Contacted means, and a New request that has been answered misleads the inbox's
 * "New" view. The history entry names the reply and the change together; the status change has its
 * own audit row and `sales_request.updated` event, as a change from the status form has. A
 * request no longer New (someone changed it meanwhile) keeps its status.
 */
export async function sendSalesReply(call: StaffCall, ctx: ReplyContext, raw: unknown): Promise<Result<{ outboxId: string; contacted: boolean }>> {
  const input = admit(call, "sales:write", salesReplySchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const { db } = call;
  const { id, subject, body } = input.data;
  const request = await salesRequestById(db, id);
  if (!request) return fail(404, "Sales request not found");
  const limited = await hit(db, `reply:${call.actor.id}`, REPLY_LIMIT);
  if (!limited.allowed) {
    return fail(429, `You have sent ${REPLY_LIMIT.limit} replies in the last hour: please wait before sending another`, {
      retryAfter: limited.retryAfter,
    });
  }
  const staff = await db.prepare("SELECT name FROM staff_users WHERE id = ?1").bind(call.actor.id).first<{ name: string }>();
  const message = replyEmail({ subject, body, staffName: staff?.name ?? call.actor.email, siteTitle: ctx.env.SITE_TITLE });
  const outboxId = crypto.randomUUID();
  const at = (ctx.now ?? new Date()).toISOString();
  const moves = input.data.markContacted === "1" && request.status === "new";
  let contacted = false;
  try {
    const results = await db.batch([
      // A staff message about a sales request: kind 'staff' (written by a person), source and link the request's.
      db
        .prepare(
          `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, body_html, source, sales_request_id, created_by, created_at, next_attempt_at)
           SELECT ?1, 'staff', email, ?2, ?3, ?4, ?5, 'sales_request', id, ?6, ?7, ?7 FROM sales_requests WHERE id = ?8`,
        )
        .bind(outboxId, ctx.env.SALES_EMAIL, message.subject, message.text, message.html, call.actor.id, at, id),
      db
        .prepare(
          `INSERT INTO sales_request_notes (sales_request_id, author_id, body, reply_outbox_id, reply_text, status_from, status_to, created_at)
           SELECT ?1, ?2, '', id, ?5, CASE WHEN c.moves THEN 'new' END, CASE WHEN c.moves THEN 'contacted' END, ?4
           FROM email_outbox, (SELECT ?6 = 1 AND EXISTS (SELECT 1 FROM sales_requests WHERE id = ?1 AND status = 'new') AS moves) c
           WHERE email_outbox.id = ?3`,
        )
        .bind(id, call.actor.id, outboxId, at, await sealReplyText(ctx.env.SEALING_KEYS, id, body), moves ? 1 : 0),
      auditRow(call, { action: "request.reply", target: id, detail: `${subject} (${outboxId})` }, { ifChanged: true }),
      ...(moves
        ? [
            db.prepare("UPDATE sales_requests SET status = 'contacted', updated_at = ?2 WHERE id = ?1 AND status = 'new'").bind(id, at),
            auditRow(call, { action: "request.status", target: id, detail: "status new → contacted (with a reply)" }, { ifChanged: true }),
            enqueueWebhookEvent(
              db,
              "sales_request.updated",
              {
                id,
                status: "contacted",
                previousStatus: "new",
                assigneeId: request.assignee?.id ?? null,
                previousAssigneeId: request.assignee?.id ?? null,
                changed: ["status"],
                updatedAt: at,
              },
              { now: at, onlyIf: { salesRequestId: id, updatedAt: at } },
            ),
          ]
        : []),
    ]);
    contacted = moves && (results[3]?.meta.changes ?? 0) > 0;
  } catch (error) {
    logError(ctx.requestId ?? "", "sales.reply", error);
    return fail(503, "The reply was not sent: it could not be stored. Please try again.");
  }
  ctx.waitUntil?.(drainOutbox(ctx.env, { prefer: { id: outboxId } }).catch((error) => logError(ctx.requestId ?? "", "outbox.drain", error)));
  return { ok: true, outboxId, contacted };
}

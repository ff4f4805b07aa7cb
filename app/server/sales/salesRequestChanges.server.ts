import * as z from "zod/mini";
import { SALES_REQUEST_STATUSES, isIsoDate } from "../../lib/sales/salesRequestQuery";
import { multiLine } from "../../lib/plainText";
import { englishMessages, preprocess } from "../../lib/zodMini";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import { type Result, fail } from "../platform/result.server";
import type { SalesRequestQuery } from "../../lib/sales/salesRequestQuery";
import { whereClause } from "./salesRequestList.server";
import { type SalesRequest, salesRequestById } from "./salesRequests.server";
import { enqueueStatusChangeEvents, enqueueWebhookEvent } from "../webhooks/webhookEvents.server";

englishMessages();

/**
 * The staff's changes to sales requests (sales:write), each one operation (decision record 0020):
 * one request's status, assignee, follow-up date and note, or one status for many. The change, its history rows
 * and its audit row are one batch. Only the staff screens call them; their messages are the
 * screens' (the first issue, not the API's "Please provide required values").
 */
const salesRequestChangeSchema = z.object({
  id: z.string(),
  status: preprocess((v) => (v === "" ? undefined : v), z.optional(z.enum(SALES_REQUEST_STATUSES, { error: "Choose a status" }))),
  // "" is "nobody"; absent leaves the assignee as it is (a form without the field).
  assignee: z.optional(
    z.pipe(
      z.string().check(z.regex(/^$|^[A-Za-z0-9-]{1,64}$/, "Choose a staff member from the list")),
      z.transform((v: string) => (v === "" ? null : v)),
    ),
  ),
  // "" is "no follow-up"; absent leaves the date as it is.
  followUp: z.optional(
    z.pipe(
      z.string().check(z.refine((v: string) => v === "" || isIsoDate(v), "Use a follow-up date written YYYY-MM-DD")),
      z.transform((v: string) => (v === "" ? null : v)),
    ),
  ),
  note: z.optional(z.string().check(z.overwrite(multiLine), z.maxLength(4000, "A note may be at most 4,000 characters"))),
});

/**
 * A new status, a new assignee (null: nobody), a follow-up date (null: none), a note, or any of
 * them together. The request's
 * update, its history row (who, what from and to, when) and the audit row are one batch, so
 * history and the log never disagree with the request. A value it already has is not a change;
 * with no change and no note there is nothing to record.
 */
export async function changeSalesRequest(call: StaffCall, raw: unknown): Promise<Result<{ request: SalesRequest }>> {
  const input = admit(call, "sales:write", salesRequestChangeSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const { db } = call;
  const { id } = input.data;
  const current = await salesRequestById(db, id);
  if (!current) return fail(404, "Sales request not found");
  const note = input.data.note?.trim() ?? "";
  const status = input.data.status ?? current.status;
  const changesStatus = status !== current.status;
  const assigneeFrom = current.assignee?.id ?? null;
  const assigneeTo = input.data.assignee === undefined ? assigneeFrom : input.data.assignee;
  const changesAssignee = assigneeTo !== assigneeFrom;
  const followUpFrom = current.followUpOn;
  const followUpTo = input.data.followUp === undefined ? followUpFrom : input.data.followUp;
  const changesFollowUp = followUpTo !== followUpFrom;
  if (!changesStatus && !changesAssignee && !changesFollowUp && note === "")
    return fail(400, "Change the status, the assignee or the follow-up date, or write a note");
  if (changesAssignee && assigneeTo !== null) {
    const staff = await db.prepare("SELECT 1 FROM staff_users WHERE id = ?1").bind(assigneeTo).first();
    if (!staff) return fail(400, "Choose a staff member from the list");
  }
  const at = new Date().toISOString();
  const what = [
    changesStatus ? `status ${current.status} → ${status}` : null,
    changesAssignee ? `assignee → ${assigneeTo ?? "nobody"}` : null,
    changesFollowUp ? `follow-up → ${followUpTo ?? "none"}` : null,
    note ? "note" : null,
  ];
  // The update applies only to the state read above (a concurrent change is not overwritten);
  // the history row is written only if this update is the one that happened, and the audit row
  // only if the history row was.
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE sales_requests SET status = ?2, assigned_to = ?3, follow_up_on = ?7, updated_at = ?4
         WHERE id = ?1 AND status = ?5 AND assigned_to IS ?6 AND follow_up_on IS ?8`,
      )
      .bind(id, status, assigneeTo, at, current.status, assigneeFrom, followUpTo, followUpFrom),
    db
      .prepare(
        `INSERT INTO sales_request_notes (sales_request_id, author_id, body, status_from, status_to, assignee_changed, assignee_from, assignee_to,
                                          follow_up_changed, follow_up_from, follow_up_to, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?10, ?11, ?12, ?9 WHERE EXISTS (SELECT 1 FROM sales_requests WHERE id = ?1 AND updated_at = ?9)`,
      )
      .bind(
        id,
        call.actor.id,
        note,
        changesStatus ? current.status : null,
        changesStatus ? status : null,
        changesAssignee ? 1 : 0,
        changesAssignee ? assigneeFrom : null,
        changesAssignee ? assigneeTo : null,
        at,
        changesFollowUp ? 1 : 0,
        changesFollowUp ? followUpFrom : null,
        changesFollowUp ? followUpTo : null,
      ),
    auditRow(
      call,
      {
        action: changesStatus ? "request.status" : changesAssignee ? "request.assign" : changesFollowUp ? "request.followup" : "request.note",
        target: id,
        detail: what.filter(Boolean).join("; "),
      },
      { ifChanged: true },
    ),
    // sales_request.updated for a new status or assignee (decision record 0043), only if this update happened (after the audit row, whose
    // condition reads the history insert's changes()).
    ...(changesStatus || changesAssignee
      ? [
          enqueueWebhookEvent(
            db,
            "sales_request.updated",
            {
              id,
              status,
              previousStatus: current.status,
              assigneeId: assigneeTo,
              previousAssigneeId: assigneeFrom,
              changed: [changesStatus ? "status" : null, changesAssignee ? "assignee" : null].filter(Boolean),
              updatedAt: at,
            },
            { now: at, onlyIf: { salesRequestId: id, updatedAt: at } },
          ),
        ]
      : []),
  ]);
  if (updated?.meta.changes === 0) return fail(400, "The request was changed by someone else: please check it and try again");
  return { ok: true, request: (await salesRequestById(db, id))! };
}

/** The most requests one bulk change may name (the inbox's largest page). */
const BULK_LIMIT = 100;

const bulkStatusSchema = z.object({
  status: z.enum(SALES_REQUEST_STATUSES, { error: "Choose the new status" }),
  ids: z
    .array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "Not a request id")))
    .check(z.minLength(1, "Select at least one request"), z.maxLength(BULK_LIMIT, `Select at most ${BULK_LIMIT} requests`)),
});

/**
 * Sets one status on several requests at once, each change recorded in that request's history
 * and the whole in one audit row. One batch, so all or none are stored: the history rows are
 * written first (they read each request's status before it changes), then the updates, then the
 * audit row (only if a request changed). Requests already in that status are left alone. An id
 * that names no request refuses the whole change (the list the staff member saw is not the list
 * that exists). Answers how many requests changed and the change's time, which names it for Undo.
 */
export async function bulkChangeSalesRequestStatus(call: StaffCall, raw: unknown): Promise<Result<{ changed: number; at: string }>> {
  const input = admit(call, "sales:write", bulkStatusSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const { db } = call;
  const { status } = input.data;
  const ids = [...new Set(input.data.ids)];
  const marks = (first: number) => ids.map((_, i) => `?${i + first}`).join(", ");
  const found = await db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(status <> ?1), 0) AS changing FROM sales_requests WHERE id IN (${marks(2)})`)
    .bind(status, ...ids)
    .first<{ n: number; changing: number }>();
  if (Number(found?.n ?? 0) !== ids.length) return fail(400, "Some selected requests do not exist: reload the list and try again");
  const at = new Date().toISOString();
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO sales_request_notes (sales_request_id, author_id, body, status_from, status_to, created_at)
         SELECT id, ?1, '', status, ?2, ?3 FROM sales_requests WHERE status <> ?2 AND id IN (${marks(4)})`,
      )
      .bind(call.actor.id, status, at, ...ids),
    // sales_request.updated for each request that changes, as for one change (decision record 0043).
    enqueueStatusChangeEvents(
      db,
      {
        sql: `SELECT id, ?1 AS status, status AS previous_status, assigned_to FROM sales_requests WHERE status <> ?1 AND id IN (${marks(2)})`,
        params: [status, ...ids],
      },
      at,
    ),
    db.prepare(`UPDATE sales_requests SET status = ?1, updated_at = ?2 WHERE status <> ?1 AND id IN (${marks(3)})`).bind(status, at, ...ids),
    auditRow(
      call,
      {
        action: "request.status",
        target: `${Number(found?.changing ?? 0)} of ${input.data.ids.length} requests`,
        detail: `status → ${status}: ${input.data.ids.join(", ")}`,
      },
      { ifChanged: true },
    ),
  ]);
  return { ok: true, changed: results[2]?.meta.changes ?? 0, at };
}

/** The most requests one "all matching" change may reach: beyond it, narrow the filters. */
const MATCHING_LIMIT = 1_000;
/** How long a bulk change's Undo is offered and honoured. */
export const UNDO_WINDOW_MS = 60_000;

/**
 * One status for every request the inbox's filters match ("all N matching", beyond the page),
 * as bulkChangeSalesRequestStatus does for a selection: history rows, updates and one audit row
 * in one batch. The filters are the inbox's own SQL (whereClause), so the change reaches exactly
 * the list the staff member saw; more than MATCHING_LIMIT refuses the whole change. Answers how
 * many changed and the change's time, which names it for Undo.
 */
export async function bulkChangeMatching(
  call: StaffCall,
  raw: { status?: unknown },
  query: SalesRequestQuery,
  options: { now?: Date; timeZone?: string } = {},
): Promise<Result<{ changed: number; at: string }>> {
  const input = admit(call, "sales:write", z.object({ status: bulkStatusSchema.shape.status }), raw, firstIssueMessage);
  if (!input.ok) return input;
  const { db } = call;
  const { status } = input.data;
  const where = whereClause(query, options);
  const filter = where.sql.replace(/^WHERE /, "");
  const p = where.params.length;
  const matching = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM sales_requests ${where.sql} LIMIT ${MATCHING_LIMIT + 1})`)
    .bind(...where.params)
    .first<{ n: number }>();
  const n = Number(matching?.n ?? 0);
  if (n === 0) return fail(400, "No request matches these filters any more: reload the list");
  if (n > MATCHING_LIMIT)
    return fail(400, `A change may reach at most ${MATCHING_LIMIT.toLocaleString("en-US")} requests at once: narrow the filters and try again`);
  const at = new Date().toISOString();
  const changing = `${filter ? `${filter} AND ` : ""}status <> ?${p + 1}`;
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO sales_request_notes (sales_request_id, author_id, body, status_from, status_to, created_at)
         SELECT id, ?${p + 2}, '', status, ?${p + 1}, ?${p + 3} FROM sales_requests WHERE ${changing}`,
      )
      .bind(...where.params, status, call.actor.id, at),
    enqueueStatusChangeEvents(
      db,
      {
        sql: `SELECT id, ?${p + 1} AS status, status AS previous_status, assigned_to FROM sales_requests WHERE ${changing}`,
        params: [...where.params, status],
      },
      at,
    ),
    db.prepare(`UPDATE sales_requests SET status = ?${p + 1}, updated_at = ?${p + 2} WHERE ${changing}`).bind(...where.params, status, at),
    auditRow(call, { action: "request.status", target: `all ${n} requests matching the inbox's filters`, detail: `status → ${status}` }, { ifChanged: true }),
  ]);
  return { ok: true, changed: results[2]?.meta.changes ?? 0, at };
}

/**
 * Undo of the caller's own bulk change made at `at` (its history rows share that time), within
 * UNDO_WINDOW_MS of `now`: each request still in the status the change set goes back to the one it
 * had, with its own history row, and one audit row says it was an undo. A request changed again
 * since is left as it is (the later change wins) and counted apart.
 */
export async function undoBulkChange(call: StaffCall, raw: unknown, now = new Date()): Promise<Result<{ undone: number; kept: number }>> {
  const input = admit(
    call,
    "sales:write",
    z.object({ at: z.string({ error: "Nothing to undo" }).check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, "Nothing to undo")) }),
    raw,
    firstIssueMessage,
  );
  if (!input.ok) return input;
  const { at } = input.data;
  const age = now.getTime() - Date.parse(at);
  if (!(age >= 0 && age <= UNDO_WINDOW_MS)) return fail(400, "That change can no longer be undone (Undo lasts a minute): change the status again instead");
  const { db } = call;
  // The change's rows: the caller's, at that instant, status-only (a bulk change writes no note).
  const rows = `SELECT n.sales_request_id AS id, n.status_from, n.status_to FROM sales_request_notes n
                WHERE n.author_id = ?1 AND n.created_at = ?2 AND n.body = '' AND n.status_to IS NOT NULL AND n.status_from IS NOT NULL`;
  const found = await db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(r.status = c.status_to), 0) AS current FROM (${rows}) c JOIN sales_requests r ON r.id = c.id`)
    .bind(call.actor.id, at)
    .first<{ n: number; current: number }>();
  const total = Number(found?.n ?? 0);
  if (total === 0) return fail(400, "Nothing to undo");
  const undoneAt = new Date().toISOString();
  const results = await db.batch([
    // The history row first: it reads each request's status before the update below changes it.
    db
      .prepare(
        `INSERT INTO sales_request_notes (sales_request_id, author_id, body, status_from, status_to, created_at)
         SELECT c.id, ?1, '', c.status_to, c.status_from, ?3 FROM (${rows}) c JOIN sales_requests r ON r.id = c.id AND r.status = c.status_to`,
      )
      .bind(call.actor.id, at, undoneAt),
    // An undo is a status change: it is sent like one.
    enqueueStatusChangeEvents(
      db,
      {
        sql: `SELECT c.id, c.status_from AS status, c.status_to AS previous_status, r.assigned_to FROM (${rows}) c
              JOIN sales_requests r ON r.id = c.id AND r.status = c.status_to`,
        params: [call.actor.id, at],
      },
      undoneAt,
    ),
    db
      .prepare(
        `UPDATE sales_requests SET status = c.status_from, updated_at = ?3 FROM (${rows}) c
         WHERE sales_requests.id = c.id AND sales_requests.status = c.status_to`,
      )
      .bind(call.actor.id, at, undoneAt),
    auditRow(
      call,
      { action: "request.status_undo", target: `${Number(found?.current ?? 0)} of ${total} requests`, detail: `undid the change of ${at}` },
      {
        ifChanged: true,
      },
    ),
  ]);
  const undone = results[2]?.meta.changes ?? 0;
  return { ok: true, undone, kept: total - undone };
}

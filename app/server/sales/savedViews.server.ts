import * as z from "zod";
import { SAVED_VIEW_KEYS, SAVED_VIEW_LIMIT, SAVED_VIEW_NAME_MAX, type SavedView, type SavedViewFilters, viewFiltersOf } from "../../lib/sales/savedViews";
import { salesRequestQuerySchema } from "../../lib/sales/salesRequestQuery";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type Failure, type Result, fail } from "../platform/result.server";

/**
 * The inbox's saved views (decision record 0024), each change one staff operation (decision
 * record 0020): the schema, the permission, then the change and its audit row in one batch.
 * Anyone who may read the inbox keeps their own views and sees the team's shared ones; a view is
 * changed only by its owner.
 */

const name = z
  .string({ error: "Give the view a name" })
  .trim()
  .min(1, "Give the view a name")
  .max(SAVED_VIEW_NAME_MAX, `A view's name may be at most ${SAVED_VIEW_NAME_MAX} characters`);
// A form's checkbox sends "on" or nothing; a direct caller may send a boolean.
const shared = z
  .union([z.boolean(), z.literal("on"), z.literal("")], { error: "Shared is on or off" })
  .optional()
  .transform((v) => v === true || v === "on");
const id = z.string({ error: "Not a saved view" }).regex(/^[A-Za-z0-9-]{1,64}$/, "Not a saved view");

/** Only the inbox's own filter keys, each a value the inbox accepts (the inbox's query schema). */
const filters = z
  .strictObject(
    Object.fromEntries(
      SAVED_VIEW_KEYS.map((k) => [
        k,
        z
          .string({ error: `${k} must be text` })
          .max(200, `${k} is too long`)
          .optional(),
      ]),
    ),
    {
      error: (issue) => (issue.code === "unrecognized_keys" ? `Not an inbox filter: ${issue.keys.join(", ")}` : "The filters are not valid"),
    },
  )
  .superRefine((value, ctx) => {
    const parsed = salesRequestQuerySchema.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  })
  .transform((value) => viewFiltersOf(value as Record<string, string | undefined>));

const saveViewSchema = z.object({ name, shared, filters: filters.default({}) });
const changeViewSchema = z.object({ id, name, shared });
const deleteViewSchema = z.object({ id });

interface Row {
  id: string;
  owner_id: string;
  owner_name: string | null;
  name: string;
  filters: string;
  shared: number;
}

const toView = (r: Row, viewerId: string): SavedView => ({
  id: r.id,
  name: r.name,
  filters: viewFiltersOf(JSON.parse(r.filters) as Record<string, string>),
  shared: r.shared === 1,
  mine: r.owner_id === viewerId,
  ownerName: r.owner_name ?? "A former user",
});

const SELECT = `SELECT v.id, v.owner_id, s.name AS owner_name, v.name, v.filters, v.shared FROM inbox_saved_views v LEFT JOIN staff_users s ON s.id = v.owner_id`;

/** The viewer's own views, then the ones others share with the team, each by name. */
export async function listSavedViews(db: D1, viewerId: string): Promise<SavedView[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE v.owner_id = ?1 OR v.shared = 1 ORDER BY v.owner_id <> ?1, v.name COLLATE NOCASE, s.name COLLATE NOCASE`)
    .bind(viewerId)
    .all<Row>();
  return results.map((r) => toView(r, viewerId));
}

/** One view the viewer may see (their own, or shared), or null. */
export async function savedViewFor(db: D1, viewerId: string, viewId: string): Promise<SavedView | null> {
  const row = await db.prepare(`${SELECT} WHERE v.id = ?1 AND (v.owner_id = ?2 OR v.shared = 1)`).bind(viewId, viewerId).first<Row>();
  return row ? toView(row, viewerId) : null;
}

const describe = (filters: SavedViewFilters, isShared: boolean) => `${new URLSearchParams(filters).toString() || "no filters"}${isShared ? "; shared" : ""}`;
const nameTaken = () => fail(400, "You already have a view with that name", { issues: [{ path: "name", message: "You already have a view with that name" }] });

/** A new view of the caller's: refused past SAVED_VIEW_LIMIT or under a name they already use. */
export async function saveInboxView(call: StaffCall, raw: unknown): Promise<Result<{ view: SavedView }>> {
  const input = admit(call, "sales:read", saveViewSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const { db, actor } = call;
  const { name: viewName, shared: isShared, filters: viewFilters } = input.data;
  const mine = await db
    .prepare("SELECT COUNT(*) AS n, COALESCE(SUM(name = ?2), 0) AS taken FROM inbox_saved_views WHERE owner_id = ?1")
    .bind(actor.id, viewName)
    .first<{ n: number; taken: number }>();
  if (Number(mine?.taken ?? 0) > 0) return nameTaken();
  if (Number(mine?.n ?? 0) >= SAVED_VIEW_LIMIT) return fail(400, `You have ${SAVED_VIEW_LIMIT} saved views, the most one person may keep: delete one first`);
  const viewId = crypto.randomUUID();
  const at = new Date().toISOString();
  // Guarded again in the INSERT (another tab saving at the same moment): the limit and the name.
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO inbox_saved_views (id, owner_id, name, filters, shared, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6
         WHERE (SELECT COUNT(*) FROM inbox_saved_views WHERE owner_id = ?2) < ?7
           AND NOT EXISTS (SELECT 1 FROM inbox_saved_views WHERE owner_id = ?2 AND name = ?3)`,
      )
      .bind(viewId, actor.id, viewName, JSON.stringify(viewFilters), isShared ? 1 : 0, at, SAVED_VIEW_LIMIT),
    auditRow(call, { action: "inbox_view.save", target: viewName, detail: describe(viewFilters, isShared) }, { ifChanged: true }),
  ]);
  if ((inserted?.meta.changes ?? 0) === 0) return fail(400, "The view was not saved (another tab saved one at the same moment): try again");
  return { ok: true, view: { id: viewId, name: viewName, filters: viewFilters, shared: isShared, mine: true, ownerName: "" } };
}

/** The view, if the caller owns it: 404 when it is not there for them, 403 when it is someone else's shared view. */
async function ownView(call: StaffCall, viewId: string): Promise<SavedView | Failure> {
  const view = await savedViewFor(call.db, call.actor.id, viewId);
  if (!view) return fail(404, "Saved view not found");
  if (!view.mine) return fail(403, "Only the staff member who saved a view may change it");
  return view;
}

/** A new name for one of the caller's views, and whether the team sees it. */
export async function changeInboxView(call: StaffCall, raw: unknown): Promise<Result<{ view: SavedView }>> {
  const input = admit(call, "sales:read", changeViewSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const view = await ownView(call, input.data.id);
  if ("ok" in view) return view;
  const { db, actor } = call;
  const { name: viewName, shared: isShared } = input.data;
  if (viewName !== view.name) {
    const taken = await db.prepare("SELECT 1 FROM inbox_saved_views WHERE owner_id = ?1 AND name = ?2 AND id <> ?3").bind(actor.id, viewName, view.id).first();
    if (taken) return nameTaken();
  }
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE inbox_saved_views SET name = ?3, shared = ?4, updated_at = ?5 WHERE id = ?1 AND owner_id = ?2
           AND NOT EXISTS (SELECT 1 FROM inbox_saved_views WHERE owner_id = ?2 AND name = ?3 AND id <> ?1)`,
      )
      .bind(view.id, actor.id, viewName, isShared ? 1 : 0, new Date().toISOString()),
    auditRow(
      call,
      {
        action: "inbox_view.change",
        target: viewName,
        detail: `${view.name === viewName ? "" : `renamed from ${view.name}; `}${isShared ? "shared" : "not shared"}`,
      },
      { ifChanged: true },
    ),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) return fail(404, "Saved view not found");
  return { ok: true, view: { ...view, name: viewName, shared: isShared } };
}

/** Deletes one of the caller's views. */
export async function deleteInboxView(call: StaffCall, raw: unknown): Promise<Result<{ view: SavedView }>> {
  const input = admit(call, "sales:read", deleteViewSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const view = await ownView(call, input.data.id);
  if ("ok" in view) return view;
  const [deleted] = await call.db.batch([
    call.db.prepare("DELETE FROM inbox_saved_views WHERE id = ?1 AND owner_id = ?2").bind(view.id, call.actor.id),
    auditRow(call, { action: "inbox_view.delete", target: view.name, detail: describe(view.filters, view.shared) }, { ifChanged: true }),
  ]);
  if ((deleted?.meta.changes ?? 0) === 0) return fail(404, "Saved view not found");
  return { ok: true, view };
}

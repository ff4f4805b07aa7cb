import type { SalesRequestQuery } from "./salesRequestQuery";

/**
 * The inbox's four quick views, built in (a staff member's own are saved views: savedViews.ts): each is a set of URL filters (nothing stored), so a view is a link, is
 * shared and bookmarked like any filtered inbox, and the filters panel shows what it applied.
 */
export const QUICK_VIEWS = [
  { id: "mine", label: "My open", filters: { assignee: "mine", status: "open" } },
  { id: "unassigned", label: "Unassigned", filters: { assignee: "none", status: "open" } },
  { id: "new", label: "New", filters: { status: "new" } },
  { id: "due", label: "Follow-up due", filters: { followUp: "due" } },
] as const satisfies readonly { id: string; label: string; filters: Partial<Record<ViewFilterKey, string>> }[];

type ViewFilterKey = "q" | "from" | "to" | "status" | "assignee" | "followUp";
const VIEW_FILTER_KEYS: readonly ViewFilterKey[] = ["q", "from", "to", "status", "assignee", "followUp"];

export type QuickViewId = (typeof QUICK_VIEWS)[number]["id"];

/** A view's inbox URL (first page, the default sort and page size). */
export const quickViewHref = (view: (typeof QUICK_VIEWS)[number]) => `/admin/sales-requests?${new URLSearchParams(view.filters).toString()}`;

/** The view the query shows exactly (same filters, none more), if any: the page, its size and the sort do not count. */
export function currentQuickView(query: Pick<SalesRequestQuery, ViewFilterKey>): QuickViewId | null {
  const view = QUICK_VIEWS.find((v) => VIEW_FILTER_KEYS.every((k) => (query[k] ?? "") === ((v.filters as Partial<Record<ViewFilterKey, string>>)[k] ?? "")));
  return view?.id ?? null;
}

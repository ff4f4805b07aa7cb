import { INBOX_FILTER_KEYS } from "./salesInboxUrl";

/**
 * A staff member's saved inbox view (decision record 0024): a name and the inbox URL's filters
 * and order, their own or shared with the team. Only the URL's keys (every filter key but the
 * page) are kept, so opening a view is opening that URL.
 */
export const SAVED_VIEW_KEYS = INBOX_FILTER_KEYS.filter((k) => k !== "page");
type SavedViewKey = (typeof SAVED_VIEW_KEYS)[number];
export type SavedViewFilters = Partial<Record<SavedViewKey, string>>;

/** The most views one staff member may keep. */
export const SAVED_VIEW_LIMIT = 50;
export const SAVED_VIEW_NAME_MAX = 60;

export interface SavedView {
  id: string;
  name: string;
  filters: SavedViewFilters;
  shared: boolean;
  /** The signed-in staff member's own view (only they may rename or delete it). */
  mine: boolean;
  ownerName: string;
}

/** The filters of a URL's query as a view keeps them: known keys, non-empty values, in one order. */
export function viewFiltersOf(values: Record<string, string | undefined>): SavedViewFilters {
  const out: SavedViewFilters = {};
  for (const k of SAVED_VIEW_KEYS) {
    const v = values[k]?.trim();
    if (v) out[k] = v;
  }
  return out;
}

/** A saved view's inbox URL (first page). */
export const savedViewHref = (filters: SavedViewFilters) => {
  const search = new URLSearchParams(viewFiltersOf(filters)).toString();
  return `/admin/sales-requests${search ? `?${search}` : ""}`;
};

/** Whether the inbox's URL shows exactly this view (the page does not count). */
export function showsView(raw: Record<string, string | undefined>, filters: SavedViewFilters): boolean {
  const a = viewFiltersOf(raw);
  const b = viewFiltersOf(filters);
  return SAVED_VIEW_KEYS.every((k) => (a[k] ?? "") === (b[k] ?? ""));
}

import type { SalesRequestQuery } from "./salesRequestQuery";

/** The inbox URL's filter, sort and page parameters (what a view is made of). */
export const INBOX_FILTER_KEYS = ["q", "from", "to", "status", "assignee", "followUp", "pageSize", "page", "sort", "dir"] as const;

/**
 * The parameters a change's redirect adds to say what it did. None may share a name with a
 * filter (INBOX_FILTER_KEYS): `to=qualified` once said "set to Qualified" and was read as the
 * date filter `to`, which was invalid, so the inbox dropped every filter.
 */
export const INBOX_MESSAGE_KEYS = {
  changed: "changed",
  changedTo: "changedTo",
  changedAt: "changedAt",
  undone: "undone",
  kept: "kept",
  /** What a saved view's save, change or delete did (its words). */
  viewDone: "viewDone",
  /** The saved view whose rename form is open. */
  editView: "editView",
} as const;

/** The same filters as a query string, without the page (for CSV export and new sorts). */
export function filterSearch(query: SalesRequestQuery, changes: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const values: Record<string, string | undefined> = {
    q: query.q,
    from: query.from,
    to: query.to,
    status: query.status,
    assignee: query.assignee,
    followUp: query.followUp,
    pageSize: query.pageSize === 10 ? undefined : String(query.pageSize),
    sort: query.sort === "date" ? undefined : query.sort,
    dir: query.dir,
    ...changes,
  };
  for (const [k, v] of Object.entries(values)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * Where a bulk change sends the staff member back: the URL the change was posted from (every
 * filter, the sort and the page as they were), plus what changed.
 */
export function afterBulkChange(postedTo: URL, changed: number, status: string, at: string): string {
  const url = withoutMessages(postedTo);
  url.searchParams.set(INBOX_MESSAGE_KEYS.changed, String(changed));
  url.searchParams.set(INBOX_MESSAGE_KEYS.changedTo, status);
  // The change's time names it for Undo (its history rows share it).
  url.searchParams.set(INBOX_MESSAGE_KEYS.changedAt, at);
  return `${url.pathname}${url.search}`;
}

/** Where an Undo sends the staff member back: the same list, saying what went back. */
export function afterUndo(postedTo: URL, undone: number, kept: number): string {
  const url = withoutMessages(postedTo);
  url.searchParams.set(INBOX_MESSAGE_KEYS.undone, String(undone));
  if (kept) url.searchParams.set(INBOX_MESSAGE_KEYS.kept, String(kept));
  return `${url.pathname}${url.search}`;
}

function withoutMessages(postedTo: URL): URL {
  const url = new URL(postedTo);
  url.searchParams.delete("index"); // the form's own marker for an index route, not a filter
  for (const key of Object.values(INBOX_MESSAGE_KEYS)) url.searchParams.delete(key);
  return url;
}

/** Where a saved view's save, change or delete sends the staff member back: the same list, saying what it did. */
export function afterViewChange(postedTo: URL, message: string): string {
  const url = withoutMessages(postedTo);
  url.searchParams.set(INBOX_MESSAGE_KEYS.viewDone, message);
  return `${url.pathname}${url.search}`;
}

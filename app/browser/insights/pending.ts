/**
 * What a page records between two beacons (decision record 0044), and the pages viewed in this
 * tab. Tiny and dependency-free: the search overlay and the contact form import it without
 * pulling the beacon in. Nothing here leaves the browser by itself; the beacon module takes the
 * queue with each beacon, and the visit list goes only with a form whose box was ticked.
 */
export type PendingEvent =
  { type: "search"; term: string; found: boolean } | { type: "brochure"; product: string } | { type: "request"; kind: "demo" | "info"; product?: string };

const MAX_PENDING = 40;
const pending: PendingEvent[] = [];

export function queueEvent(event: PendingEvent): void {
  if (pending.length < MAX_PENDING) pending.push(event);
}

export function takePending(): PendingEvent[] {
  return pending.splice(0);
}

/** One page of the visit: where and what it was called. */
export interface VisitedPage {
  path: string;
  title: string;
}

const VISIT_KEY = "meridian.visit";
const MAX_VISITED = 20;

export function visitedPages(): VisitedPage[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as VisitedPage[]).filter((p) => typeof p?.path === "string" && typeof p?.title === "string") : [];
  } catch {
    return [];
  }
}

/** Adds a page to the tab's visit (once per path, in the order first seen; storage refused: nothing kept). */
export function rememberVisit(page: VisitedPage): void {
  const pages = visitedPages();
  if (pages.some((p) => p.path === page.path) || pages.length >= MAX_VISITED) return;
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify([...pages, { path: page.path.slice(0, 300), title: page.title.slice(0, 200) }]));
  } catch {
    // Private mode or a full store: the visit is simply not offered.
  }
}

import { type PageKind, pageKindOf } from "../../lib/insights/pageKind";

export type { PageType } from "../../lib/insights/vitals";

/** The part of Remix's router state the beacons read. */
export interface RouterState {
  location: { pathname: string; search: string };
  navigation: { state: string };
  matches: Array<{ route: { id: string } }>;
  loaderData: Record<string, unknown>;
}

/** What the page shows, read from the route's loader data (product and group pages say so). */
export function describe(state: RouterState): PageKind {
  const last = state.matches.at(-1);
  return pageKindOf(state.location.pathname, last ? state.loaderData[last.route.id] : null);
}

import { useMatches } from "@remix-run/react";

/** What a demo page's loader gives the header: the signed-in demo user's name. */
export interface DemoViewer {
  name: string;
}

/**
 * The signed-in demo user, from the deepest /demo route that says so (the demo loaders return
 * `demoViewer`). Read from route data, not the root loader: public pages stay cacheable and
 * identical for everyone, and only the private (no-store) demo pages carry a name.
 */
export function useDemoViewer(): DemoViewer | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const viewer = (matches[i]!.data as { demoViewer?: DemoViewer | null } | undefined)?.demoViewer;
    if (viewer) return viewer;
  }
  return null;
}

import { Form, useMatches, useNavigation } from "@remix-run/react";

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

/** The header's place for Log In, on demo pages for a signed-in demo user: their name and Sign out. */
export function DemoSignedIn({ viewer }: { viewer: DemoViewer }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/demo/logout";
  return (
    <Form method="post" action="/demo/logout" className="nav-demo-user">
      <span className="nav-demo-name">
        Signed in as <strong>{viewer.name}</strong>
      </span>
      <button type="submit" className="button button--small" aria-busy={busy || undefined} disabled={busy}>
        {busy ? "Signing out…" : "Sign out"}
      </button>
    </Form>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import type { DemoViewer } from "./demoViewer";

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

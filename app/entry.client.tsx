import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The beacons (decision record 0044) load after the page's load event and a pause, once the app
// has started: hydration runs in a transition, so a timer set here fired before it had.
addEventListener("load", () => setTimeout(() => import("./browser/insights/beacon").then((m) => m.startBeacons()), 2e3));

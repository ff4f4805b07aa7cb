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

// The beacons (decision record 0044) load a few seconds in, once the app has started: hydration
// runs in a transition, so a timer of no delay fired before it had, and its chunk counted in the
// first load. (Not on the load event: this module runs after first paint, often after that event.)
setTimeout(() => import("./browser/insights/beacon").then((m) => m.startBeacons()), 3e3);

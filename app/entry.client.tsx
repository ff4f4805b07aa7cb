import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { trackingRefused } from "./browser/insights/consent";

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
// A browser that asks not to be tracked loads none of it (browser/insights/consent.ts).
if (!trackingRefused()) setTimeout(() => import("./browser/insights/beacon").then((m) => m.startBeacons()), 3e3);

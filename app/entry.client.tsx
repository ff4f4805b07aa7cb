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

// The beacons (decision record 0044) load once the app has started, outside the first load.
setTimeout(() => import("./browser/insights/beacon").then((m) => m.startBeacons()));

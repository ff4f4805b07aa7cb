import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// StrictMode's checks run only in development; a production build leaves it out (it does nothing
// there), which keeps the first load within its byte budget.
// A navigation before an island's code has arrived makes React render that island anew rather than
// hydrate it (its error 421; decision record 0053): expected and harmless, so not reported.
const onRecoverableError = (error: unknown) => String(error).includes("#421") || reportError(error);

startTransition(() => {
  hydrateRoot(
    document,
    process.env.NODE_ENV === "production" ? (
      <RemixBrowser />
    ) : (
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    ),
    { onRecoverableError },
  );
});

// The beacons (decision record 0044) load a few seconds in, once the app has started: hydration
// runs in a transition, so a timer of no delay fired before it had, and its chunk counted in the
// first load. (Not on the load event: this module runs after first paint, often after that event.)
// A browser that sends Global Privacy Control loads none of it: nothing counted, nothing
// downloaded, no list of pages kept for the forms. Asked here, in the fewest bytes, since this is
// in every page's first load (Do Not Track is honoured by the server: decision record 0044).
if (!(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) setTimeout(() => import("./browser/insights/beacon"), 3e3);

import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { addBrochureVisitField } from "./brochureVisitField";
import { describe, type RouterState } from "./pageType";
import { queueEvent, rememberVisit, takePending, type PendingEvent } from "./pending";
import { PRIVATE_AREAS } from "../../lib/privateAreas";
import type { PageType } from "../../lib/insights/vitals";
import { landingView } from "./landing";

/**
 * The public pages' beacons (decision record 0044), loaded by entry.client.tsx after the app has
 * started, so none of it is in a page's first load. One beacon when a page has painted (its view,
 * and the product or group it shows), one when the page is hidden, carrying what happened since
 * (searches, brochure and contact requests, web vitals). No cookie and no stored identifier; the
 * only thing kept is the tab's list of pages (sessionStorage), offered to the forms. Never loaded
 * for a browser that asks not to be tracked (consent.ts).
 */
type BeaconEvent =
  | PendingEvent
  | { type: "page"; path: string; pageType: PageType; referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string }
  | { type: "product"; product: string }
  | { type: "group"; group: string }
  | { type: "vital"; name: Metric["name"]; value: number; pageType: PageType };

interface Router {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

const ENDPOINT = "/api/events";
const MAX_BATCH = 50;

function send(events: BeaconEvent[]) {
  for (let i = 0; i < events.length; i += MAX_BATCH) {
    const body = JSON.stringify({ events: events.slice(i, i + MAX_BATCH) });
    // keepalive: the request outlives the page (pagehide), as sendBeacon's would, with a JSON type.
    fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" }, credentials: "same-origin" }).catch(() => {});
  }
}

/** Starts once RemixBrowser has made its router (entry.client.tsx imports this after hydrating). */
function startBeacons(tries = 50): void {
  const router = (window as Window & { __remixRouter?: Router }).__remixRouter;
  if (router) start(router);
  else if (tries > 0) setTimeout(() => startBeacons(tries - 1), 100);
}

function start(router: Router): void {
  let current = describe(router.state);
  let vitals: BeaconEvent[] = [];
  // The landing page's view went at load, from the page's own inline script (decision record 0048).
  const landing = landingView();

  const pageView = (state: RouterState, first: boolean) => {
    current = describe(state);
    const { pathname, search } = state.location;
    // The title is the new page's once it has painted.
    if (PRIVATE_AREAS.test(pathname)) return;
    rememberVisit({ path: pathname, title: document.title.replace(/ \| [^|]*$/, "") || pathname });
    addBrochureVisitField();
    if (first && landing) {
      // Sent now if the load has not come yet; a page reached since (a click before this module
      // came) is counted here, without the landing's referrer, which went with it.
      landing.count();
      if (landing.path === pathname) return;
    }
    const attributed = first && !landing;
    const params = new URLSearchParams(search);
    const utm = (name: string) => params.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
    let referrer: string | undefined;
    if (attributed && document.referrer) {
      try {
        const host = new URL(document.referrer).hostname;
        if (host !== location.hostname) referrer = host;
      } catch {
        // Not a URL: no referrer.
      }
    }
    const events: BeaconEvent[] = [
      {
        type: "page",
        path: pathname.slice(0, 300),
        pageType: current.pageType,
        referrer,
        utmSource: utm("source"),
        utmMedium: utm("medium"),
        utmCampaign: utm("campaign"),
      },
    ];
    if (current.product) events.push({ type: "product", product: current.product });
    if (current.group) events.push({ type: "group", group: current.group });
    send(events);
  };

  const flush = () => {
    const events: BeaconEvent[] = [...takePending(), ...vitals];
    vitals = [];
    if (events.length) send(events.map((e) => (e.type === "request" && !e.product && current.product ? { ...e, product: current.product } : e)));
  };

  pageView(router.state, true);
  let path = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.pathname === path) return;
    path = state.location.pathname;
    // What happened on the page left goes with it; then the new page's view, once it has painted.
    flush();
    requestAnimationFrame(() => setTimeout(() => pageView(state, false)));
  });

  // A brochure form is a plain post (the page is left): count it as it goes.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.classList.contains("brochure-form") && current.product)
      queueEvent({ type: "brochure", product: current.product });
  });

  // The latest value of each metric, sent when the page is hidden or left.
  const report = (metric: Metric) => {
    vitals = [
      ...vitals.filter((v) => v.type !== "vital" || v.name !== metric.name),
      { type: "vital", name: metric.name, value: Math.max(0, metric.value), pageType: current.pageType },
    ];
  };
  onLCP(report);
  // Every change, not only the final one: web-vitals files an interaction in an idle callback, and
  // a tab hidden before that callback runs gets its final report before the interaction is filed
  // (so a busy phone's slowest click would never be sent). The latest value is kept above.
  onINP(report, { reportAllChanges: true });
  onCLS(report);
  onTTFB(report);
  // On window, so web-vitals' own listeners on the document have reported first.
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
}

// Importing the module starts it: entry.client.tsx's import is then the fewest bytes of the first load.
startBeacons();

import { loadOverlay } from "./lazyOverlays";

/**
 * What the browser loads when idle after the page has loaded, one piece per idle period, the
 * most used overlay first: each piece's code is evaluated in the task its import settles in, and
 * a module graph is evaluated in one task. The contact form's graph in one piece (zod's validation
 * core, the country list sorted by a collator, the schema built from both, then the form) was the
 * longest task after the first paint on every page, 70-75 ms of main thread with a phone's 4× CPU
 * slowdown; in these pieces each stays under 50 ms (decision record 0050). An overlay opened
 * before its piece has run loads its whole graph at once (`lazyOverlays.ts`), as before.
 */
const PIECES: Array<() => Promise<unknown>> = [
  () => import("zod/mini"),
  () => import("~/lib/contact/countries"),
  () => import("~/lib/contact/schema"),
  () => loadOverlay("contact"),
  () => loadOverlay("menu"),
  () => loadOverlay("search"),
  () => loadOverlay("login"),
];

/** Runs the pieces one per idle period (a failed one is retried by the overlay's real open). */
export function preloadInPieces(idle: (run: () => void) => void, pieces = PIECES) {
  const next = (i: number) => {
    const piece = pieces[i];
    if (piece)
      idle(
        () =>
          void piece().then(
            () => next(i + 1),
            () => next(i + 1),
          ),
      );
  };
  next(0);
}

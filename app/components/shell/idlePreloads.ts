type LoadOverlay = (name: "contact" | "menu" | "search" | "login") => Promise<unknown>;

/**
 * What the browser loads when idle after the page has loaded, one piece per idle period, the
 * most used overlay first: each piece's code is evaluated in the task its import settles in, and
 * a module graph is evaluated in one task. The contact form's graph in one piece (the country list
 * sorted by a collator, zod and the schema built with it, then the form) was the longest task
 * after the first paint on every page, 70-75 ms of main thread with a phone's 4× CPU slowdown; in
 * these pieces each stays under 50 ms (decision record 0050). An overlay opened before its piece
 * has run loads its whole graph at once (`lazyOverlays.ts`), as before. `load` is passed in, not
 * imported: a static import of the shell's module from here would split the first load's chunks.
 */
export const pieces = (load: LoadOverlay): Array<() => Promise<unknown>> => [
  () => import("~/lib/contact/countries"),
  () => import("~/lib/contact/schema"),
  () => load("contact"),
  () => load("menu"),
  () => load("search"),
  () => load("login"),
];

/** Runs the pieces one per idle period (a failed one is retried by the overlay's real open). */
export function preloadInPieces(idle: (run: () => void) => void, load: LoadOverlay | Array<() => Promise<unknown>>) {
  const todo = typeof load === "function" ? pieces(load) : load;
  const next = (i: number) => {
    const piece = todo[i];
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

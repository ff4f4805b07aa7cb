import { island } from "./islands";

/**
 * Screens few visitors ever see, kept out of every page's first load (decision record 0053): the
 * error screens. The server renders them in full; the browser fetches their code only when a page
 * shows one.
 */
export const ServerError = island(() => import("./ServerError").then((m) => m.ServerError));
export const NotFound = island(() => import("./NotFound").then((m) => m.NotFound));
export const NotFoundPage = island(() => import("./catalogue/NotFoundPage").then((m) => m.NotFoundPage));

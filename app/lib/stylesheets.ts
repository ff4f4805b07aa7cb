import type { LinksFunction } from "@remix-run/cloudflare";

/** A route's `links`: its own stylesheets, in the order given (later ones win a tie). */
export const stylesheets =
  (...hrefs: string[]): LinksFunction =>
  () =>
    hrefs.map((href) => ({ rel: "stylesheet", href }));

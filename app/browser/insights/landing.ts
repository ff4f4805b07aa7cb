import { LANDING_VIEW_GLOBAL, type LandingView } from "../../lib/insights/pageKind";

/** The landing page's counter the server's inline script left (decision record 0048), if it ran. */
export function landingView(): LandingView | undefined {
  return (window as unknown as Record<string, LandingView | undefined>)[LANDING_VIEW_GLOBAL];
}

import { splitLanguage } from "../i18n/languages";
import type { PageType } from "./vitals";

/** What a page shows, for the insights: its kind, and the product or group it is about. */
export interface PageKind {
  pageType: PageType;
  product?: string;
  group?: string;
}

/**
 * A page's kind from its path and its leaf route's loader data (product and group pages say so).
 * The server reads it for the view counted at load, the beacon module for the views that follow
 * (decision records 0044, 0048): one rule, so both count a page alike.
 */
export function pageKindOf(pathname: string, leafData: unknown): PageKind {
  const data = leafData as { product?: { id?: unknown }; page?: { group?: unknown }; sections?: unknown } | null | undefined;
  if (typeof data?.product?.id === "string") return { pageType: "product", product: data.product.id };
  if (typeof data?.page?.group === "string" && data.sections) return { pageType: "group", group: data.page.group };
  // /es/news is a news page as /news is: the type is read after the language's prefix (decision record 0049).
  const path = splitLanguage(pathname).path;
  if (path === "/") return { pageType: "home" };
  if (path === "/news" || path === "/news/") return { pageType: "news" };
  if (path.startsWith("/news/")) return { pageType: "post" };
  if (path === "/search") return { pageType: "search" };
  if (path === "/contact") return { pageType: "contact" };
  return { pageType: "other" };
}

/**
 * Where the landing page's inline counter (server/insights/landingView.server.ts) leaves its
 * `count()` and the path it counts, for the beacon module to take over from (decision record 0048).
 */
export const LANDING_VIEW_GLOBAL = "__landingView";
export interface LandingView {
  path: string;
  /** Sends the landing page's view now, unless it went already (at load, or as the page was left). */
  count(): void;
}

import { splitLanguage } from "../../lib/i18n/languages";

/** The page types /admin/insights reports by (decision record 0044). */
export type PageType = "home" | "product" | "group" | "news" | "post" | "search" | "contact" | "other";

export interface RouterState {
  location: { pathname: string; search: string };
  navigation: { state: string };
  matches: Array<{ route: { id: string } }>;
  loaderData: Record<string, unknown>;
}

/** What the page shows, read from the route's loader data (product and group pages say so). */
export function describe(state: RouterState): { pageType: PageType; product?: string; group?: string } {
  const last = state.matches.at(-1);
  const data = (last ? state.loaderData[last.route.id] : null) as { product?: { id?: unknown }; page?: { group?: unknown }; sections?: unknown } | null;
  if (typeof data?.product?.id === "string") return { pageType: "product", product: data.product.id };
  if (typeof data?.page?.group === "string" && data.sections) return { pageType: "group", group: data.page.group };
  // /es/news is a news page as /news is: the type is read after the language's prefix (decision record 0049).
  const path = splitLanguage(state.location.pathname).path;
  if (path === "/") return { pageType: "home" };
  if (path === "/news" || path === "/news/") return { pageType: "news" };
  if (path.startsWith("/news/")) return { pageType: "post" };
  if (path === "/search") return { pageType: "search" };
  if (path === "/contact") return { pageType: "contact" };
  return { pageType: "other" };
}

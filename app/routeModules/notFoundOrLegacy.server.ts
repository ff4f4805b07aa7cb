import { data, redirect } from "@remix-run/cloudflare";
import { PRODUCTS, productPath } from "~/catalogue";
import { GROUP_PAGES } from "~/catalogue/groups";
import { resolveLegacyPath } from "~/catalogue/legacyRoutes";
import { nearestPages, type PageLink } from "~/catalogue/nearest";
import type { NotFoundData } from "~/components/catalogue/NotFoundPage";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";

/** Every catalogue page a 404 may suggest: the six groups, then the products in catalogue order. */
const PAGES: readonly PageLink[] = [
  ...GROUP_PAGES.map((g) => ({ name: `${g.group} Software`, path: g.path })),
  ...PRODUCTS.map((p) => ({ name: p.name, path: productPath(p) })),
];

/**
 * What a path no page claims answers: 301 to the canonical page when the spec's sitemap or
 * search catalogue spelled it differently (query string kept), otherwise a real 404 carrying the
 * nearest catalogue pages for the Page Not Found screen's "did you mean". Loaders
 * throw the result. A .server module: the catalogue's names stay out of the browser's bundle.
 */
export function notFoundOrLegacy(request: Request): Response | ReturnType<typeof data<NotFoundData>> {
  const url = new URL(request.url);
  // Under a language's prefix, the legacy spelling after it redirects to that language's page.
  const { language, path } = splitLanguage(url.pathname);
  const to = resolveLegacyPath(path, url.search);
  if (to) return redirect(localizedPath(to, language), 301);
  return notFound(url.pathname);
}

/** A 404 whose page suggests the catalogue pages nearest to `pathname`, in the language its prefix names. */
export function notFound(pathname: string) {
  const { language, path } = splitLanguage(pathname);
  const suggestions = nearestPages(path, PAGES).map((page) => ({ ...page, path: localizedPath(page.path, language) }));
  return data<NotFoundData>({ suggestions }, { status: 404, statusText: "Not Found" });
}

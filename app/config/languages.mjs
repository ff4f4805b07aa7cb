// The public site's languages and the routes each is mounted under (decision record 0049). Plain
// JavaScript because remix.config.js reads it at build time; the app and the tests import the same
// file, so the prefixes exist in one place.

/** English, the site's own language, at `/…`; the others under `/<code>/…`. */
export const DEFAULT_LANGUAGE = "en";

/**
 * The translated languages, in the switcher's order. `dir` is the writing direction `<html dir>`
 * takes; `locale` is the BCP 47 tag Intl and og:locale use.
 * @type {ReadonlyArray<{ code: "es" | "fr" | "pt" | "ar"; name: string; locale: string; ogLocale: string; dir: "ltr" | "rtl" }>}
 */
export const TRANSLATED_LANGUAGES = [
  { code: "es", name: "Español", locale: "es", ogLocale: "es_ES", dir: "ltr" },
  { code: "fr", name: "Français", locale: "fr", ogLocale: "fr_FR", dir: "ltr" },
  { code: "pt", name: "Português", locale: "pt", ogLocale: "pt_PT", dir: "ltr" },
  { code: "ar", name: "العربية", locale: "ar", ogLocale: "ar_AR", dir: "rtl" },
];

/**
 * The route files that are public pages, mounted again under each language's prefix. Everything
 * else stays English-only at its one path: the staff and demo areas, sign-in, the feed and
 * crawler files, brochure tickets, and the catch-all (`$.tsx` answers `/es/no-such-page` itself,
 * in the language its path names, and `/xx/…` in English).
 */
export const LOCALIZED_ROUTE_IDS = [
  "routes/_index",
  "routes/[sitemap.xml]",
  "routes/[bank_operations].$",
  "routes/accounting.$",
  "routes/accounting._index",
  "routes/banking",
  "routes/central-bank-operations.$",
  "routes/central-banking",
  "routes/company",
  "routes/contact",
  "routes/customers.$slug",
  "routes/customers._index",
  "routes/general-operations.$",
  "routes/investment",
  "routes/investment-management.$",
  "routes/loans.$",
  "routes/module-options",
  "routes/news.$slug",
  "routes/news._index",
  "routes/privacy",
  "routes/real-estate.$",
  "routes/search",
  "routes/services-and-software-features.$",
  "routes/sitemap",
  "routes/trust-centre",
  "routes/trust.$",
  "routes/trust._index",
];

/**
 * Each public page again at `<code>/<its path>` with the id `<code>/<its id>`, made from `routes`
 * (the file routes `flatRoutes` finds, or the built server's route modules or its assets manifest,
 * whose entries have the same id, path and parent). Static prefixes, not an optional `($lang)`
 * segment: a path whose first segment is no language never reaches a page's loader (it stays the
 * catch-all's Page Not Found or legacy redirect), and the matcher keeps no optional segments.
 * @template {{ id: string; path?: string; parentId?: string }} R
 * @param {Record<string, R | undefined>} routes
 * @returns {Record<string, R>}
 */
export function languageRoutes(routes) {
  /** @type {Record<string, R>} */
  const added = {};
  for (const id of LOCALIZED_ROUTE_IDS) {
    const route = routes[id];
    if (!route) throw new Error(`languages.mjs names ${id}, which app/routes no longer has`);
    for (const { code } of TRANSLATED_LANGUAGES) {
      const path = route.path ? `${code}/${route.path}` : code;
      added[`${code}/${id}`] = { ...route, id: `${code}/${id}`, path, parentId: "root" };
    }
  }
  return added;
}

/**
 * The server build with the language copies of the public pages added, at run time, to both its
 * route modules and its assets manifest (decision record 0058). `remix build` makes only the file
 * routes: mounted in remix.config.js, every copy was written out in the worker twice (the assets
 * manifest's entry with its list of imports, and the route table's), 76 KB of the 2.0 MB
 * worker cap. A copy runs the same module and loads the same browser chunk as the English page, so
 * the copies made here are what the build held.
 * @template {{ routes: Record<string, { id: string; path?: string; parentId?: string } | undefined>; assets: { routes: Record<string, { id: string; path?: string; parentId?: string } | undefined> } }} B
 * @param {B} build
 * @returns {B}
 */
export function withLanguageRoutes(build) {
  return {
    ...build,
    routes: { ...build.routes, ...languageRoutes(build.routes) },
    assets: { ...build.assets, routes: { ...build.assets.routes, ...languageRoutes(build.assets.routes) } },
  };
}

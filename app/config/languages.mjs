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
 * The routes to add to the file routes (`flatRoutes`' manifest): each public page again at
 * `<code>/<its path>` with the id `<code>/<its id>`. Static prefixes, not an optional `($lang)`
 * segment: a path whose first segment is no language never reaches a page's loader (it stays the
 * catch-all's Page Not Found or legacy redirect), and the matcher keeps no optional segments.
 * @param {Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }>} fileRoutes
 */
export function languageRoutes(fileRoutes) {
  /** @type {Record<string, { id: string; path?: string; index?: boolean; parentId?: string; file: string }>} */
  const added = {};
  for (const id of LOCALIZED_ROUTE_IDS) {
    const route = fileRoutes[id];
    if (!route) throw new Error(`languages.mjs names ${id}, which app/routes no longer has`);
    for (const { code } of TRANSLATED_LANGUAGES) {
      const path = route.path ? `${code}/${route.path}` : code;
      added[`${code}/${id}`] = { ...route, id: `${code}/${id}`, path, parentId: "root" };
    }
  }
  return added;
}

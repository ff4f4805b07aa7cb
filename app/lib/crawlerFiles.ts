import { publicPaths } from "~/catalogue/publicPaths";
import { absoluteUrl } from "./absoluteUrl";
import { alternates } from "./i18n/alternates";
import { LANGUAGES, localizedPath, type Language } from "./i18n/languages";

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * A language's sitemap (sitemaps.org 0.9): `/sitemap.xml` for English, `/es/sitemap.xml` … for the
 * others (decision record 0049). Every public page in that language, with absolute URLs on the
 * configured origin, each naming its copies in every language (`xhtml:link` hreflang, itself
 * included, x-default English); the news posts visible at the time of the request (a scheduled
 * post is added when its time comes), each with its last change, and the customer stories that
 * may be published.
 */
export function sitemapXml(
  siteUrl: string,
  posts: { slug: string; updatedAt: string }[] = [],
  stories: { slug: string; updatedAt: string }[] = [],
  language: Language = "en",
): string {
  const url = (path: string, lastmod?: string) =>
    [
      `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, localizedPath(path, language)))}</loc>`,
      lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : "",
      ...alternates(path).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(absoluteUrl(siteUrl, a.path))}"/>`),
      "</url>",
    ].join("");
  const urls = [
    ...publicPaths().map((path) => url(path)),
    ...posts.map((p) => url(`/news/${p.slug}`, p.updatedAt)),
    ...stories.map((s) => url(`/customers/${s.slug}`, s.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index: one sitemap per language. */
export function sitemapIndexXml(siteUrl: string): string {
  const entries = LANGUAGES.map((l) => `  <sitemap><loc>${xmlEscape(absoluteUrl(siteUrl, sitemapPath(l.code)))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

const sitemapPath = (language: Language) => (language === "en" ? "/sitemap.xml" : `/${language}/sitemap.xml`);

/** robots.txt: everything but the staff and demo areas, and where the sitemap index is. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /demo", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap-index.xml")}`, ""].join("\n");
}

import { publicPaths } from "~/catalogue/publicPaths";
import { absoluteUrl } from "./absoluteUrl";

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * sitemap.xml (sitemaps.org 0.9) of every public page, with absolute URLs on the configured
 * origin, and the news posts visible at the time of the request (a scheduled post is added when
 * its time comes), each with its last change, and the customer stories that may be published.
 */
export function sitemapXml(siteUrl: string, posts: { slug: string; updatedAt: string }[] = [], stories: { slug: string; updatedAt: string }[] = []): string {
  const urls = [
    ...publicPaths().map((path) => `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, path))}</loc></url>`),
    ...posts.map((p) => `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, `/news/${p.slug}`))}</loc><lastmod>${xmlEscape(p.updatedAt)}</lastmod></url>`),
    ...stories.map((s) => `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, `/customers/${s.slug}`))}</loc><lastmod>${xmlEscape(s.updatedAt)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the staff and demo areas, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /demo", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}

import { publicPaths } from "~/catalogue/publicPaths";
import { absoluteUrl } from "./absoluteUrl";

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** sitemap.xml (sitemaps.org 0.9) of every public page, with absolute URLs on the configured origin. */
export function sitemapXml(siteUrl: string): string {
  const urls = publicPaths().map((path) => `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the staff and demo areas, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /demo", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}

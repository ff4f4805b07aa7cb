import { absoluteUrl } from "../../lib/absoluteUrl";
import type { BlogPostSummary } from "./posts.server";

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
// RSS 2.0 dates are RFC 822 (toUTCString gives "Tue, 03 Mar 2026 10:00:00 GMT").
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 for the news section. Every value is escaped; descriptions are plain-text summaries. */
export function rssFeed({ siteTitle, siteUrl, posts }: { siteTitle: string; siteUrl: string; posts: BlogPostSummary[] }): string {
  const newsUrl = absoluteUrl(siteUrl, "/news");
  const items = posts.map((p) => {
    const link = absoluteUrl(siteUrl, `/news/${p.slug}`);
    return [
      "    <item>",
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      p.publishedAt ? `      <pubDate>${rfc822(p.publishedAt)}</pubDate>` : "",
      p.category ? `      <category>${xmlEscape(p.category.name)}</category>` : "",
      `      <description>${xmlEscape(p.summary)}</description>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(`${siteTitle} News`)}</title>`,
    `    <link>${xmlEscape(newsUrl)}</link>`,
    `    <atom:link href="${xmlEscape(absoluteUrl(siteUrl, "/news/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    `    <description>${xmlEscape(`News from ${siteTitle}`)}</description>`,
    "    <language>en-us</language>",
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

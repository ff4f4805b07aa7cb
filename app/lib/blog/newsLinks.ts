import type { LinksFunction } from "@remix-run/cloudflare";

/** The public news pages' feed link, as a route's `links` export (their styles are in site.css). */
export const newsLinks: LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "News", href: "/news/rss.xml" }];

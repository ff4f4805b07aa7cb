import type { LinksFunction } from "@remix-run/cloudflare";
import href from "~/styles/news.css";

/** The public news pages' stylesheet and feed link, as a route's `links` export. */
export const newsLinks: LinksFunction = () => [
  { rel: "stylesheet", href },
  { rel: "alternate", type: "application/rss+xml", title: "News", href: "/news/rss.xml" },
];

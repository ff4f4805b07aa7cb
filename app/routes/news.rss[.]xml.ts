import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { rssFeed } from "~/server/blog/rss.server";
import { newsCacheState, newsHeaders } from "~/server/blog/newsCache.server";
import { isoNow } from "~/server/platform/clock.server";
import { listPosts } from "~/server/blog/posts.server";

/** /news/rss.xml: the 20 newest published posts as RSS 2.0, cached like the news pages (304s: server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = context.env.DB;
  const now = isoNow(request, context.env);
  const headers = { ...newsHeaders(await newsCacheState(db, request, now)), "Content-Type": "application/rss+xml; charset=utf-8" };
  const { items } = await listPosts(db, { scope: "published", page: 1, pageSize: 25, now });
  return new Response(rssFeed({ siteTitle: context.env.SITE_TITLE, siteUrl: context.env.SITE_URL, posts: items.slice(0, 20) }), { headers });
}

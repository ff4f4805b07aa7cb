import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapXml } from "~/lib/crawlerFiles";
import { languageOfPath } from "~/lib/i18n/languages";
import { newsCacheState, newsHeaders } from "~/server/blog/newsCache.server";
import { visiblePostLinks } from "~/server/blog/posts.server";
import { isoNow } from "~/server/platform/clock.server";
import { weakEtag } from "~/server/platform/conditional.server";
import { listStories, storiesVersion } from "~/server/stories/stories.server";

/**
 * /sitemap.xml (and /es/sitemap.xml …, each language's own; decision record 0049): the catalogue's
 * pages and the news posts. It lists posts, so it is cached like the
 * news pages (their ETag, and no copy outlives the next scheduled post: newsCache.server.ts); it
 * lists the public customer stories too, so its ETag follows them as well.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = context.env.DB;
  const now = isoNow(request, context.env);
  const [cache, posts, stories, storiesAt] = await Promise.all([
    newsCacheState(db, request, now),
    visiblePostLinks(db, now),
    listStories(db, { publishedOnly: true }),
    storiesVersion(db),
  ]);
  const language = languageOfPath(new URL(request.url).pathname);
  return new Response(sitemapXml(context.env.SITE_URL, posts, stories, language), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...newsHeaders(cache), ETag: await weakEtag(cache.etag, storiesAt) },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_CACHE } from "~/lib/cache";
import { sitemapIndexXml } from "~/lib/crawlerFiles";

/** /sitemap-index.xml: each language's sitemap (decision record 0049); robots.txt names it. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapIndexXml(context.env.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE },
  });
}

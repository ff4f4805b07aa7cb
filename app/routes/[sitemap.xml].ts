import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_CACHE } from "~/lib/cache";
import { sitemapXml } from "~/lib/crawlerFiles";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(context.env.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_CACHE } from "~/lib/cache";
import { robotsTxt } from "~/lib/crawlerFiles";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE },
  });
}

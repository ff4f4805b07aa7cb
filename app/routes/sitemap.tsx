import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { SitemapPage } from "~/components/catalogue/SitemapPage";
import { JsonLd } from "~/components/JsonLd";
import { publicPageHeaders } from "~/lib/cache";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import type { loader } from "~/routeModules/sitemapLoader.server";

export { loader } from "~/routeModules/sitemapLoader.server";

export const headers = publicPageHeaders;

// The category switch changes only the query string: nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataFromMatches(matches);
  const config = root?.config;
  const title = data?.words["sitemap.title"] ?? "Sitemap";
  if (!config) return getMeta({ siteTitle: "", title });
  return getMeta({
    siteTitle: config.siteTitle,
    title,
    description: data?.words["sitemap.description"],
    keywords: ["sitemap", ...(data?.groups.map((g) => g.name) ?? [])],
    url: absoluteUrl(config.siteUrl, "/sitemap"),
    language: root.language,
  });
};

export default function Sitemap() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd json={data.structuredData} />
      <SitemapPage data={data} />
    </>
  );
}

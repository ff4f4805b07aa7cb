import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { productPath, PRODUCTS } from "~/catalogue";
import { GROUP_PAGES, groupSections, groupSlug } from "~/catalogue/groups";
import { SitemapPage } from "~/components/catalogue/SitemapPage";
import { JsonLd } from "~/components/JsonLd";
import { publicPageHeaders } from "~/lib/cache";
import { absoluteUrl, breadcrumbLd } from "~/lib/jsonLd";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches, useRootData } from "~/lib/rootData";

// SPEC §2.7: every group's product links at once, so switching category needs no request.
export async function loader() {
  return {
    groups: GROUP_PAGES.map((page) => ({
      slug: groupSlug(page),
      name: page.group,
      path: page.path,
      sections: groupSections(page, PRODUCTS).map((s) => ({
        category: s.category,
        name: s.name,
        links: s.products.map(({ product, children }) => ({
          id: product.id,
          name: product.name,
          path: productPath(product),
          children: children.map((c) => ({ id: c.id, name: c.name, path: productPath(c) })),
        })),
      })),
    })),
  };
}

export type SitemapData = Awaited<ReturnType<typeof loader>>;

export const headers = publicPageHeaders;
export { catalogueLinks as links } from "~/lib/catalogueStyles";

// The category switch changes only the query string: nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  if (!config) return getMeta({ siteTitle: "", title: "Sitemap" });
  return getMeta({
    siteTitle: config.siteTitle,
    title: "Sitemap",
    description: "Every product page of the catalogue, by category: banking, central banking, investment, trust, accounting and module options.",
    keywords: ["sitemap", ...GROUP_PAGES.map((g) => g.group)],
    url: absoluteUrl(config.siteUrl, "/sitemap"),
  });
};

export default function Sitemap() {
  const { config } = useRootData();
  return (
    <>
      <JsonLd data={breadcrumbLd(config.siteUrl, [{ name: "Home", path: "/" }, { name: "Sitemap", path: "/sitemap" }])} />
      <SitemapPage data={useLoaderData<typeof loader>()} />
    </>
  );
}

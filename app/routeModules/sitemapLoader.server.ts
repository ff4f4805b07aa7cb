import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productPath, PRODUCTS } from "~/catalogue";
import { breadcrumbLd, serializeJsonLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import type { SitemapData } from "~/lib/catalogue/pageData";
import { GROUP_PAGES, groupSections, groupSlug } from "~/catalogue/groups";

// R-SITEMAP: every group's product links at once, so switching category needs no request.
// A .server module, so the catalogue stays out of /sitemap's JavaScript.
export async function loader({ context }: LoaderFunctionArgs): Promise<SitemapData> {
  return {
    structuredData: serializeJsonLd(
      breadcrumbLd(publicConfig(context.env).siteUrl, [
        { name: "Home", path: "/" },
        { name: "Sitemap", path: "/sitemap" },
      ]),
    ),
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

export type { SitemapData };

import { productPath, PRODUCTS } from "~/catalogue";
import { GROUP_PAGES, groupSections, groupSlug } from "~/catalogue/groups";

// R-SITEMAP: every group's product links at once, so switching category needs no request.
// A .server module, so the catalogue stays out of /sitemap's JavaScript.
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

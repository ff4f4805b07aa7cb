import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productPath, PRODUCTS } from "~/catalogue";
import { breadcrumbLd, serializeJsonLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import type { SitemapData } from "~/lib/catalogue/pageData";
import { GROUP_PAGES, groupSections, groupSlug } from "~/catalogue/groups";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { catalogueNames, type CatalogueNames } from "~/server/i18n/catalogueTranslations.server";
import { pageWords } from "~/server/i18n/pageWords.server";

const SITEMAP_KEYS = [
  "sitemap.eyebrow",
  "sitemap.title",
  "sitemap.lead",
  "sitemap.description",
  "sitemap.categories",
  "sitemap.all",
  "sitemap.more",
  "crumbs.home",
] as const;

// R-SITEMAP: every group's product links at once, so switching category needs no request.
// A .server module, so the catalogue stays out of /sitemap's JavaScript. In another language the
// groups', areas' and products' names are the catalogue's translation's, every link within the
// language (decision record 0049), the page's words from pages.json.
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SitemapData> {
  const { language } = splitLanguage(new URL(request.url).pathname);
  const [names, words] = await Promise.all([
    language === "en" ? ({} as CatalogueNames) : catalogueNames(context.env.ASSETS, language),
    pageWords(context.env.ASSETS, language, SITEMAP_KEYS),
  ]);
  const link = (p: (typeof PRODUCTS)[number]) => ({ id: p.id, name: names.products?.[p.id] ?? p.name, path: localizedPath(productPath(p), language) });
  return {
    structuredData: serializeJsonLd(
      breadcrumbLd(publicConfig(context.env).siteUrl, [
        { name: words["crumbs.home"], path: localizedPath("/", language) },
        { name: words["sitemap.title"], path: localizedPath("/sitemap", language) },
      ]),
    ),
    groups: GROUP_PAGES.map((page) => ({
      slug: groupSlug(page),
      name: names.groups?.[page.group] ?? page.group,
      path: localizedPath(page.path, language),
      sections: groupSections(page, PRODUCTS).map((s) => ({
        category: s.category,
        name: names.categories?.[s.category] ?? s.name,
        links: s.products.map(({ product, children }) => ({ ...link(product), children: children.map(link) })),
      })),
    })),
    words,
  };
}

export type { SitemapData };

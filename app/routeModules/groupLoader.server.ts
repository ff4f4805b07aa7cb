import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRODUCTS, productPath, type Product } from "~/catalogue";
import { groupCrumbs } from "~/catalogue/breadcrumbs";
import { groupPageBySlug, groupSections } from "~/catalogue/groups";
import { GROUP_SCREENS } from "~/catalogue/screens";
import { screenPicture } from "./screenPicture.server";
import { groupPreview } from "~/lib/ogImages";
import { breadcrumbLd, serializeJsonLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import type { GroupPageData } from "~/lib/catalogue/pageData";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { catalogueNames, type CatalogueNames } from "~/server/i18n/catalogueTranslations.server";
import { htmlOf, sectionHeaders, usedByHtml } from "./storySections.server";

/*
 * The loader of the six module-group pages (/banking … /module-options), in a .server module so
 * the catalogue stays out of their JavaScript. The path says which group. Products are listed by
 * area, sub-modules under their parent.
 */
const linkTo = (p: Product) => ({ id: p.id, name: p.name, path: productPath(p), summary: p.summary });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language, path } = splitLanguage(url.pathname);
  const page = groupPageBySlug(path.replace(/^\/+|\/+$/g, ""));
  if (!page) throw new Response("Not Found", { status: 404 });
  const canonical = localizedPath(page.path, language);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  // "Used by": the public stories that list any of the group's products.
  const usedBy = await usedByHtml(context.env.DB, context.requestId, {
    productIds: PRODUCTS.filter((p) => p.group === page.group).map((p) => p.id),
    name: `${page.group} software`,
    moreHref: "/customers",
  });
  // Another language: products' and categories' names from the catalogue's translation, links within the language (decision record 0049).
  const names: CatalogueNames = language === "en" ? {} : await catalogueNames(context.env.ASSETS, language);
  const inLanguage = <L extends { id: string; name: string; path: string }>(l: L): L => ({
    ...l,
    name: names.products?.[l.id] ?? l.name,
    path: localizedPath(l.path, language),
  });
  const pageData: GroupPageData = {
    page: { group: page.group, path: page.path, intro: page.intro },
    sections: groupSections(page, PRODUCTS).map((s) => ({
      category: s.category,
      name: names.categories?.[s.category] ?? s.name,
      products: s.products.map(({ product, children }) => ({ ...inLanguage(linkTo(product)), children: children.map((c) => inLanguage(linkTo(c))) })),
    })),
    crumbs: groupCrumbs(page).map((c) => ({ ...c, path: localizedPath(c.path, language) })),
    structuredData: serializeJsonLd(breadcrumbLd(publicConfig(context.env).siteUrl, groupCrumbs(page))),
    picture: screenPicture(`${page.group} Software`, GROUP_SCREENS[page.group]),
    usedBy: htmlOf(usedBy),
    preview: groupPreview(publicConfig(context.env).siteUrl, page.path.slice(1), page.group),
  };
  return data(pageData, sectionHeaders(usedBy));
}

export type { GroupPageData };

import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRODUCTS, productPath, type Product } from "~/catalogue";
import { catalogueTrail } from "~/catalogue/breadcrumbs";
import { groupPageBySlug, groupSections } from "~/catalogue/groups";
import { GROUP_SCREENS } from "~/catalogue/screens";
import { screenPicture } from "./screenPicture.server";
import { groupPreview } from "~/lib/ogImages";
import { breadcrumbLd, serializeJsonLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import type { GroupPageData } from "~/lib/catalogue/pageData";
import { localizedPath, splitLanguage } from "~/lib/i18n/languages";
import { catalogueNames, productSummaries, translatedScreen, type CatalogueNames } from "~/server/i18n/catalogueTranslations.server";
import { pageWords, usedByWords } from "~/server/i18n/pageWords.server";
import { fillWords } from "~/lib/i18n/fillWords";
import { htmlOf, sectionHeaders, usedByHtml } from "./storySections.server";

/*
 * The loader of the six module-group pages (/banking … /module-options), in a .server module so
 * the catalogue stays out of their JavaScript. The path says which group. Products are listed by
 * area, sub-modules under their parent.
 */
const GROUP_PAGE_KEYS = [
  "crumbs.label",
  "crumbs.home",
  "group.title",
  "group.contactAbout",
  "group.seeProducts",
  "product.requestDemo",
  "product.modules",
  "screen.alt",
  "screen.caption",
] as const;
const linkTo = (p: Product) => ({ id: p.id, name: p.name, path: productPath(p), summary: p.summary });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language, path } = splitLanguage(url.pathname);
  const page = groupPageBySlug(path.replace(/^\/+|\/+$/g, ""));
  if (!page) throw new Response("Not Found", { status: 404 });
  const canonical = localizedPath(page.path, language);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  // Another language: the group's, products' and categories' names, summaries and the opening line from
  // the catalogue's translation, links within the language (decision record 0049); the page's own words.
  const [names, summaries, words, drawing, storyWords] = await Promise.all([
    language === "en" ? ({} as CatalogueNames) : catalogueNames(context.env.ASSETS, language),
    language === "en" ? ({} as Record<string, string>) : productSummaries(context.env.ASSETS, language),
    pageWords(context.env.ASSETS, language, GROUP_PAGE_KEYS),
    language === "en" ? null : translatedScreen(context.env.ASSETS, language, "groups", page.group),
    usedByWords(context.env.ASSETS, language),
  ]);
  const inLanguage = <L extends { id: string; name: string; path: string; summary: string }>(l: L): L => ({
    ...l,
    name: names.products?.[l.id] ?? l.name,
    path: localizedPath(l.path, language),
    summary: summaries[l.id] ?? l.summary,
  });
  const groupName = names.groups?.[page.group] ?? page.group;
  const title = fillWords(words["group.title"], { group: groupName });
  // "Used by": the public stories that list any of the group's products, in the page's language.
  const usedBy = await usedByHtml(context.env.DB, context.requestId, {
    productIds: PRODUCTS.filter((p) => p.group === page.group).map((p) => p.id),
    name: fillWords(storyWords["usedBy.groupName"], { group: groupName }),
    moreHref: "/customers",
    words: storyWords,
    language,
  });
  const crumbs = catalogueTrail(
    { group: { name: groupName, path: localizedPath(page.path, language) } },
    { name: words["crumbs.home"], path: localizedPath("/", language) },
  );
  const pageData: GroupPageData = {
    page: {
      group: groupName,
      path: page.path,
      intro: names.groupIntros?.[page.group] ?? page.intro,
      title,
    },
    sections: groupSections(page, PRODUCTS).map((s) => ({
      category: s.category,
      name: names.categories?.[s.category] ?? s.name,
      products: s.products.map(({ product, children }) => ({ ...inLanguage(linkTo(product)), children: children.map((c) => inLanguage(linkTo(c))) })),
    })),
    crumbs,
    structuredData: serializeJsonLd(breadcrumbLd(publicConfig(context.env).siteUrl, crumbs)),
    picture: screenPicture(title, drawing ?? GROUP_SCREENS[page.group], words, language),
    usedBy: htmlOf(usedBy),
    words,
    preview: groupPreview(publicConfig(context.env).siteUrl, page.path.slice(1), page.group),
  };
  return data(pageData, sectionHeaders(usedBy));
}

export type { GroupPageData };

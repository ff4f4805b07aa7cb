import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { Language } from "./i18n/languages";
import { localizeMeta } from "./i18n/pageMeta";

export interface PageMeta {
  siteTitle: string;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute URL of the page (og:url and the canonical link). */
  url?: string;
  /** The page's language: its canonical URL is that language's copy, with hreflang links to the others (decision record 0049). */
  language?: Language;
}

/** The spec's title format: '{title} | {site title}', or only the site title where a page has none. */
export function pageTitle(siteTitle: string, title?: string): string {
  return title ? `${title} | ${siteTitle}` : siteTitle;
}

/** Title, description, keywords and social tags for one page (R-PAGE-META Page metadata). */
export function getMeta({ siteTitle, title, description, keywords, url, language = "en" }: PageMeta): MetaDescriptor[] {
  const full = pageTitle(siteTitle, title);
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }, { property: "og:site_name", content: siteTitle }];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (url) tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  return localizeMeta(tags, language);
}

import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageMeta {
  siteTitle: string;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute URL of the page (og:url and the canonical link). */
  url?: string;
}

/** The spec's title format: '{title} | {site title}', or only the site title where a page has none. */
export function pageTitle(siteTitle: string, title?: string): string {
  return title ? `${title} | ${siteTitle}` : siteTitle;
}

/** Title, description, keywords and social tags for one page (R-PAGE-META Page metadata). */
export function getMeta({ siteTitle, title, description, keywords, url }: PageMeta): MetaDescriptor[] {
  const full = pageTitle(siteTitle, title);
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }, { property: "og:site_name", content: siteTitle }];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (url) tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  return tags;
}

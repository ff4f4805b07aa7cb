import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageMeta {
  siteTitle: string;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute URL of the page (og:url and the canonical link). */
  url?: string;
  /** The link-preview picture (og:image, twitter:image): an absolute URL and its text alternative. */
  image?: { url: string; alt: string; width?: number; height?: number };
}

/** The spec's title format: '{title} | {site title}', or only the site title where a page has none. */
export function pageTitle(siteTitle: string, title?: string): string {
  return title ? `${title} | ${siteTitle}` : siteTitle;
}

/** Title, description, keywords and social tags for one page (R-PAGE-META Page metadata). */
export function getMeta({ siteTitle, title, description, keywords, url, image }: PageMeta): MetaDescriptor[] {
  const full = pageTitle(siteTitle, title);
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }, { property: "og:site_name", content: siteTitle }];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (url) tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  if (image) {
    tags.push({ property: "og:image", content: image.url }, { property: "og:image:alt", content: image.alt });
    if (image.width && image.height)
      tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
    tags.push({ name: "twitter:card", content: "summary_large_image" }, { name: "twitter:image", content: image.url });
  }
  return tags;
}

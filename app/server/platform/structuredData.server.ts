import type { Crumb } from "~/catalogue/breadcrumbs";
import { absoluteUrl } from "~/lib/absoluteUrl";
import type { PublicConfig } from "./env.server";

/**
 * schema.org JSON-LD for page metadata. Built and serialized by the pages' loaders, rendered by
 * components/JsonLd.tsx: a server module, so none of it is in the pages' JavaScript.
 */
export type Json = { [key: string]: unknown };

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as \u003c … so no text in the data can close the element or start markup.
 */
export function serializeJsonLd(data: Json | Json[]): string {
  const withContext = Array.isArray(data) ? data.map((d) => ({ "@context": "https://schema.org", ...d })) : { "@context": "https://schema.org", ...data };
  return JSON.stringify(withContext).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function organizationLd(config: Pick<PublicConfig, "siteTitle" | "siteUrl" | "salesEmail" | "social">): Json {
  return {
    "@type": "Organization",
    name: config.siteTitle,
    url: absoluteUrl(config.siteUrl, "/"),
    logo: absoluteUrl(config.siteUrl, "/favicon.svg"),
    email: config.salesEmail,
    sameAs: config.social.map((s) => s.url),
  };
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): Json {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.path) })),
  };
}

interface SoftwareLdInput {
  name: string;
  summary: string;
  path: string;
  category: string;
  features: readonly string[];
  audience: readonly string[];
}

export function softwareApplicationLd(config: Pick<PublicConfig, "siteTitle" | "siteUrl">, p: SoftwareLdInput): Json {
  return {
    "@type": "SoftwareApplication",
    name: p.name,
    description: p.summary,
    url: absoluteUrl(config.siteUrl, p.path),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: p.category,
    featureList: p.features,
    audience: { "@type": "BusinessAudience", audienceType: p.audience.join(", ") },
    publisher: { "@type": "Organization", name: config.siteTitle, url: absoluteUrl(config.siteUrl, "/") },
  };
}

interface ArticleLdInput {
  title: string;
  slug: string;
  description: string;
  publishedAt: string | null;
  updatedAt: string;
  category: { name: string } | null;
  cover: { url: string } | null;
  author: { name: string } | null;
}

export function articleLd(config: Pick<PublicConfig, "siteTitle" | "siteUrl">, post: ArticleLdInput): Json {
  const url = absoluteUrl(config.siteUrl, `/news/${post.slug}`);
  return {
    "@type": "Article",
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    url,
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.cover ? { image: absoluteUrl(config.siteUrl, post.cover.url) } : {}),
    author: post.author ? { "@type": "Person", name: post.author.name } : { "@type": "Organization", name: config.siteTitle },
    publisher: {
      "@type": "Organization",
      name: config.siteTitle,
      url: absoluteUrl(config.siteUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(config.siteUrl, "/favicon.svg") },
    },
  };
}

import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { Crumb } from "~/catalogue/breadcrumbs";
import type { PublicConfig } from "~/server/env.server";

/*
 * schema.org JSON-LD for page metadata. Remix's <Meta> renders `script:ld+json` descriptors and
 * escapes `<`, `>`, `&`, U+2028 and U+2029 (as \u003c …), so catalogue text cannot close the
 * script element.
 */
type Json = { [key: string]: unknown };

export const jsonLd = (data: Json): MetaDescriptor => ({ "script:ld+json": { "@context": "https://schema.org", ...data } });

/** The site's absolute URL for a path, whatever the configured origin's trailing slash. */
export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;

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

export interface SoftwareLdInput {
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

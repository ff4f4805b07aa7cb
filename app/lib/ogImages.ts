import type { MetaDescriptor } from "@remix-run/cloudflare";

/**
 * Link-preview pictures (decision record 0023): 1200 × 630 PNGs drawn at build
 * time by scripts/og-images.ts into public/og/, one per product and group, and the site's card.
 * Loaders build the tags (`previewMeta`) and send them with their data; the routes' meta
 * functions only append them, so none of this is in a page's JavaScript (the home page's first
 * load sits at its 100 KB budget). Other content (customer stories) uses the same product URLs.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export const productOgPath = (productId: string) => `/og/products/${productId}.png`;
/** `slug`: the group page's path without its slash ('banking', 'central-banking', …). */
export const groupOgPath = (slug: string) => `/og/groups/${slug}.png`;
export const SITE_OG_PATH = "/og/site.png";

/**
 * The types every link preview shows. LinkedIn (where a B2B vendor's links travel) shows only
 * JPEG, PNG or GIF; an uploaded WebP (or anything else) gives way to the drawn PNG card.
 */
const LINK_PREVIEW_TYPES = new Set(["image/png", "image/jpeg"]);
export const isLinkPreviewType = (contentType: string) => LINK_PREVIEW_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase());

interface PreviewImage {
  /** Absolute. */
  url: string;
  alt: string;
  /** Known for the cards the build draws; a post's own picture may be any size. */
  size?: { width: number; height: number };
}

/** og:image (with its text alternative and size) and the large Twitter/X card. */
export function previewMeta({ url, alt, size }: PreviewImage): MetaDescriptor[] {
  return [
    { property: "og:image", content: url },
    { property: "og:image:alt", content: alt },
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
  ];
}

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");
const CARD = { width: OG_WIDTH, height: OG_HEIGHT };

export const productPreview = (siteUrl: string, product: { id: string; name: string }) =>
  previewMeta({ url: `${origin(siteUrl)}${productOgPath(product.id)}`, alt: `${product.name}: an illustration of its screen`, size: CARD });

export const groupPreview = (siteUrl: string, slug: string, group: string) =>
  previewMeta({ url: `${origin(siteUrl)}${groupOgPath(slug)}`, alt: `${group} software: an illustration of its overview screen`, size: CARD });

/** The site's card, for pages without a picture of their own. */
export const sitePreview = (siteUrl: string, siteTitle: string) =>
  previewMeta({
    url: `${origin(siteUrl)}${SITE_OG_PATH}`,
    alt: `${siteTitle}: software for banks, central banks, investment, trust and accounting`,
    size: CARD,
  });

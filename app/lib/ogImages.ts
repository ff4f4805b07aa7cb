/**
 * Link-preview pictures (issue 29 point 6, decision record 0023): 1200 × 630 PNGs drawn at build
 * time by scripts/og-images.ts into public/og/, one per product and group, and the site's card.
 * Pages name them in og:image and twitter:image (lib/meta.ts). Other content (customer stories)
 * uses the same product URLs.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export const productOgPath = (productId: string) => `/og/products/${productId}.png`;
/** `slug`: the group page's path without its slash ('banking', 'central-banking', …). */
export const groupOgPath = (slug: string) => `/og/groups/${slug}.png`;
export const SITE_OG_PATH = "/og/site.png";

/** The site's card as a page's preview picture (getMeta's `image`). */
export const siteCard = (siteUrl: string, siteTitle: string) => ({
  url: `${siteUrl.replace(/\/+$/, "")}${SITE_OG_PATH}`,
  alt: `${siteTitle}: software for banks, central banks, investment, trust and accounting`,
  width: OG_WIDTH,
  height: OG_HEIGHT,
});

/**
 * The vendor's product-naming brand, known at build time because product URLs and the client-side
 * search depend on it (the spec's `{product}-interfaces` is `${BRAND.slug}-interfaces`).
 * The deploy-time brand (site title, sales e-mail, portal and social links) is in wrangler.toml.
 */
export const BRAND = {
  name: "Meridian",
  slug: "meridian",
} as const;

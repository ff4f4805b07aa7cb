import { CONTENT } from "./content";
import { PRODUCT_ENTRIES } from "./products";
import type { Product } from "./types";

export * from "./types";
export { INTERFACES_PRODUCT_ID } from "./products";

/** Every product page with its words, in tree order. Isomorphic: the client search reads it too. */
export const PRODUCTS: readonly Product[] = PRODUCT_ENTRIES.map((entry) => {
  const content = CONTENT[entry.id];
  if (!content) throw new Error(`catalogue: no content for product '${entry.id}'`);
  return { ...entry, ...content };
});

const byRoute = new Map(PRODUCTS.map((p) => [p.route, p]));
const byId = new Map(PRODUCTS.map((p) => [p.id, p]));

export const productByRoute = (route: string): Product | undefined => byRoute.get(route.replace(/^\/+|\/+$/g, ""));
export const productById = (id: string): Product | undefined => byId.get(id);
export const productPath = (p: Pick<Product, "route">): string => `/${p.route}`;

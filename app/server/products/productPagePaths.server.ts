import { PRODUCTS, productById, productPath } from "../../catalogue";
import { groupPageOf } from "../../catalogue/groups";

/**
 * The public pages a product's screenshots or copy show on (decision record 0040): its own page,
 * its group's page (which lists it), and a parent's page (which lists its modules). A staff change
 * purges them from the location's edge cache and the pages' store at once (decision 0027).
 */
export function productPagePaths(productId: string): string[] {
  const product = productById(productId);
  if (!product) return [];
  const paths = new Set([productPath(product), groupPageOf(product.group).path]);
  const parent = product.parent ? productById(product.parent) : undefined;
  if (parent) paths.add(productPath(parent));
  // Related products link to it by name and summary (unchanged by these edits), so they keep their copy.
  for (const child of PRODUCTS) if (child.parent === product.id) paths.add(productPath(child));
  return [...paths];
}

import { groupPageOf, type GroupPage } from "./groups";
import type { ProductEntry } from "./types";

export interface Crumb {
  name: string;
  path: string;
}

const HOME: Crumb = { name: "Home", path: "/" };

/** Home › group page. */
export const groupCrumbs = (page: GroupPage): Crumb[] => [HOME, { name: page.group, path: page.path }];

/** Home › group page › [parent ›] product: the trail a product page and its BreadcrumbList show. */
export function productCrumbs(product: ProductEntry, parent?: ProductEntry): Crumb[] {
  const trail = groupCrumbs(groupPageOf(product.group));
  if (parent) trail.push({ name: parent.name, path: `/${parent.route}` });
  trail.push({ name: product.name, path: `/${product.route}` });
  return trail;
}

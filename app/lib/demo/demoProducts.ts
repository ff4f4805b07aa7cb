import { PRODUCT_ENTRIES } from "../../catalogue/products";
import { MODULE_GROUPS, type ModuleGroup } from "../../catalogue/types";

/**
 * The catalogue as the demo area needs it: a product's name and page for a demo item, and the
 * product select grouped by module group. Reads the catalogue's structure only (not its words),
 * so it stays small wherever it is bundled.
 */
interface DemoProduct {
  id: string;
  name: string;
  group: ModuleGroup;
  /** The product's page on the public site. */
  path: string;
}

const byId = new Map<string, DemoProduct>(PRODUCT_ENTRIES.map((p) => [p.id, { id: p.id, name: p.name, group: p.group, path: `/${p.route}` }]));

export const demoProduct = (id: string): DemoProduct | undefined => byId.get(id);

export const isProductId = (id: string): boolean => byId.has(id);

/** Options for a <select> with one <optgroup> per module group, products by name. */
export function productOptionGroups(): { group: ModuleGroup; products: { id: string; name: string }[] }[] {
  return MODULE_GROUPS.map((group) => ({
    group,
    products: [...byId.values()]
      .filter((p) => p.group === group)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.products.length > 0);
}

import type { D1 } from "../platform/d1Sessions.server";
import { productStates } from "./productStates.server";

/**
 * The go-live checklist's product items (decision record 0040): per family, how many products
 * still show the drawing instead of a screenshot, and how many still show the catalogue's default
 * copy, each linking to /admin/products filtered to that family. A family with nothing left has no
 * item, so an item leaves the list when it is fixed. Brochures are the launch list's own line
 * (launch/contentChecks), one screen's work across all families.
 * `now` is taken for the checklist's common signature; nothing here depends on the date.
 */
export interface LaunchItem {
  area: string;
  label: string;
  fixHref: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function productLaunchItems(env: { DB: D1 }, _now: Date | string | number = Date.now()): Promise<LaunchItem[]> {
  const families = await productStates(env.DB);
  const items: LaunchItem[] = [];
  for (const family of families) {
    const href = `/admin/products?family=${encodeURIComponent(family.path.slice(1))}`;
    const drawn = family.products.filter((p) => p.screenshots === 0).length;
    const defaults = family.products.filter((p) => !p.copyEdited).length;
    const of = family.products.length;
    if (drawn > 0)
      items.push({
        area: "Products",
        label: `${family.group}: ${plural(drawn, "product", "products")} of ${of} with no screenshot (the drawing shows)`,
        fixHref: href,
      });
    if (defaults > 0)
      items.push({ area: "Products", label: `${family.group}: ${plural(defaults, "product", "products")} of ${of} with the default copy`, fixHref: href });
  }
  return items;
}

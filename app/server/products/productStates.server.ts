import { MODULE_GROUPS, PRODUCTS, productPath, type ModuleGroup } from "../../catalogue";
import { groupPageOf } from "../../catalogue/groups";
import { listBrochures } from "../brochures/brochures.server";
import type { D1 } from "../platform/d1Sessions.server";
import { editedProducts } from "./productCopy.server";
import { screenshotCounts } from "./productScreenshots.server";

/**
 * What each product page shows that staff manage (decision record 0040): screenshots or the
 * drawing, a brochure or none, edited copy or the catalogue's default. /admin/products lists it
 * by family; the go-live checklist counts what is still default (productLaunch.server.ts).
 */
interface ProductState {
  id: string;
  name: string;
  path: string;
  /** Set on Portfolio Management's modules. */
  parent: string | null;
  screenshots: number;
  brochure: string | null;
  copyEdited: boolean;
}

interface FamilyStates {
  group: ModuleGroup;
  path: string;
  products: ProductState[];
}

export async function productStates(db: D1): Promise<FamilyStates[]> {
  const [shots, brochures, edited] = await Promise.all([screenshotCounts(db), listBrochures(db), editedProducts(db)]);
  return MODULE_GROUPS.map((group) => ({
    group,
    path: groupPageOf(group).path,
    products: PRODUCTS.filter((p) => p.group === group).map((p) => ({
      id: p.id,
      name: p.name,
      path: productPath(p),
      parent: p.parent ?? null,
      screenshots: shots.get(p.id) ?? 0,
      brochure: brochures.get(p.id)?.filename ?? null,
      copyEdited: edited.has(p.id),
    })),
  }));
}

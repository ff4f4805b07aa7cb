import { productById, productPath } from "../../catalogue";
import { groupPageOf } from "../../catalogue/groups";
import { dropPage } from "../platform/pageCache.server";

/**
 * The public pages that show stories and are kept in the function's page copy (PUBLIC_CACHE):
 * the home page, and the pages of the products a story lists and of their groups ("Used by").
 * After a staff change they are forgotten in this isolate, as a brochure change does (decision
 * record 0022); other isolates keep theirs until its s-maxage (an hour) ends. /customers and the
 * story pages are not kept: they are rendered every time with their own ETag.
 */
export function forgetStoryPages(...productIdLists: ReadonlyArray<readonly string[]>): void {
  dropPage("/");
  for (const id of new Set(productIdLists.flat())) {
    const product = productById(id);
    if (!product) continue;
    dropPage(productPath(product));
    dropPage(groupPageOf(product.group).path);
  }
}

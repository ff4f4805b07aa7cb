import { productById, productPath } from "../../catalogue";
import { groupPageOf } from "../../catalogue/groups";

/**
 * The public pages a story shows on: the home page, /customers and the story's own page, and the
 * pages of the products it lists and of their groups ("Used by"). A staff change purges them from
 * the location's edge cache at once (decision records 0022, 0027); other locations keep their
 * copy at most a minute.
 */
export function storyPagePaths(...stories: ReadonlyArray<{ slug: string; productIds: readonly string[] }>): string[] {
  const paths = new Set(["/", "/customers"]);
  for (const story of stories) {
    paths.add(`/customers/${story.slug}`);
    for (const id of story.productIds) {
      const product = productById(id);
      if (!product) continue;
      paths.add(productPath(product));
      paths.add(groupPageOf(product.group).path);
    }
  }
  return [...paths];
}

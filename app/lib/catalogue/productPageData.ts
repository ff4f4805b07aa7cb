import { groupPageOf } from "~/catalogue/groups";
import { INDUSTRIES, PRODUCTS, TREE_CATEGORIES, productById, productPath, type Product, type ProductWithWords } from "~/catalogue";

export interface ProductLink {
  id: string;
  name: string;
  path: string;
  summary: string;
}

const linkTo = (p: Product): ProductLink => ({ id: p.id, name: p.name, path: productPath(p), summary: p.summary });

/** What a product page shows, resolved on the server so the page ships no catalogue to the client. */
export function productPageData(product: ProductWithWords) {
  const parent = product.parent ? productById(product.parent) : undefined;
  const page = groupPageOf(product.group);
  return {
    product: {
      id: product.id,
      name: product.name,
      path: productPath(product),
      summary: product.summary,
      description: product.description,
      features: product.features,
      serves: product.serves,
      tags: product.tags,
    },
    group: { name: page.group, path: page.path },
    categoryName: TREE_CATEGORIES.find((c) => c.id === product.category)!.name,
    industries: product.industries.map((i) => INDUSTRIES[i]),
    parent: parent ? linkTo(parent) : null,
    children: PRODUCTS.filter((c) => c.parent === product.id).map(linkTo),
    related: product.related.flatMap((id) => {
      const related = productById(id);
      return related ? [linkTo(related)] : [];
    }),
  };
}

export type ProductPageData = ReturnType<typeof productPageData>;

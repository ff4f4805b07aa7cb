import { useMatches } from "@remix-run/react";

/**
 * The handle of a route whose page is about one catalogue product; its loader data carries
 * `product.id`. The product route writes it out rather than importing it: an import would put
 * this module in a chunk of its own on every product page's first load.
 */
interface ProductPageHandle {
  productPage?: true;
}

/**
 * The product of the page being shown, if it is a product page: the shell's Request a Demo (the
 * header's and the collapsed menu's) then opens the form with that product chosen, as the
 * specification's demo preset says ("Request a Demo plus the product").
 */
export function usePageProductId(): string | undefined {
  for (const match of useMatches()) {
    if ((match.handle as ProductPageHandle | undefined)?.productPage !== true) continue;
    const id = (match.data as { product?: { id?: unknown } } | undefined)?.product?.id;
    if (typeof id === "string") return id;
  }
  return undefined;
}

import { useMatches } from "@remix-run/react";

/** The handle of a route whose page is about one catalogue product; its loader data carries `product.id`. */
export const PRODUCT_PAGE_HANDLE = { productPage: true } as const;

/**
 * The product of the page being shown, if it is a product page: the shell's Request a Demo (the
 * header's and the collapsed menu's) then opens the form with that product chosen, as the
 * specification's demo preset says ("Request a Demo plus the product").
 */
export function usePageProductId(): string | undefined {
  for (const match of useMatches()) {
    if ((match.handle as Partial<typeof PRODUCT_PAGE_HANDLE> | undefined)?.productPage !== true) continue;
    const id = (match.data as { product?: { id?: unknown } } | undefined)?.product?.id;
    if (typeof id === "string") return id;
  }
  return undefined;
}

import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BrochureOffer, ProductPage } from "~/components/catalogue/ProductPage";
import { withIslandsCode } from "~/components/islands";
import { JsonLd } from "~/components/JsonLd";
import { PUBLIC_CACHE } from "~/lib/cache";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { getMeta } from "~/lib/meta";
import { contentPageMeta } from "~/hooks/rootData";
import type { action, loader } from "./productLoader.server";

/*
 * The route module of every product-page area (app/routes/{area}.$.tsx re-export it): one loader
 * serves all nine areas. The loader lives in a .server module, which the browser build replaces
 * with an empty one: esbuild keeps an imported module whose top level may have side effects (the
 * catalogue's assembly can throw) even when nothing of it is used.
 */
export { action, loader } from "./productLoader.server";

/**
 * The page is public and cacheable; an error page is not, nor is the brochure form answered with
 * its errors (it holds what this visitor typed), nor a page whose brochure could not be read.
 */
export const headers: HeadersFunction = ({ errorHeaders, actionHeaders, loaderHeaders }) => {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  const headers = new Headers({ "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PUBLIC_CACHE });
  // A refused brochure form (429) tells the visitor's browser when to try again.
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  contentPageMeta(data, matches, (data, config) => {
    const { product } = data;
    const tags = getMeta({
      siteTitle: config.siteTitle,
      title: product.name,
      description: product.summary,
      keywords: [product.name, data.group.name, data.categoryName, ...product.tags, ...data.industries],
      url: absoluteUrl(config.siteUrl, product.path),
    });
    // Built by the loader (lib/ogImages.ts), so this page's JavaScript carries none of it.
    return [...tags, ...data.preview];
  });

export const clientLoader = withIslandsCode(BrochureOffer);

/** The shell's Request a Demo opens the form with this page's product chosen (usePageProductId). */
export const handle = { productPage: true };

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  const brochureResult = useActionData<typeof action>();
  return (
    <>
      <JsonLd json={data.structuredData} />
      <ProductPage data={data} brochureResult={brochureResult} />
    </>
  );
}

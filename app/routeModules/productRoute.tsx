import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { productByRoute, productPath } from "~/catalogue";
import { ProductPage } from "~/components/catalogue/ProductPage";
import { JsonLd } from "~/components/JsonLd";
import { publicPageHeaders } from "~/lib/cache";
import { absoluteUrl, breadcrumbLd, softwareApplicationLd } from "~/lib/jsonLd";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches, useRootData } from "~/lib/rootData";
import { notFoundOrLegacy } from "./notFoundOrLegacy";
import { productPageData } from "./productPageData";

/*
 * The route module of every product-page area (app/routes/{area}.$.tsx re-export it): the path
 * itself says which product, so one loader serves all nine areas. A legacy spelling inside an
 * area redirects; anything else there is a real 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const product = productByRoute(url.pathname);
  if (!product) throw notFoundOrLegacy(request);
  // A trailing slash (or any other spelling productByRoute tolerates) goes to the one canonical URL.
  if (url.pathname !== productPath(product)) throw redirect(`${productPath(product)}${url.search}`, 301);
  return productPageData(product);
}

export const headers = publicPageHeaders;
export { catalogueLinks as links } from "~/lib/catalogueStyles";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const config = rootDataFromMatches(matches)?.config;
  const siteTitle = config?.siteTitle ?? "";
  if (!data || !config) return getMeta({ siteTitle, title: "Page Not Found" });
  const { product } = data;
  return getMeta({
    siteTitle,
    title: product.name,
    description: product.summary,
    keywords: [product.name, data.group.name, data.categoryName, ...product.tags, ...data.industries],
    url: absoluteUrl(config.siteUrl, product.path),
  });
};

export { CatalogueErrorBoundary as ErrorBoundary } from "~/components/catalogue/CatalogueErrorBoundary";

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  const { config } = useRootData();
  const { product } = data;
  const structured = [
    softwareApplicationLd(config, {
      name: product.name,
      summary: product.summary,
      path: product.path,
      category: data.categoryName,
      features: product.features,
      audience: data.industries,
    }),
    breadcrumbLd(config.siteUrl, data.crumbs),
  ];
  return (
    <>
      <JsonLd data={structured} />
      <ProductPage data={data} />
    </>
  );
}

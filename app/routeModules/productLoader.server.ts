import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productByRoute, productPath } from "~/catalogue";
import { breadcrumbLd, serializeJsonLd, softwareApplicationLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import { notFoundOrLegacy } from "./notFoundOrLegacy";
import { productPageData } from "./productPageData";

/*
 * The loader of every product-page area, in a .server module so the catalogue it reads (~42 KB
 * gzip of words) never reaches a product page's JavaScript. The path itself says which product:
 * a legacy spelling inside an area redirects; anything else there is a real 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const product = productByRoute(url.pathname);
  if (!product) throw notFoundOrLegacy(request);
  // A trailing slash (or any other spelling productByRoute tolerates) goes to the one canonical URL.
  if (url.pathname !== productPath(product)) throw redirect(`${productPath(product)}${url.search}`, 301);
  const data = productPageData(product);
  const config = publicConfig(context.env);
  const structuredData = serializeJsonLd([
    softwareApplicationLd(config, {
      name: data.product.name,
      summary: data.product.summary,
      path: data.product.path,
      category: data.categoryName,
      features: data.product.features,
      audience: data.industries,
    }),
    breadcrumbLd(config.siteUrl, data.crumbs),
  ]);
  return { ...data, structuredData };
}

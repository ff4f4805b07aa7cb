import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productByRoute, productPath } from "~/catalogue";
import { notFoundOrLegacy } from "./notFoundOrLegacy";
import { productPageData } from "./productPageData";

/*
 * The loader of every product-page area, in a .server module so the catalogue it reads (~42 KB
 * gzip of words) never reaches a product page's JavaScript. The path itself says which product:
 * a legacy spelling inside an area redirects; anything else there is a real 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const product = productByRoute(url.pathname);
  if (!product) throw notFoundOrLegacy(request);
  // A trailing slash (or any other spelling productByRoute tolerates) goes to the one canonical URL.
  if (url.pathname !== productPath(product)) throw redirect(`${productPath(product)}${url.search}`, 301);
  return productPageData(product);
}

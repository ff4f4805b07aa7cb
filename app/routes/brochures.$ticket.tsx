import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productById, productPath } from "~/catalogue";
import { brochureForProduct } from "~/server/brochures/brochures.server";
import { checkDownloadTicket } from "~/server/brochures/downloadToken.server";
import { PRIVATE_NO_STORE } from "~/server/platform/cachePolicy.server";
import { serveR2Object } from "~/server/platform/r2Stream.server";
import { dispositionFor } from "~/server/uploads/uploads.server";

/**
 * GET /brochures/<ticket>: a product's brochure, streamed from R2 as an attachment. The ticket is
 * what the product page's brochure form hands out once the request is stored (decision record
 * 0015); without one there is no file. An expired ticket sends the visitor back to the form.
 * Private and never stored by a cache: the answer is this visitor's download.
 */
const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const check = await checkDownloadTicket(context.env.SESSION_SECRET, params.ticket ?? "");
  if (!check.ok && check.reason === "forged") throw notFound();
  const product = productById(check.productId);
  if (!product) throw notFound();
  if (!check.ok) throw redirect(`${productPath(product)}#brochure`, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const brochure = await brochureForProduct(context.env.DB, product.id);
  if (!brochure) throw notFound();
  const response = await serveR2Object(context.env.MEDIA, brochure.r2Key, request, {
    cacheControl: PRIVATE_NO_STORE,
    contentType: "application/pdf",
    contentDisposition: dispositionFor({ kind: "pdf", filename: brochure.filename }),
  });
  if (!response) throw notFound();
  return response;
}

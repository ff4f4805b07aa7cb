import type { ScreenshotImage } from "../../lib/catalogue/pageData";
import { logError } from "../platform/log.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type ProductCopy, publishedCopy } from "./productCopy.server";
import { screenshotsOf } from "./productScreenshots.server";

/**
 * What staff changed on a product page (decision record 0040): the published copy (null: the
 * catalogue's JSON default) and the published screenshots in order (not the draft's). "unknown" when D1 could not be read: the
 * page then renders the defaults, uncached, so an outage is not kept.
 */
export async function productPageContent(
  db: D1,
  productId: string,
  requestId: string,
): Promise<{ copy: ProductCopy | null; screenshots: (ScreenshotImage & { contentType: string })[] } | "unknown"> {
  try {
    const [copy, shots] = await Promise.all([publishedCopy(db, productId), screenshotsOf(db, productId, "published")]);
    return { copy, screenshots: shots.map(({ src, width, height, alt, caption, contentType }) => ({ src, width, height, alt, caption, contentType })) };
  } catch (error) {
    logError(requestId, "product.content", error);
    return "unknown";
  }
}

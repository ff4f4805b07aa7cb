import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { productByRoute, productPath, type Product, type ProductWithWords } from "~/catalogue";
import { withWords } from "~/server/i18n/productWords.server";
import { brochureAction } from "~/server/brochures/brochureDownload.server";
import { brochureForProduct, brochureTitle, sizeLabel } from "~/server/brochures/brochures.server";
import { logError } from "~/server/platform/log.server";
import { absoluteUrl } from "~/lib/absoluteUrl";
import { isLinkPreviewType, previewMeta, productPreview } from "~/lib/ogImages";
import { productPageContent } from "~/server/products/productPageContent.server";
import { breadcrumbLd, serializeJsonLd, softwareApplicationLd } from "~/server/platform/structuredData.server";
import { publicConfig } from "~/server/platform/env.server";
import { notFoundOrLegacy } from "./notFoundOrLegacy.server";
import { productPageData } from "~/lib/catalogue/productPageData";
import { type Language, localizedPath, splitLanguage } from "~/lib/i18n/languages";
import type { TranslatedFields } from "~/lib/i18n/contentKinds";
import { copyOfFields } from "~/lib/products/productCopy";
import { translationOf } from "~/server/translations/contentTranslations.server";
import { catalogueNames, localizeProductPage, productSummaries, translatedProduct, translatedScreen } from "~/server/i18n/catalogueTranslations.server";
import { catalogueFileOf } from "~/server/i18n/productWords.server";
import { pageWordsIn, usedByWords } from "~/server/i18n/pageWords.server";
import { catalogueTrail } from "~/catalogue/breadcrumbs";
import { messagesFor } from "~/server/i18n/interfaceMessages.server";
import { screenPicture } from "./screenPicture.server";
import { moreScreensHtml, screenshotPicture } from "./screenshotPicture.server";
import { PRODUCT_SCREENS } from "~/catalogue/screens";
import { htmlOf, usedByHtml } from "./storySections.server";
import type { D1 } from "../server/platform/d1Sessions.server";

/*
 * The loader of every product-page area, in a .server module so the catalogue it reads never
 * reaches a product page's JavaScript. The path itself says which product:
 * a legacy spelling inside an area redirects; anything else there is a real 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // /es/loans/… is the same product in Spanish (decision record 0049).
  const { language, path } = splitLanguage(url.pathname);
  const product = productByRoute(path);
  if (!product) throw notFoundOrLegacy(request);
  // A trailing slash (or any other spelling productByRoute tolerates) goes to the one canonical URL.
  const canonical = localizedPath(productPath(product), language);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const config = publicConfig(context.env);
  // Staff's published copy and screenshots (decision record 0040), read with the brochure and the stories.
  const [brochure, usedBy, content, staffWords] = await Promise.all([
    brochureOffer(context.env.DB, product, context.requestId),
    // In the page's language: the section's words, and the product's name as the page gives it.
    Promise.all([usedByWords(context.env.ASSETS, language), productName(context.env.ASSETS, language, product)]).then(([words, name]) =>
      usedByHtml(context.env.DB, context.requestId, { productIds: [product.id], name, moreHref: `/customers?product=${product.id}`, words, language }),
    ),
    productPageContent(context.env.DB, product.id, context.requestId),
    // Staff's version of the copy in the page's language (decision record 0054); none in English.
    staffCopyIn(context.env.DB, product.id, language, context.requestId),
  ]);
  const edited = content === "unknown" ? null : content;
  // Another language: staff's version of the copy where they wrote one (decision record 0054), else
  // the catalogue's translation where it has the words, English for the rest (staff's edited
  // English copy is English's only); the page says when it shows English (decision record 0049).
  // The English words are static files (decision record 0058), not needed when staff's copy replaces them in English.
  const english = language === "en" && edited?.copy ? { ...product, ...edited.copy } : await withWords(context.env.ASSETS, product);
  const translation = language === "en" ? null : await translatedCopy(context.env.ASSETS, language, english, staffWords === "unknown" ? null : staffWords);
  const localized = translation ? translation.page : productPageData(english);
  // The page's own words (headings, buttons, the closing band), in its language (decision record 0056).
  const [words, translatedDrawing] = await Promise.all([
    pageWordsIn(context.env.ASSETS, language, "product", "crumbs", "screen"),
    language === "en" || !catalogueFileOf(product.id) ? null : translatedScreen(context.env.ASSETS, language, `${catalogueFileOf(product.id)}`, product.id),
  ]);
  const page = { ...localized, crumbs: catalogueTrail(localized, { name: words["crumbs.home"], path: localizedPath("/", language) }) };
  const screenshots = edited?.screenshots ?? [];
  const [lead, ...more] = screenshots;
  // The drawing is drawn only when no screenshot replaces it.
  const picture = lead ? screenshotPicture(lead) : screenPicture(page.product.name, translatedDrawing ?? PRODUCT_SCREENS[product.id]!, words, language);
  const structuredData = serializeJsonLd([
    softwareApplicationLd(config, {
      name: page.product.name,
      summary: page.product.summary,
      path: page.product.path,
      category: page.categoryName,
      features: page.product.features,
      audience: page.industries,
    }),
    breadcrumbLd(config.siteUrl, page.crumbs),
  ]);
  // The page is the same for every visitor (PUBLIC_CACHE), brochure or not. Only when the
  // brochure, the stories or staff's content could not be read is it sent uncached, so an outage is not kept for an hour.
  return data(
    {
      ...page,
      picture,
      moreScreens: moreScreensHtml(more),
      structuredData,
      // The link preview follows the first screenshot when there is one (decision record 0040)
      // and every site can show it: a WebP one gives way to the product's drawn PNG card (0048).
      preview:
        lead && isLinkPreviewType(lead.contentType)
          ? previewMeta({ url: absoluteUrl(config.siteUrl, lead.src), alt: lead.alt, size: { width: lead.width, height: lead.height } })
          : productPreview(config.siteUrl, product),
      brochure: brochure === "unknown" ? null : brochure,
      usedBy: htmlOf(usedBy),
      englishNotice: translation?.englishNotice ?? null,
      words,
    },
    [brochure, usedBy, content, staffWords].includes("unknown") ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

/**
 * A product page's data in a translated language, and the notice it shows when part of it is
 * English. `staff`: staff's version of the copy in the language, whose words come before the catalogue's.
 */
async function translatedCopy(
  files: Parameters<typeof translatedProduct>[0],
  language: Exclude<ReturnType<typeof splitLanguage>["language"], "en">,
  product: ProductWithWords,
  staff: TranslatedFields | null,
) {
  const [translated, names, summaries, notice] = await Promise.all([
    translatedProduct(files, language, product),
    catalogueNames(files, language),
    productSummaries(files, language),
    messagesFor(files, language, ["language.englishOnly"]),
  ]);
  // Split as the English copy is (lib/products/productCopy.ts): paragraphs, one feature a line.
  const copy = staff ? copyOfFields({ overview: staff.overview ?? "", features: staff.features ?? "", serves: staff.serves ?? "" }) : null;
  const words = copy ? { ...translated.product, description: copy.description, features: copy.features, serves: copy.serves } : translated.product;
  const english = copy ? translated.english.filter((field) => !STAFF_COPY_FIELDS.includes(field)) : translated.english;
  return {
    page: localizeProductPage(productPageData(words), words, language, names, summaries),
    englishNotice: english.length > 0 ? (notice["language.englishOnly"] ?? null) : null,
  };
}

/** The product's fields staff's copy gives (the name and the one-line summary stay the catalogue's). */
const STAFF_COPY_FIELDS: readonly string[] = ["description", "features", "serves"];

/** Staff's version of a product's copy in `language`, null when none (or English); "unknown" when D1 failed (the page still renders). */
async function staffCopyIn(db: D1, productId: string, language: Language, requestId: string) {
  try {
    return await translationOf(db, "product", productId, language);
  } catch (error) {
    logError(requestId, "product.translation", error);
    return "unknown" as const;
  }
}

/** The product's name in `language`: the catalogue's translation where it has one. */
async function productName(files: Parameters<typeof catalogueNames>[0], language: Language, product: Product) {
  return language === "en" ? product.name : ((await catalogueNames(files, language)).products?.[product.id] ?? product.name);
}

/** What the page says about the product's brochure, or null; "unknown" when D1 failed (the page still renders). */
async function brochureOffer(db: D1, product: Product, requestId: string) {
  try {
    const brochure = await brochureForProduct(db, product.id);
    // People read a title, not the upload's file name.
    return brochure ? { title: brochureTitle(product.name), size: sizeLabel(brochure.sizeBytes) } : null;
  } catch (error) {
    logError(requestId, "product.brochure", error);
    return "unknown" as const;
  }
}

/** The brochure form's post (app/server/brochures/brochureDownload.server.ts); only a product page's own URL takes it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { language, path } = splitLanguage(new URL(request.url).pathname);
  const product = productByRoute(path);
  if (!product || path !== productPath(product)) throw new Response("Not Found", { status: 404 });
  // The request is made in the page's language (/es/… is Spanish), as a contact request is (decision record 0055).
  return brochureAction(request, context, { id: product.id, name: product.name, path: productPath(product) }, { language });
}

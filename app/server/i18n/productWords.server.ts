import * as z from "zod";
import accounting from "~/catalogue/content/accounting.json";
import bankOperations from "~/catalogue/content/bankOperations.json";
import centralBankOperations from "~/catalogue/content/centralBankOperations.json";
import generalOperations from "~/catalogue/content/generalOperations.json";
import { INTERFACES_WORDS } from "~/catalogue/content/interfaces";
import investmentManagement from "~/catalogue/content/investmentManagement.json";
import loans from "~/catalogue/content/loans.json";
import realEstate from "~/catalogue/content/realEstate.json";
import services from "~/catalogue/content/services.json";
import trust from "~/catalogue/content/trust.json";
import type { Product, ProductWithWords, ProductWords } from "~/catalogue/types";
import { staticFileReader, type StaticFiles } from "./staticFiles.server";

/**
 * The words of a product's own page (overview, features, who it serves) are static files,
 * `public/i18n/en/catalogue/<file>.json` beside the translations' `public/i18n/<code>/catalogue/`,
 * read through ASSETS at render and kept per isolate (decision record 0058): about 110 KB of words
 * a page shows one product's worth of, out of the worker's 2.0 MB budget. The catalogue in the
 * bundle (app/catalogue/content/*.json) keeps what search, the tree and links read.
 */
const CATEGORY_FILES = { accounting, bankOperations, centralBankOperations, generalOperations, investmentManagement, loans, realEstate, services, trust };
type CatalogueFile = keyof typeof CATEGORY_FILES;

/** Which content file holds a product's words (none for the brand-named interfaces product, whose words are in the bundle). */
const FILE_OF = new Map<string, CatalogueFile>(
  (Object.entries(CATEGORY_FILES) as [CatalogueFile, Record<string, unknown>][]).flatMap(([file, products]) =>
    Object.keys(products).map((id) => [id, file] as const),
  ),
);
export const catalogueFileOf = (productId: string): CatalogueFile | undefined => FILE_OF.get(productId);

const englishWordsPath = (file: CatalogueFile) => `/i18n/en/catalogue/${file}.json`;

const text = z.string().trim().min(1);
const wordsSchema = z.object({ description: z.array(text).min(1), features: z.array(text).min(1), serves: text });
const wordsFiles = staticFileReader(z.record(z.string(), wordsSchema));

/**
 * A product's page words in English, or null when its file cannot be read now (no ASSETS, a
 * failed read, a file that does not parse): asked again next time, never kept.
 */
export async function productWords(files: StaticFiles | undefined, product: Pick<Product, "id">): Promise<ProductWords | null> {
  const inBundle = INTERFACES_WORDS[product.id];
  if (inBundle) return inBundle;
  const file = FILE_OF.get(product.id);
  if (!file) return null;
  return (await wordsFiles.read(files, englishWordsPath(file)))?.[product.id] ?? null;
}

/** The product with its page's words; throws when they cannot be read (the page is a 500, sent uncached, not a page without its words). */
export async function withWords(files: StaticFiles | undefined, product: Product): Promise<ProductWithWords> {
  const words = await productWords(files, product);
  if (!words) throw new Error(`catalogue: the words of '${product.id}' could not be read (public/i18n/en/catalogue through ASSETS)`);
  return { ...product, ...words };
}

/** Forgets what this isolate read (tests). */
export const forgetProductWords = wordsFiles.forget;

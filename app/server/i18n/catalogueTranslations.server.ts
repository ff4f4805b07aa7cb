import * as z from "zod";
import type { Product, ProductWithWords, ScreenData } from "~/catalogue/types";
import { catalogueFileOf } from "./productWords.server";
import { localizedPath, type TranslatedLanguage } from "~/lib/i18n/languages";
import { catalogueSearchPath } from "~/lib/i18n/searchWords";
import { staticFileReader, type StaticFiles } from "./staticFiles.server";

/**
 * The catalogue in another language (decision record 0049): static files beside the interface's,
 * `public/i18n/<code>/catalogue/<file>.json` with the shape of `app/catalogue/content/<file>.json`
 * and `public/i18n/en/catalogue/<file>.json` together (text translated; ids, routes and `related` unchanged) and `names.json` (products', tree
 * categories', groups' and industries' names). Read through ASSETS once per isolate; a missing
 * file, key or field leaves that field in English, and the page says so.
 */
const text = z.string().min(1);
const productWords = z
  .object({ summary: text, description: z.array(text).min(1), features: z.array(text).min(1), serves: text, tags: z.array(z.string()) })
  .partial();
const contentFile = z.record(z.string(), z.unknown());
const namesFile = z
  .object({
    products: z.record(z.string(), text),
    categories: z.record(z.string(), text),
    groups: z.record(z.string(), text),
    industries: z.record(z.string(), text),
    /** A group page's opening line, by the group's English name (app/catalogue/groups.ts's `intro`). */
    groupIntros: z.record(z.string(), text),
  })
  .partial();
export type CatalogueNames = z.infer<typeof namesFile>;
const summariesFile = z.object({ products: z.record(z.string(), z.object({ summary: text }).partial()) });

/** The language's catalogue files, as read (each field is checked where it is used). */
const catalogueFiles = staticFileReader(z.unknown());

export async function catalogueNames(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<CatalogueNames> {
  const parsed = namesFile.safeParse(await catalogueFiles.read(files, `/i18n/${language}/catalogue/names.json`));
  return parsed.success ? parsed.data : {};
}

/**
 * Every product's one-line summary in `language`, by id, from the file search reads too
 * (`search-catalogue.json`): the group pages and a product page's links show them. Empty when
 * the file cannot be read (the summaries stay English).
 */
export async function productSummaries(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<Record<string, string>> {
  const parsed = summariesFile.safeParse(await catalogueFiles.read(files, catalogueSearchPath(language)));
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data.products).flatMap(([id, p]) => (p.summary ? [[id, p.summary] as const] : [])));
}

const screenFile = z.record(z.string(), z.object({ view: text, figures: z.array(z.tuple([text, text])).min(1), columns: z.array(text).min(1) }));

/**
 * The drawing's words of a product's or group's screen in `language`: `file`'s entry for `key`
 * (`public/i18n/<code>/catalogue/<file>.screens.json`: a product's area file by its id, `groups` by
 * the group's English name), or null (the drawing stays English).
 */
export async function translatedScreen(files: StaticFiles | undefined, language: TranslatedLanguage, file: string, key: string): Promise<ScreenData | null> {
  const parsed = screenFile.safeParse(await catalogueFiles.read(files, `/i18n/${language}/catalogue/${file}.screens.json`));
  return (parsed.success ? (parsed.data[key] as ScreenData | undefined) : undefined) ?? null;
}

/** The fields of a product's words a page shows, and whether each came from the translation. */
interface TranslatedProduct<P extends Product = ProductWithWords> {
  product: P;
  /** Fields shown in English: the translation has none (or none that reads). */
  english: string[];
}

/** A product in `language`: its name and words where the translation has them, English (`product`'s) for the rest. */
export async function translatedProduct<P extends Product>(
  files: StaticFiles | undefined,
  language: TranslatedLanguage,
  product: P,
): Promise<TranslatedProduct<P>> {
  const file = catalogueFileOf(product.id);
  const [names, content] = await Promise.all([
    catalogueNames(files, language),
    file ? catalogueFiles.read(files, `/i18n/${language}/catalogue/${file}.json`) : Promise.resolve(null),
  ]);
  const entry = contentFile.safeParse(content).success ? (content as Record<string, unknown>)[product.id] : undefined;
  // Field by field: one mistyped field falls back alone.
  const words: Partial<ProductWithWords> = {};
  for (const field of ["summary", "description", "features", "serves", "tags"] as const) {
    const parsed = productWords.shape[field].safeParse((entry as Record<string, unknown> | undefined)?.[field]);
    if (parsed.success && parsed.data !== undefined) Object.assign(words, { [field]: parsed.data });
  }
  const name = names.products?.[product.id];
  const english = [...(name ? [] : ["name"]), ...(["summary", "description", "features", "serves"] as const).filter((f) => !(f in words))];
  return { product: { ...product, ...words, ...(name ? { name } : {}) }, english };
}

/** Forgets what this isolate read (tests). */
export const forgetCatalogueFiles = catalogueFiles.forget;

type PageLink = { id: string; name: string; path: string; summary: string };

/**
 * A product page's data in `language`: every link on the language's own copy of its page, and the
 * names of the group, the tree category, the industries and the linked products from names.json
 * where it has them, the linked products' summaries from `summaries` (English where not).
 */
export function localizeProductPage<P extends ProductPageShape>(
  page: P,
  product: Product,
  language: TranslatedLanguage,
  names: CatalogueNames,
  summaries: Record<string, string>,
): P {
  const link = <L extends PageLink>(l: L): L => ({
    ...l,
    name: names.products?.[l.id] ?? l.name,
    path: localizedPath(l.path, language),
    summary: summaries[l.id] ?? l.summary,
  });
  return {
    ...page,
    product: { ...page.product, path: localizedPath(page.product.path, language) },
    group: { name: names.groups?.[product.group] ?? page.group.name, path: localizedPath(page.group.path, language) },
    categoryName: names.categories?.[product.category] ?? page.categoryName,
    industries: product.industries.map((key, i) => names.industries?.[key] ?? page.industries[i] ?? key),
    parent: page.parent ? link(page.parent) : null,
    children: page.children.map(link),
    related: page.related.map(link),
  };
}

interface ProductPageShape {
  product: { path: string };
  group: { name: string; path: string };
  categoryName: string;
  industries: string[];
  parent: PageLink | null;
  children: PageLink[];
  related: PageLink[];
}

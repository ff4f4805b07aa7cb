import { readFileSync } from "node:fs";
import { PRODUCTS } from "~/catalogue";
import type { TranslatedLanguage } from "~/lib/i18n/languages";
import type { CatalogueSearchWords } from "~/lib/i18n/searchWords";

/**
 * A language's catalogue search file (decision record 0056), made from its catalogue translation:
 * names.json's product and module names, and each content file's summaries. The overlay fetches
 * this one small file instead of the whole translation.
 */
export function catalogueSearchFile(language: TranslatedLanguage, root = "public"): CatalogueSearchWords {
  const dir = `${root}/i18n/${language}/catalogue`;
  const read = (name: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(`${dir}/${name}.json`, "utf8")) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const names = read("names") as { review?: string; products?: Record<string, string>; groups?: Record<string, string> };
  const summaries = new Map<string, string>();
  for (const file of [
    "accounting",
    "bankOperations",
    "centralBankOperations",
    "generalOperations",
    "investmentManagement",
    "loans",
    "realEstate",
    "services",
    "trust",
  ]) {
    for (const [id, entry] of Object.entries(read(file))) {
      const summary = (entry as { summary?: unknown } | null)?.summary;
      if (typeof summary === "string" && summary !== "") summaries.set(id, summary);
    }
  }
  const products: CatalogueSearchWords["products"] = {};
  for (const p of PRODUCTS) {
    const name = names.products?.[p.id];
    const summary = summaries.get(p.id);
    if (name || summary) products[p.id] = { ...(name ? { name } : {}), ...(summary ? { summary } : {}) };
  }
  // Made from the catalogue's translation, it is as reviewed as that is (names.json's mark).
  return { language, review: names.review === "reviewed" ? "reviewed" : "awaiting", groups: { ...names.groups }, products };
}

export const catalogueSearchJson = (language: TranslatedLanguage, root?: string) => `${JSON.stringify(catalogueSearchFile(language, root), null, 2)}\n`;

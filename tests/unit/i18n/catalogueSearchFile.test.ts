import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTERFACES_PRODUCT_ID, PRODUCTS } from "~/catalogue";
import { TRANSLATED } from "~/lib/i18n/languages";
import { SEARCH_ENGLISH, catalogueSearchPath, searchMessagesPath } from "~/lib/i18n/searchWords";
import { PAGE_ENGLISH } from "~/lib/i18n/pageWords";
import { parseCatalogueSearch, parseSearchMessages } from "~/lib/i18n/searchWordsSchema";
import { catalogueSearchJson } from "../../../scripts/lib/catalogueSearchFile";

// The search's static files per language (decision record 0056).
describe("the search files of each language", () => {
  it.each(TRANSLATED)("%s: the catalogue search file is made from the catalogue's translation (run `npm run i18n:search` after changing it)", (language) => {
    const file = readFileSync(`public${catalogueSearchPath(language)}`, "utf8");
    expect(file).toBe(catalogueSearchJson(language));
    const words = parseCatalogueSearch(JSON.parse(file), language);
    // Every product has its name and summary in the language (the brand-named interfaces product stays English, as on its page).
    expect(PRODUCTS.filter((p) => !words?.products[p.id]?.summary).map((p) => p.id)).toEqual([INTERFACES_PRODUCT_ID]);
  });

  it.each(TRANSLATED)("%s: the search's interface file translates every key", (language) => {
    const messages = parseSearchMessages(JSON.parse(readFileSync(`public${searchMessagesPath(language)}`, "utf8")), language);
    expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(SEARCH_ENGLISH).sort());
    for (const [key, text] of Object.entries(messages ?? {}))
      if (key !== "question") expect(text, key).not.toBe(SEARCH_ENGLISH[key as keyof typeof SEARCH_ENGLISH]);
  });

  it.each(TRANSLATED)("%s: the public pages' words file has every key, and its values keep their {values}", (language) => {
    const file = JSON.parse(readFileSync(`public/i18n/${language}/pages.json`, "utf8")) as { language: string; messages: Record<string, string> };
    expect(file.language).toBe(language);
    expect(Object.keys(file.messages).sort()).toEqual(Object.keys(PAGE_ENGLISH).sort());
    const values = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, english] of Object.entries(PAGE_ENGLISH)) expect(values(file.messages[key] ?? ""), key).toEqual(values(english));
  });

  // The punctuation rules the catalogue's translations follow (catalogueTranslations.test.ts).
  it.each(["home", "search", "pages", "search-catalogue"].flatMap((name) => [`fr/${name}`, `ar/${name}`]))(
    "%s.json follows the language's punctuation",
    (file) => {
      const text = readFileSync(`public/i18n/${file}.json`, "utf8");
      const rule = file.startsWith("fr/") ? / [:;?!]|« | »/u : /[\u0600-\u06FF]\s*[,;?]|[,;?]\s*[\u0600-\u06FF]/u;
      expect(text.split("\n").filter((line) => rule.test(line))).toEqual([]);
    },
  );
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { INDUSTRIES, MODULE_GROUPS, PRODUCTS, TREE_CATEGORIES } from "~/catalogue";

/**
 * The catalogue's translations (public/i18n/<lang>/catalogue/) are data that the site falls back
 * from to English key by key, so a translated file may leave keys out but must never disagree with
 * the English file's shape: a shorter list would drop a feature, a changed `related` id would link
 * to a page that does not exist, and an empty text would render a blank line.
 */
const LANGS = ["es", "fr", "pt", "ar"] as const;
const root = fileURLToPath(new URL("../../", import.meta.url));
const englishDir = `${root}app/catalogue/content/`;
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
/** A category's English as a translation mirrors it: the bundle's part and its page words' static file together (decision record 0058). */
const englishOf = (file: string): unknown => {
  const inBundle = readJson(englishDir + file) as Record<string, object>;
  const wordsPath = `${root}public/i18n/en/catalogue/${file}`;
  if (!existsSync(wordsPath)) return inBundle;
  const words = readJson(wordsPath) as Record<string, object>;
  return Object.fromEntries(Object.entries(inBundle).map(([id, entry]) => [id, { ...entry, ...words[id] }]));
};

/** Keys whose values are identifiers, copied from English unchanged. */
const FROZEN = new Set(["related", "id", "route", "routes", "slug", "href", "url"]);

const kind = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);

/** Every way `translated` departs from the shape of `english`, as "path: problem" lines. */
function shapeProblems(english: unknown, translated: unknown, path = "$"): string[] {
  if (kind(english) !== kind(translated)) return [`${path}: ${kind(translated)} where English has ${kind(english)}`];
  if (typeof english === "string") {
    return (translated as string).trim() === "" ? [`${path}: empty text`] : [];
  }
  if (Array.isArray(english)) {
    const list = translated as unknown[];
    if (list.length !== english.length) return [`${path}: ${list.length} items where English has ${english.length}`];
    return english.flatMap((item, i) => shapeProblems(item, list[i], `${path}[${i}]`));
  }
  if (kind(english) === "object") {
    const en = english as Record<string, unknown>;
    return Object.entries(translated as Record<string, unknown>).flatMap(([key, value]) => {
      if (!Object.hasOwn(en, key)) return [`${path}.${key}: no such key in English`];
      if (FROZEN.has(key) && JSON.stringify(value) !== JSON.stringify(en[key]))
        return [`${path}.${key}: differs from English (identifiers are not translated)`];
      return shapeProblems(en[key], value, `${path}.${key}`);
    });
  }
  return translated === english ? [] : [`${path}: ${JSON.stringify(translated)} where English has ${JSON.stringify(english)}`];
}

/** Every text in a JSON value, with its path. */
function texts(json: unknown, path = "$"): [string, string][] {
  if (typeof json === "string") return [[path, json]];
  if (Array.isArray(json)) return json.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (json && typeof json === "object") return Object.entries(json).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  return [];
}

/**
 * Punctuation each language writes differently from English, so a copied English habit shows:
 * Arabic takes its own comma, semicolon and question mark next to Arabic words; French puts a
 * no-break space (never a plain one, which would let the mark wrap to the next line) before : ; ? !
 * and inside « ».
 */
const PUNCTUATION: Partial<Record<(typeof LANGS)[number], [RegExp, string][]>> = {
  ar: [[/[\u0600-\u06FF]\s*[,;?]|[,;?]\s*[\u0600-\u06FF]/u, "Latin , ; or ? beside Arabic text (use ، ؛ ؟)"]],
  fr: [[/ [:;?!]|« | »/u, "plain space before : ; ? ! or inside « » (use a no-break space)"]],
};

function punctuationProblems(lang: (typeof LANGS)[number], json: unknown): string[] {
  return texts(json).flatMap(([path, text]) => (PUNCTUATION[lang] ?? []).filter(([pattern]) => pattern.test(text)).map(([, why]) => `${path}: ${why}`));
}

const names = {
  products: new Set(PRODUCTS.map((p) => p.id)),
  categories: new Set<string>(TREE_CATEGORIES.map((c) => c.id)),
  groups: new Set<string>(MODULE_GROUPS),
  groupIntros: new Set<string>(MODULE_GROUPS),
  industries: new Set(Object.keys(INDUSTRIES)),
};

/** What is wrong with a names.json: unknown sections or ids, and texts that are not non-empty strings. */
function namesProblems(json: unknown): string[] {
  if (kind(json) !== "object") return [`$: ${kind(json)} where an object is expected`];
  return Object.entries(json as Record<string, unknown>).flatMap(([section, map]) => {
    // The catalogue translation's review mark (decision record 0049), the one way every words file has.
    if (section === "review") return map === "awaiting" || map === "reviewed" ? [] : [`$.review: ${JSON.stringify(map)} is neither "awaiting" nor "reviewed"`];
    const known = names[section as keyof typeof names] as Set<string> | undefined;
    if (!known) return [`$.${section}: no such section`];
    if (kind(map) !== "object") return [`$.${section}: ${kind(map)} where an object is expected`];
    return Object.entries(map as Record<string, unknown>).flatMap(([id, text]) => [
      ...(known.has(id) ? [] : [`$.${section}.${id}: no such id in the catalogue`]),
      ...(typeof text === "string" && text.trim() !== "" ? [] : [`$.${section}.${id}: not a non-empty text`]),
    ]);
  });
}

describe("the shape check itself", () => {
  const english = { a: { summary: "One", features: ["x", "y"], related: ["loans"], tags: [] }, screen: { figures: [["Label", "1"]] } };

  it("accepts a faithful translation that leaves keys out", () => {
    expect(shapeProblems(english, { a: { summary: "Uno", related: ["loans"] }, screen: { figures: [["Etiqueta", "1"]] } })).toEqual([]);
  });

  it.each([
    ["a shorter list", { a: { features: ["x"] } }, "$.a.features: 1 items where English has 2"],
    ["a text where a list belongs", { a: { features: "x" } }, "$.a.features: string where English has array"],
    ["an empty text", { a: { summary: " " } }, "$.a.summary: empty text"],
    ["a translated related id", { a: { related: ["prestamos"] } }, "$.a.related: differs from English (identifiers are not translated)"],
    ["an unknown product id", { b: { summary: "Uno" } }, "$.b: no such key in English"],
    ["a figure that is not a pair", { screen: { figures: [["Etiqueta"]] } }, "$.screen.figures[0]: 1 items where English has 2"],
  ])("refuses %s", (_, translated, problem) => {
    expect(shapeProblems(english, translated)).toEqual([problem]);
  });

  it("refuses English punctuation habits in Arabic and French", () => {
    expect(punctuationProblems("ar", { a: "الحسابات, القروض" })).toEqual(["$.a: Latin , ; or ? beside Arabic text (use ، ؛ ؟)"]);
    expect(punctuationProblems("ar", { a: "الحسابات، القروض، SWIFT, ACH" })).toEqual([]);
    expect(punctuationProblems("fr", { a: ["Statut : ouvert"] })).toEqual(["$.a[0]: plain space before : ; ? ! or inside « » (use a no-break space)"]);
    expect(punctuationProblems("fr", { a: "Statut\u00a0: «\u00a0ouvert\u00a0»" })).toEqual([]);
  });

  it("refuses names of things the catalogue does not have", () => {
    expect(namesProblems({ products: { loans: "Préstamos", "fed-funds": "" }, colours: {} })).toEqual([
      "$.products.loans: no such id in the catalogue",
      "$.products.fed-funds: not a non-empty text",
      "$.colours: no such section",
    ]);
  });
});

describe.each(LANGS)("the %s catalogue translation", (lang) => {
  const dir = `${root}public/i18n/${lang}/catalogue/`;
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];

  it("holds only names.json and files the English catalogue has", () => {
    const english = new Set(readdirSync(englishDir));
    expect(files.filter((f) => f !== "names.json" && !english.has(f))).toEqual([]);
  });

  it.runIf(files.includes("names.json"))("names.json names only products, categories, groups and industries that exist", () => {
    expect(namesProblems(readJson(dir + "names.json"))).toEqual([]);
  });

  it.each(files)("%s follows the language's punctuation", (file) => {
    expect(punctuationProblems(lang, readJson(dir + file))).toEqual([]);
  });

  it.each(files.filter((f) => f !== "names.json"))("%s has the English file's shape", (file) => {
    expect(shapeProblems(englishOf(file), readJson(dir + file))).toEqual([]);
  });

  it.each(files.filter((f) => f !== "names.json" && !f.endsWith(".screens.json")))("%s translates every summary it holds", (file) => {
    const english = englishOf(file) as Record<string, { summary?: string }>;
    const translated = readJson(dir + file) as Record<string, { summary?: string }>;
    const untranslated = Object.keys(translated).filter((id) => translated[id]?.summary !== undefined && translated[id]?.summary === english[id]?.summary);
    expect(untranslated).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { MODULE_GROUPS, type ProductContent, type ProductWords, type ScreenData } from "~/catalogue/types";

/**
 * The catalogue's words and screens are JSON files (app/catalogue/content/*.json, and each page's
 * own words in public/i18n/en/catalogue/*.json). tsc checks their
 * fields' presence and types where content/index.ts and screens.ts read them; these schemas also
 * refuse what JSON cannot say to tsc: a figure that is not exactly a label and a value, an empty
 * text, and a field that no page reads (a typo of an optional one would otherwise pass unseen).
 */
const text = z.string().trim().min(1);
const productContent = z.strictObject({
  summary: text,
  related: z.array(text),
  tags: z.array(text),
}) satisfies z.ZodType<ProductContent>;
// A product page's own words, static files the worker reads through ASSETS (decision record 0058).
const productWords = z.strictObject({
  description: z.array(text).min(1),
  features: z.array(text).min(1),
  serves: text,
}) satisfies z.ZodType<ProductWords>;
const wordsDir = fileURLToPath(new URL("../../public/i18n/en/catalogue/", import.meta.url));
const screen = z.strictObject({
  view: text,
  figures: z.array(z.tuple([text, text])),
  columns: z.array(text),
}) satisfies z.ZodType<ScreenData>;

const dir = fileURLToPath(new URL("../../app/catalogue/content/", import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
const read = (file: string): unknown => JSON.parse(readFileSync(dir + file, "utf8"));
const problems = (schema: z.ZodType, file: string) => {
  const result = schema.safeParse(read(file));
  return result.success ? [] : result.error.issues.map((i) => `${file}: ${i.path.join(".")}: ${i.message}`);
};

describe("the catalogue's content files", () => {
  it("are the nine categories' words and ten screen files", () => {
    expect(files.filter((f) => !f.endsWith(".screens.json"))).toHaveLength(9);
    expect(files.filter((f) => f.endsWith(".screens.json"))).toHaveLength(10);
  });

  it.each(files.filter((f) => !f.endsWith(".screens.json")))("%s holds product words of the right shape", (file) => {
    expect(problems(z.record(z.string(), productContent), file)).toEqual([]);
  });

  it.each(files.filter((f) => !f.endsWith(".screens.json")))("%s has its page words in public/i18n/en/catalogue, for the same products", (file) => {
    const words = JSON.parse(readFileSync(wordsDir + file, "utf8")) as unknown;
    const parsed = z.record(z.string(), productWords).safeParse(words);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
    expect(Object.keys(words as object)).toEqual(Object.keys(read(file) as object));
  });

  it("public/i18n/en/catalogue holds no file without its category", () => {
    expect(readdirSync(wordsDir).filter((f) => !files.includes(f))).toEqual([]);
  });

  it.each(files.filter((f) => f.endsWith(".screens.json") && f !== "groups.screens.json"))("%s holds product screens of the right shape", (file) => {
    expect(problems(z.record(z.string(), screen), file)).toEqual([]);
  });

  it("groups.screens.json holds one screen for each module group and no other", () => {
    expect(problems(z.strictObject(Object.fromEntries(MODULE_GROUPS.map((g) => [g, screen]))), "groups.screens.json")).toEqual([]);
  });
});

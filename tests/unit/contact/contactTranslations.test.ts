import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENGLISH_CONTACT } from "~/lib/contact/contactWords";
import { COUNTRIES } from "~/lib/contact/countries";
import { ENGLISH_ACKNOWLEDGEMENT } from "~/server/i18n/acknowledgementWords.server";

/**
 * The contact form's and the acknowledgement's translations (public/i18n/<lang>/contact.json and
 * acknowledgement.json, decision record 0055) translate every English key, no other, with the same
 * `{values}` (a lost `{email}` would drop the address a visitor must write to), and name every country.
 */
const root = fileURLToPath(new URL("../../../public/i18n/", import.meta.url));
const read = (lang: string, part: string) =>
  JSON.parse(readFileSync(`${root}${lang}/${part}.json`, "utf8")) as {
    language: string;
    review: string;
    messages: Record<string, string>;
    countries?: Record<string, string>;
  };
const values = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(["es", "fr", "pt", "ar"])("the %s translations of the contact form and its acknowledgement", (lang) => {
  it.each([
    ["contact", ENGLISH_CONTACT],
    ["acknowledgement", ENGLISH_ACKNOWLEDGEMENT],
  ] as const)("%s.json: every key, the same values, awaiting review", (part, english) => {
    const file = read(lang, part);
    expect([file.language, file.review]).toEqual([lang, "awaiting"]);
    expect(Object.keys(file.messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(file.messages[key]!.trim(), `${lang} ${key}`).not.toBe("");
      expect(values(file.messages[key]!), `${lang} ${key}`).toEqual(values(text));
    }
  });

  it("contact.json names every country of the list, and only those", () => {
    expect(Object.keys(read(lang, "contact").countries ?? {}).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });
});

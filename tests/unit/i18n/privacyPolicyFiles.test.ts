import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRANSLATED } from "~/lib/i18n/languages";
import { PRIVACY_ENGLISH } from "~/lib/privacyPolicy";

// The privacy policy in each language (decision record 0056): public/i18n/<code>/privacy.json.
describe("the privacy policy's translations", () => {
  it.each(TRANSLATED)("%s: has every paragraph, translated, with its {values} and strong words, awaiting review", (language) => {
    const file = JSON.parse(readFileSync(`public/i18n/${language}/privacy.json`, "utf8")) as {
      language: string;
      review: string;
      messages: Record<string, string>;
    };
    expect([file.language, file.review]).toEqual([language, "awaiting"]);
    expect(Object.keys(file.messages).sort()).toEqual(Object.keys(PRIVACY_ENGLISH).sort());
    const values = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const strong = (text: string) => (text.match(/\*\*/g) ?? []).length;
    for (const [key, english] of Object.entries(PRIVACY_ENGLISH)) {
      const text = file.messages[key] ?? "";
      expect(values(text), key).toEqual(values(english));
      expect(strong(text), key).toBe(strong(english));
      // "Cookies" is the word in Spanish, French and Portuguese too.
      if (english !== "Cookies") expect(text, key).not.toBe(english);
    }
  });

  it.each(["fr", "ar"])("%s: follows the language's punctuation", (language) => {
    const text = readFileSync(`public/i18n/${language}/privacy.json`, "utf8");
    const rule = language === "fr" ? / [:;?!]|« | »/u : /[\u0600-\u06FF]\s*[,;?]|[,;?]\s*[\u0600-\u06FF]/u;
    expect(text.split("\n").filter((line) => rule.test(line))).toEqual([]);
  });
});

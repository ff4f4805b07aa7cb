import { describe, expect, it } from "vitest";
import { formatDateIn, formatNumberIn } from "~/lib/i18n/format";

// In workerd, as the server renders them (decision record 0049): its ICU data is smaller than
// Node's or a browser's, so each language's text is checked here, where a missing locale would
// fall back to another language's.
describe("dates and numbers in each language, in workerd", () => {
  // A fixed instant: this checks how a date is written, late in a UTC day; no clock reads it.
  const ISO = "2026-03-04T23:30:00.000Z";

  it("writes a date in each language, always the UTC day", () => {
    expect(Object.fromEntries((["en", "es", "fr", "pt", "ar"] as const).map((lang) => [lang, formatDateIn(ISO, lang)]))).toEqual(EXPECTED_DATES);
  });

  it("writes numbers with each language's separators and Latin digits", () => {
    expect(Object.fromEntries((["en", "es", "fr", "pt", "ar"] as const).map((lang) => [lang, formatNumberIn(1234567.891, lang)]))).toEqual(EXPECTED_NUMBERS);
  });
});

const EXPECTED_DATES = { en: "March 4, 2026", es: "4 de marzo de 2026", fr: "4 mars 2026", pt: "4 de março de 2026", ar: "4 مارس 2026" };
// French groups with a narrow no-break space, Portuguese with a no-break space: what keeps a number on one line.
const EXPECTED_NUMBERS = { en: "1,234,567.89", es: "1.234.567,89", fr: "1\u202f234\u202f567,89", pt: "1\u00a0234\u00a0567,89", ar: "1,234,567.89" };

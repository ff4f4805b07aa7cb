import { formatDate } from "../blog/dates";
import type { Language } from "./languages";

/**
 * Dates and numbers in the page's language through Intl (decision record 0049), each language's
 * locale pinned to one tag, with Latin digits and UTC, so the server (workerd, whose ICU data is
 * smaller than a browser's) and the browser write the same text and hydration agrees
 * (tests/integration/i18n/format.test.ts runs these in workerd). English keeps the site's own
 * hand-built form (lib/blog/dates.ts).
 */
const INTL_LOCALE: Record<Exclude<Language, "en">, string> = {
  es: "es-ES-u-nu-latn",
  fr: "fr-FR-u-nu-latn",
  pt: "pt-PT-u-nu-latn",
  ar: "ar-u-nu-latn",
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "March 4, 2026"; "4 de marzo de 2026"; "4 mars 2026"… */
export function formatDateIn(iso: string, language: Language): string {
  if (language === "en") return formatDate(iso);
  const locale = INTL_LOCALE[language];
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A whole or decimal number with the language's separators: "1,234.5"; "1234,5" / "1.234,5"… */
export function formatNumberIn(value: number, language: Language): string {
  return new Intl.NumberFormat(language === "en" ? "en-US" : INTL_LOCALE[language], { maximumFractionDigits: 2 }).format(value);
}

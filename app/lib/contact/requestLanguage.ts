import type { Language } from "../i18n/languages";

/**
 * The languages a contact request can be made in: the public site's (decision record 0049), as
 * the request's `language` is stored, validated and sent to the CRM. A literal list, so zod can
 * check it at each boundary; `REQUEST_LANGUAGE_NAMES` must name every one (the type says so).
 */
export const REQUEST_LANGUAGES = ["en", "es", "fr", "pt", "ar"] as const satisfies readonly Language[];

/** Each language's English name, as staff read it in the inbox and the export ("Spanish"). */
const REQUEST_LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  pt: "Portuguese",
  ar: "Arabic",
};

export const requestLanguageName = (code: string): string => REQUEST_LANGUAGE_NAMES[code as Language] ?? code;

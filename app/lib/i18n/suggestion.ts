import { LANGUAGES, type Language, type LanguageInfo } from "./languages";

/**
 * The suggestion's words, each in the language it offers (the visitor reads the language they
 * prefer, not the page's): the one part of the interface the browser carries for every language,
 * about 300 bytes (decision record 0049).
 */
export const SUGGESTION_TEXT: Record<Language, { text: string; close: string }> = {
  en: { text: "This page is available in English.", close: "Close" },
  es: { text: "Esta página está disponible en español.", close: "Cerrar" },
  fr: { text: "Cette page est disponible en français.", close: "Fermer" },
  pt: { text: "Esta página está disponível em português.", close: "Fechar" },
  ar: { text: "هذه الصفحة متاحة باللغة العربية.", close: "إغلاق" },
};

/**
 * The language to suggest: the first of the browser's languages (navigator.languages, most
 * preferred first) that the site has, when it is not the page's own; null when the page is
 * already in it or the browser prefers none the site has.
 */
export function suggestedLanguage(preferred: readonly string[], current: Language): LanguageInfo | null {
  for (const tag of preferred) {
    const primary = tag.split("-")[0]?.toLowerCase();
    const language = LANGUAGES.find((l) => l.code === primary);
    if (language) return language.code === current ? null : language;
  }
  return null;
}

import { TRANSLATED_LANGUAGES, type DEFAULT_LANGUAGE } from "~/config/languages.mjs";

/**
 * The public site's languages and their URLs (decision record 0049): English at `/…`, each other
 * language under its prefix (`/es/…`) with the English route segments after it.
 */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]["code"];
export type Language = typeof DEFAULT_LANGUAGE | TranslatedLanguage;

export interface LanguageInfo {
  code: Language;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** The BCP 47 tag for `<html lang>` and Intl. */
  locale: string;
  /** og:locale's form (language_TERRITORY). */
  ogLocale: string;
  dir: "ltr" | "rtl";
}

const ENGLISH: LanguageInfo = { code: "en", name: "English", locale: "en", ogLocale: "en_US", dir: "ltr" };

/** Every language, English first, in the switcher's order. */
export const LANGUAGES: readonly LanguageInfo[] = [ENGLISH, ...TRANSLATED_LANGUAGES];
export const TRANSLATED: readonly TranslatedLanguage[] = TRANSLATED_LANGUAGES.map((l) => l.code);

export const isTranslatedLanguage = (value: string | undefined | null): value is TranslatedLanguage => TRANSLATED.includes(value as TranslatedLanguage);

export const languageInfo = (code: Language): LanguageInfo => LANGUAGES.find((l) => l.code === code) ?? ENGLISH;

/**
 * A path's language and the English path it shows: `/es/banking` (or `/ES/banking`) → es,
 * `/banking`; `/es` and `/es/` → es, `/`. A first segment that is no language (`/xx/…`) is English's, as the path stands.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  // Remix matches paths without regard to case: /ES/banking reaches the Spanish page, whose loader redirects it.
  const match = /^\/([a-zA-Z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1]?.toLowerCase();
  if (!match || !isTranslatedLanguage(code)) return { language: "en", path: pathname };
  return { language: code, path: match[2] || "/" };
}

export const languageOfPath = (pathname: string): Language => splitLanguage(pathname).language;

/** The same page in `language`: `/banking` → `/es/banking`; `/` → `/es/` (a language's home keeps its slash). */
export function localizedPath(path: string, language: Language): string {
  const english = splitLanguage(path).path;
  if (language === "en") return english;
  return english === "/" ? `/${language}/` : `/${language}${english}`;
}

/** Is this the home page of any language (`/`, `/es/`, `/es`)? The header is not sticky there (R-SHELL). */
export const isHomePath = (pathname: string) => splitLanguage(pathname).path === "/";

/** Files with one copy whatever the prefix: the feed, the sitemap index, crawler files (each language has its sitemap.xml). */
const ONE_COPY = /(\.txt|\/rss\.xml|\/sitemap-index\.xml)$/;

/**
 * A public path and its copies in every language (`/news` → `/news`, `/es/news`, …): what a
 * content change purges and what the sitemaps list. The feed and crawler files have one copy.
 */
export function inEveryLanguage(path: string): string[] {
  const english = splitLanguage(path).path;
  if (ONE_COPY.test(english)) return [english];
  return LANGUAGES.map((l) => localizedPath(english, l.code));
}

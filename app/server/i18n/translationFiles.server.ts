import type { Language, TranslatedLanguage } from "../../lib/i18n/languages";
import { contactWordsOf, contactWordsPath, type ContactWords } from "../../lib/contact/contactWords";
import { interfaceFileSchema, type StaticFiles } from "./interfaceMessages.server";
import { settledCache } from "./settledCache.server";

/**
 * A part's words in a language, from its own static file `public/i18n/<code>/<part>.json`, read
 * through ASSETS once per isolate (decision records 0049, 0055): the contact form's and the
 * acknowledgement e-mail's translations stay out of the server bundle and out of the shell's
 * interface file. A file that cannot be read leaves those words in English and is asked again by
 * the next request.
 */
const cache = settledCache<string, unknown>();

async function readJson(files: StaticFiles, path: string): Promise<unknown> {
  const response = await files.fetch(`https://assets.local${path}`);
  return response.ok ? response.json() : null;
}

/** The parsed JSON of a static file, or null when it could not be read (asked again next time). */
async function staticJson(files: StaticFiles | undefined, path: string): Promise<unknown> {
  if (!files) return null;
  return cache.get(path, () => readJson(files, path));
}

/** `english`'s keys in `language` from public/i18n/<code>/<part>.json: the translation's words, English where it has none. */
export async function wordsFor<K extends string>(
  files: StaticFiles | undefined,
  language: Language,
  part: "acknowledgement",
  english: Readonly<Record<K, string>>,
): Promise<Record<K, string>> {
  const out = { ...english } as Record<K, string>;
  if (language === "en") return out;
  const parsed = interfaceFileSchema.safeParse(await staticJson(files, `/i18n/${language as TranslatedLanguage}/${part}.json`));
  if (!parsed.success || parsed.data.language !== language) return out;
  for (const key of Object.keys(english) as K[]) {
    const text = parsed.data.messages[key];
    if (typeof text === "string" && text !== "") out[key] = text;
  }
  return out;
}

/** The contact form's words in `language` (public/i18n/<code>/contact.json), English where it has none. */
export async function contactWords(files: StaticFiles | undefined, language: Language): Promise<ContactWords> {
  return contactWordsOf(language, language === "en" ? null : await staticJson(files, contactWordsPath(language)));
}

/** Forgets what this isolate read (tests). */
export const forgetTranslationFiles = () => cache.clear();

import type { Language } from "~/lib/i18n/languages";
import { PRIVACY_ENGLISH, type PrivacyWords } from "~/lib/privacyPolicy";
import { interfaceFileSchema, type StaticFiles } from "./interfaceMessages.server";
import { settledCache } from "./settledCache.server";

/**
 * The privacy policy in a language (decision record 0056): `public/i18n/<code>/privacy.json`, read
 * through ASSETS once per isolate, a file of its own so the pages' words stay small. A key it
 * lacks is English; a file that cannot be read leaves the policy in English and is asked again
 * next time.
 */
const cache = settledCache<string, Record<string, string>>();

export const privacyPath = (language: Exclude<Language, "en">) => `/i18n/${language}/privacy.json`;

async function readPolicy(files: StaticFiles, language: Exclude<Language, "en">): Promise<Record<string, string> | null> {
  const response = await files.fetch(`https://assets.local${privacyPath(language)}`);
  if (!response.ok) return null;
  const parsed = interfaceFileSchema.safeParse(await response.json());
  return parsed.success && parsed.data.language === language ? parsed.data.messages : null;
}

export async function privacyWords(files: StaticFiles | undefined, language: Language): Promise<PrivacyWords> {
  const words: PrivacyWords = { ...PRIVACY_ENGLISH };
  if (language === "en" || !files) return words;
  const messages = await cache.get(language, () => readPolicy(files, language));
  for (const key of Object.keys(words) as (keyof PrivacyWords)[]) {
    const text = messages?.[key];
    if (typeof text === "string" && text !== "") words[key] = text;
  }
  return words;
}

/** Forgets what this isolate read (tests). */
export const forgetPrivacyWords = () => cache.clear();

import * as z from "zod";
import type { Language, TranslatedLanguage } from "~/lib/i18n/languages";
import { ENGLISH_MESSAGES, type MessageKey, type Messages } from "~/lib/i18n/messages";
import { settledCache } from "./settledCache.server";

/**
 * A language's interface words, read from the site's static files (public/i18n/<code>/interface.json)
 * through the ASSETS binding, once per isolate (decision record 0049): the translations are not in
 * the server bundle, which the deploy caps at 2 MB. A file that cannot be read or parsed leaves
 * the page in English (and is asked again by the next request), never a failed page.
 */
export const interfaceFileSchema = z.object({
  language: z.string(),
  /** "awaiting a translator's review" until staff confirm it (the go-live checklist counts these). */
  review: z.enum(["awaiting", "reviewed"]),
  messages: z.record(z.string(), z.string()),
});
export type InterfaceFile = z.infer<typeof interfaceFileSchema>;

/** What reads a static file by its path: env.ASSETS.fetch in Pages. */
export type StaticFiles = { fetch(input: string): Promise<Response> };

const cache = settledCache<TranslatedLanguage, InterfaceFile>();

export const interfacePath = (language: TranslatedLanguage) => `/i18n/${language}/interface.json`;

async function readInterfaceFile(files: StaticFiles, language: TranslatedLanguage): Promise<InterfaceFile | null> {
  const response = await files.fetch(`https://assets.local${interfacePath(language)}`);
  if (!response.ok) return null;
  const parsed = interfaceFileSchema.safeParse(await response.json());
  return parsed.success && parsed.data.language === language ? parsed.data : null;
}

/** The language's interface file, or null when it could not be read. */
export async function interfaceFile(files: StaticFiles | undefined, language: TranslatedLanguage): Promise<InterfaceFile | null> {
  if (!files) return null;
  return cache.get(language, () => readInterfaceFile(files, language));
}

/** The page's words for `keys` in `language`: the translation's, English where it has none (or the file could not be read). */
export async function messagesFor(files: StaticFiles | undefined, language: Language, keys: readonly MessageKey[]): Promise<Messages> {
  const file = language === "en" ? null : await interfaceFile(files, language);
  const out: Messages = {};
  for (const key of keys) {
    const text = file?.messages[key];
    out[key] = typeof text === "string" && text !== "" ? text : ENGLISH_MESSAGES[key];
  }
  return out;
}

/** Forgets what this isolate read (tests). */
export const forgetInterfaceFiles = () => cache.clear();

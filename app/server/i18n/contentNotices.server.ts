import * as z from "zod";
import type { Language } from "~/lib/i18n/languages";
import { interfaceFileSchema, type StaticFiles } from "./interfaceMessages.server";
import { settledCache } from "./settledCache.server";

/**
 * What a page says, in the visitor's language, when staff's words on it have no version in that
 * language and show in English (decision record 0054). The words are a static file beside the
 * interface's, public/i18n/<code>/content.json, read through ASSETS once per isolate, never in the
 * server bundle. A file that cannot be read gives the English sentence (and is asked again next
 * time): the page still says which part is English.
 */
export const CONTENT_NOTICES = {
  "content.englishArticle": "This article is in English.",
  "content.englishStory": "This story is in English.",
  "content.englishPart": "This part of the page is in English.",
} as const;
export type ContentNotice = keyof typeof CONTENT_NOTICES;

const cache = settledCache<string, Record<string, string>>();

async function readNotices(files: StaticFiles, language: string): Promise<Record<string, string> | null> {
  const response = await files.fetch(`https://assets.local/i18n/${language}/content.json`);
  if (!response.ok) return null;
  const parsed = interfaceFileSchema.safeParse(await response.json());
  return parsed.success && parsed.data.language === language ? parsed.data.messages : null;
}

/** The notice `key` in `language` (English's words where the file has none, or for English itself). */
export async function contentNotice(files: StaticFiles | undefined, language: Language, key: ContentNotice): Promise<string> {
  if (language === "en" || !files) return CONTENT_NOTICES[key];
  const messages = await cache.get(language, () => readNotices(files, language));
  const text = z.string().min(1).safeParse(messages?.[key]);
  return text.success ? text.data : CONTENT_NOTICES[key];
}

/** Forgets what this isolate read (tests). */
export const forgetContentNotices = () => cache.clear();

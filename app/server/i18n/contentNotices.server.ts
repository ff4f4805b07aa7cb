import type { Language } from "~/lib/i18n/languages";
import { wordsIn } from "./interfaceMessages.server";
import type { StaticFiles } from "./staticFiles.server";

/**
 * What a page says, in the visitor's language, when staff's words on it have no version in that
 * language and show in English (decision record 0054). The words are a static file beside the
 * interface's, public/i18n/<code>/content.json, never in the server bundle. A file that cannot be
 * read gives the English sentence: the page still says which part is English.
 */
const CONTENT_NOTICES = {
  "content.englishArticle": "This article is in English.",
  "content.englishStory": "This story is in English.",
  "content.englishPart": "This part of the page is in English.",
} as const;
type ContentNotice = keyof typeof CONTENT_NOTICES;

/** The notice `key` in `language` (English's words where the file has none, or for English itself). */
export async function contentNotice(files: StaticFiles | undefined, language: Language, key: ContentNotice): Promise<string> {
  return (await wordsIn(files, language, "content", CONTENT_NOTICES, [key]))[key];
}

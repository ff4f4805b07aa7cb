import type { Language, TranslatedLanguage } from "~/lib/i18n/languages";
import { ENGLISH_MESSAGES, type MessageKey, type Messages } from "~/lib/i18n/messages";
import { withEnglish } from "~/lib/i18n/withEnglish";
import { wordsFileSchema, type WordsFile } from "~/lib/i18n/wordsFile";
import { staticFileReader, type StaticFiles } from "./staticFiles.server";

/** The parts whose words are a words file (the contact form's and the home page's files have shapes of their own). */
type WordsPart = "interface" | "pages" | "privacy" | "content" | "acknowledgement";

/**
 * A language's words files, public/i18n/<code>/<part>.json: the interface's (header, footer, Page
 * Not Found, overlays; decision record 0049) and each part's whose words are kept out of it (the
 * pages', the privacy policy's, the English-content notices', the acknowledgement e-mail's). Read
 * through ASSETS once per isolate: the translations are not in the server bundle. A file that
 * cannot be read or parsed leaves its words in English (and is asked again by the next request),
 * never a failed page.
 */
const wordsFiles = staticFileReader(wordsFileSchema);

/** The language's words file for `part`, or null when it could not be read (or is another language's). */
export async function wordsFile(files: StaticFiles | undefined, language: TranslatedLanguage, part: WordsPart): Promise<WordsFile | null> {
  const file = await wordsFiles.read(files, `/i18n/${language}/${part}.json`);
  return file?.language === language ? file : null;
}

/** `english`'s keys (or the `keys` given) in `language` from its words file for `part`: the translation's words, English where it has none. */
export async function wordsIn<K extends string>(
  files: StaticFiles | undefined,
  language: Language,
  part: WordsPart,
  english: Readonly<Record<K, string>>,
  keys?: readonly K[],
): Promise<Record<K, string>> {
  const file = language === "en" ? null : await wordsFile(files, language, part);
  return withEnglish(english, file?.messages, keys);
}

/** The language's interface file, or null when it could not be read. */
export const interfaceFile = (files: StaticFiles | undefined, language: TranslatedLanguage) => wordsFile(files, language, "interface");

/** The page's words for `keys` in `language`: the translation's, English where it has none (or the file could not be read). */
export const messagesFor = (files: StaticFiles | undefined, language: Language, keys: readonly MessageKey[]): Promise<Messages> =>
  wordsIn(files, language, "interface", ENGLISH_MESSAGES, keys);

/** Forgets what this isolate read of every words file (tests). */
export const forgetWordsFiles = wordsFiles.forget;

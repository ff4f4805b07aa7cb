import { languageInfo, type Language } from "../../lib/i18n/languages";
import type { WordsOf } from "../../lib/i18n/withEnglish";
import { wordsIn } from "./interfaceMessages.server";
import type { StaticFiles } from "./staticFiles.server";

/**
 * The acknowledgement e-mail's words (the prospect's copy of "we received your request"). English
 * here; each other language in public/i18n/<code>/acknowledgement.json, read at submission. `{name}`,
 * `{products}`, `{site}` and `{email}` are filled in by the e-mail (salesRequestEmail.server.ts).
 */
export const ENGLISH_ACKNOWLEDGEMENT = {
  subject: "We received your request: {products}",
  greeting: "Dear {name},",
  thanks: "Thank you for your interest in {products}. We received your request and a member of the {site} sales team will contact you shortly.",
  notYou:
    "If you did not send this request, you can ignore this message: nothing else will be sent. For anything else, reply to this message or write to {email}.",
} as const;

export interface AcknowledgementWords {
  /** The BCP 47 tag and writing direction of the HTML part (`<html lang dir>`). */
  locale: string;
  dir: "ltr" | "rtl";
  messages: WordsOf<typeof ENGLISH_ACKNOWLEDGEMENT>;
}

export const ENGLISH_ACKNOWLEDGEMENT_WORDS: AcknowledgementWords = { locale: "en", dir: "ltr", messages: ENGLISH_ACKNOWLEDGEMENT };

/** The acknowledgement's words in `language`; English for any it lacks, and all English when its file cannot be read. */
export async function acknowledgementWords(files: StaticFiles | undefined, language: Language): Promise<AcknowledgementWords> {
  const messages = await wordsIn(files, language, "acknowledgement", ENGLISH_ACKNOWLEDGEMENT);
  // A file that could not be read leaves every word English: the page's direction must follow the words.
  if (language !== "en" && messages.thanks === ENGLISH_ACKNOWLEDGEMENT.thanks) return ENGLISH_ACKNOWLEDGEMENT_WORDS;
  const info = languageInfo(language);
  return { locale: info.locale, dir: info.dir, messages };
}

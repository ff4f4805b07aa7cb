import * as z from "zod";
import type { Language } from "../../lib/i18n/languages";
import { contactWordsOf, contactWordsPath, type ContactWords } from "../../lib/contact/contactWords";
import { staticFileReader, type StaticFiles } from "./staticFiles.server";

/**
 * The contact form's words in a language, from its own static file `public/i18n/<code>/contact.json`
 * (decision record 0055): out of the server bundle and out of the shell's interface file. A file
 * that cannot be read leaves those words in English and is asked again by the next request.
 */
const contactFiles = staticFileReader(z.unknown());

/** The contact form's words in `language` (public/i18n/<code>/contact.json), English where it has none. */
export async function contactWords(files: StaticFiles | undefined, language: Language): Promise<ContactWords> {
  return contactWordsOf(language, language === "en" ? null : await contactFiles.read(files, contactWordsPath(language)));
}

/** Forgets what this isolate read (tests). */
export const forgetTranslationFiles = contactFiles.forget;

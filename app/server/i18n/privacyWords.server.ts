import type { Language } from "~/lib/i18n/languages";
import { PRIVACY_ENGLISH, type PrivacyWords } from "~/lib/privacyPolicy";
import { wordsIn } from "./interfaceMessages.server";
import type { StaticFiles } from "./staticFiles.server";

/**
 * The privacy policy in a language (decision record 0056): `public/i18n/<code>/privacy.json`, a
 * file of its own so the pages' words stay small. A key it lacks is English; a file that cannot be
 * read leaves the policy in English.
 */
export const privacyWords = (files: StaticFiles | undefined, language: Language): Promise<PrivacyWords> => wordsIn(files, language, "privacy", PRIVACY_ENGLISH);

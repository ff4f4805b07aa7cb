import * as z from "zod/mini";
import { PRODUCTS } from "~/catalogue";
import { createCatalogueSearch, type CatalogueSearch } from "~/catalogue/forgiving";
import { isTranslatedLanguage, type TranslatedLanguage } from "./languages";
import { wordsFileSchema } from "./wordsFile";
import { catalogueSearchPath, searchMessages, searchMessagesPath, type CatalogueSearchWords, type SearchMessages } from "./searchWords";

// The two search files' shapes (searchWords.ts): read by the overlay's code and by /search's loader.

const text = z.string().check(z.minLength(1));

const catalogueSearchSchema = z.object({
  language: z.string(),
  groups: z.record(z.string(), text),
  products: z.record(z.string(), z.object({ name: z.optional(text), summary: z.optional(text) })),
});

/** The catalogue search file's words for `language`, or null (not that language's file, or not its shape). */
export function parseCatalogueSearch(value: unknown, language: TranslatedLanguage): CatalogueSearchWords | null {
  const parsed = catalogueSearchSchema.safeParse(value);
  return parsed.success && parsed.data.language === language && isTranslatedLanguage(parsed.data.language) ? { ...parsed.data, language } : null;
}

/** The search interface file's messages for `language`, or undefined (English throughout). */
export function parseSearchMessages(value: unknown, language: TranslatedLanguage): Record<string, string> | undefined {
  const parsed = wordsFileSchema.safeParse(value);
  return parsed.success && parsed.data.language === language ? parsed.data.messages : undefined;
}

/** The search in one language: both matchers over its words and English's, and its interface words. */
export interface LanguageSearch {
  search: CatalogueSearch;
  words: SearchMessages;
}

/**
 * A language's search from its two files, each read by `read` (null where it cannot be): English
 * words where a file has none, still linking within the language. `complete` when both files read,
 * so the caller keeps it; otherwise it asks again next time.
 */
export async function readLanguageSearch(
  language: TranslatedLanguage,
  read: (path: string) => Promise<unknown>,
): Promise<{ search: LanguageSearch; complete: boolean }> {
  const [catalogue, messages] = await Promise.all([read(catalogueSearchPath(language)), read(searchMessagesPath(language))]);
  const words = parseCatalogueSearch(catalogue, language);
  const interfaceWords = parseSearchMessages(messages, language);
  return {
    search: { search: createCatalogueSearch(PRODUCTS, words ?? { language, groups: {}, products: {} }), words: searchMessages(interfaceWords) },
    complete: words !== null && interfaceWords !== undefined,
  };
}

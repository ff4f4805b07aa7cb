import * as z from "zod/mini";
import { isTranslatedLanguage, type TranslatedLanguage } from "./languages";
import type { CatalogueSearchWords } from "./searchWords";

// The two search files' shapes (searchWords.ts): read by the overlay's code and by /search's loader.

const text = z.string().check(z.minLength(1));

export const catalogueSearchSchema = z.object({
  language: z.string(),
  groups: z.record(z.string(), text),
  products: z.record(z.string(), z.object({ name: z.optional(text), summary: z.optional(text) })),
});

export const searchMessagesSchema = z.object({
  language: z.string(),
  review: z.enum(["awaiting", "reviewed"]),
  messages: z.record(z.string(), z.string()),
});

/** The catalogue search file's words for `language`, or null (not that language's file, or not its shape). */
export function parseCatalogueSearch(value: unknown, language: TranslatedLanguage): CatalogueSearchWords | null {
  const parsed = catalogueSearchSchema.safeParse(value);
  return parsed.success && parsed.data.language === language && isTranslatedLanguage(parsed.data.language) ? { ...parsed.data, language } : null;
}

/** The search interface file's messages for `language`, or undefined (English throughout). */
export function parseSearchMessages(value: unknown, language: TranslatedLanguage): Record<string, string> | undefined {
  const parsed = searchMessagesSchema.safeParse(value);
  return parsed.success && parsed.data.language === language ? parsed.data.messages : undefined;
}

import * as z from "zod/mini";

/**
 * The shape of a language's words file, public/i18n/<code>/<part>.json (the interface's, the
 * search's, the pages'...): its language, its review mark ("awaiting" a translator's review until
 * staff confirm it; the go-live checklist counts these) and its words by key.
 */
export const wordsFileSchema = z.object({
  language: z.string(),
  review: z.enum(["awaiting", "reviewed"]),
  messages: z.record(z.string(), z.string()),
});
export type WordsFile = z.infer<typeof wordsFileSchema>;

import type { TranslatedLanguage } from "./languages";

/**
 * What staff write that can have a version per language (decision record 0054), and each kind's
 * fields a translation holds. The staff screens label their fields from here; the server's
 * schemas (translationSchemas.server.ts) check the same names and limits. English is the record
 * itself: a translation never changes it.
 */
export interface TranslatedField {
  name: string;
  label: string;
  /** single: one line; text: paragraphs of plain text; markdown: a post's body, rendered and sanitized as the English one is. */
  type: "single" | "text" | "markdown";
  max: number;
  required: boolean;
  hint?: string;
}

export const CONTENT_KINDS: Record<"post" | "story" | "trust_fact" | "company_leader", { noun: string; fields: readonly TranslatedField[] }> = {
  post: {
    noun: "post",
    fields: [
      { name: "title", label: "Title", type: "single", max: 200, required: true },
      { name: "summary", label: "Summary", type: "text", max: 500, required: false, hint: "Shown under the title and in the news list." },
      { name: "description", label: "Search description", type: "single", max: 300, required: false, hint: "Blank: the summary." },
      {
        name: "body",
        label: "Body",
        type: "markdown",
        max: 100_000,
        required: true,
        hint: "Markdown, as in the English body: pictures need their text alternative in this language too.",
      },
    ],
  },
  story: {
    noun: "story",
    fields: [
      { name: "headline", label: "Headline", type: "single", max: 160, required: true },
      { name: "challenge", label: "The challenge", type: "text", max: 3000, required: true, hint: "Plain text; a blank line starts a new paragraph." },
      { name: "solution", label: "The solution", type: "text", max: 3000, required: true, hint: "Plain text; a blank line starts a new paragraph." },
      {
        name: "results",
        label: "Results' words",
        type: "text",
        max: 1000,
        required: true,
        hint: "One line per figure, in the English order: the words after the figure (the figures themselves stay as they are).",
      },
      {
        name: "quoteText",
        label: "Quote",
        type: "text",
        max: 600,
        required: false,
        hint: "Needed when the English story has a quote; blank when it has none.",
      },
      { name: "quoteTitle", label: "Quoted person's job title", type: "single", max: 160, required: false },
    ],
  },
  trust_fact: {
    noun: "trust-centre fact",
    fields: [
      { name: "title", label: "Title", type: "single", max: 120, required: true },
      { name: "body", label: "Text", type: "text", max: 4000, required: true, hint: "Plain text; a blank line starts a new paragraph." },
    ],
  },
  company_leader: {
    noun: "leader",
    fields: [
      { name: "title", label: "Job title", type: "single", max: 120, required: true },
      { name: "bio", label: "Biography", type: "text", max: 600, required: false, hint: "Needed when the English has one; blank when it has none." },
    ],
  },
};

export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_KEYS = Object.keys(CONTENT_KINDS) as [ContentKind, ...ContentKind[]];

/** A translation's words, by field name. */
export type TranslatedFields = Record<string, string>;

/** One language's version of a record, as the staff screens show it. */
export interface ContentTranslation {
  language: TranslatedLanguage;
  fields: TranslatedFields;
  updatedAt: string;
  updatedBy: string | null;
}

/** The languages' names on the staff screens, which stay in English (decision record 0049). */
export const STAFF_LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { es: "Spanish", fr: "French", pt: "Portuguese", ar: "Arabic" };

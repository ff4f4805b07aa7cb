import type { TranslatedLanguage } from "./languages";
import { COPY_LIMITS } from "../products/productCopy";

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

type Kind = "post" | "story" | "trust_fact" | "company_leader" | "company_office" | "company_channel" | "product";

export const CONTENT_KINDS: Record<
  Kind,
  {
    noun: string;
    fields: readonly TranslatedField[];
    /** What a language's page shows without a version, when it is not simply the English, said so. */
    without?: string;
  }
> = {
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
  // An office's city, address and telephone are names and numbers a letter or a call needs as written: only its role is words.
  company_office: {
    noun: "office",
    fields: [
      {
        name: "role",
        label: "Role",
        type: "single",
        max: 120,
        required: false,
        hint: "Needed when the English has one; blank when it has none. The city, address and telephone stay as written.",
      },
    ],
  },
  // A channel's e-mail address and telephone stay as written; its name and opening hours are words.
  company_channel: {
    noun: "sales or support channel",
    fields: [
      { name: "label", label: "Name", type: "single", max: 80, required: true },
      { name: "hours", label: "Hours", type: "single", max: 200, required: false, hint: "Needed when the English has hours; blank when it has none." },
    ],
  },
  // The copy staff publish at /admin/products/:id (decision record 0040), in the editor's three fields.
  product: {
    noun: "page copy",
    without: "the page shows the catalogue's own translation, English where it has none, with a note saying so",
    fields: [
      {
        name: "overview",
        label: "Overview",
        type: "text",
        max: COPY_LIMITS.paragraphs * (COPY_LIMITS.paragraph + 4),
        required: true,
        hint: `Paragraphs of plain text, at most ${COPY_LIMITS.paragraphs}; a blank line starts a new one.`,
      },
      {
        name: "features",
        label: "Features",
        type: "text",
        max: COPY_LIMITS.features * (COPY_LIMITS.feature + 4),
        required: true,
        hint: `One feature a line, at most ${COPY_LIMITS.features}.`,
      },
      { name: "serves", label: "Who it serves", type: "single", max: COPY_LIMITS.serves, required: true },
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

import * as z from "zod/mini";
import { multiLine, singleLine } from "../plainText";
import { englishMessages, preprocess } from "../zodMini";

englishMessages();

/**
 * The trust centre's sections (issue 29 point 2, decision record 0023), in the page's order: the
 * ids are the table's CHECK values (migrations/0013_trust_facts.sql) and the page's anchors.
 */
export const TRUST_SECTIONS = [
  { id: "security", title: "Security" },
  { id: "privacy", title: "Privacy" },
  { id: "compliance", title: "Compliance" },
  { id: "hosting", title: "Hosting and data residency" },
  { id: "availability", title: "Availability" },
  { id: "disclosure", title: "Responsible disclosure" },
] as const;
export type TrustSectionId = (typeof TRUST_SECTIONS)[number]["id"];
const SECTION_IDS = TRUST_SECTIONS.map((s) => s.id) as [TrustSectionId, ...TrustSectionId[]];

export const sectionTitle = (id: TrustSectionId): string => TRUST_SECTIONS.find((s) => s.id === id)!.title;

/** One fact as the page and the staff screen show it. */
export interface TrustFact {
  id: string;
  section: TrustSectionId;
  title: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
  /** The calendar day (YYYY-MM-DD) someone last checked the fact is still true. */
  reviewedOn: string;
  position: number;
  updatedAt: string;
}

export const TITLE_MAX = 120;
export const BODY_MAX = 4000;

/** A real calendar day, no later than `today` would be checked by the operation (the schema cannot know the clock). */
const day = z.string({ error: "Last reviewed is Required" }).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31"),
  z.refine((d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a real date"),
);

/** What a staff member sends to add or change a fact: the same from the admin form and any API. */
export const trustFactSchema = z.object({
  section: z.enum(SECTION_IDS, { error: "Choose a section" }),
  title: z
    .string({ error: "Title is Required" })
    .check(z.overwrite(singleLine), z.minLength(1, "Title is Required"), z.maxLength(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)),
  body: z.string({ error: "Text is Required" }).check(
    z.overwrite((s: string) => multiLine(s).trim()),
    z.minLength(1, "Text is Required"),
    z.maxLength(BODY_MAX, `Text must be at most ${BODY_MAX} characters`),
  ),
  reviewedOn: day,
  position: preprocess(
    (v) => (v === undefined || v === "" ? 0 : v),
    z.coerce
      .number({ error: "Order must be a whole number" })
      .check(z.int("Order must be a whole number"), z.gte(0, "Order must be 0 or more"), z.lte(999, "Order must be at most 999")),
  ),
});
export type TrustFactInput = z.infer<typeof trustFactSchema>;

export const trustFactIdSchema = z.object({ id: z.string({ error: "Fact is Required" }).check(z.trim(), z.uuid("Fact is not valid")) });

/** A fact's body as paragraphs (blank lines split them). */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

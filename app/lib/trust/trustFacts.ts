/**
 * The trust centre's words without their schema (trustFactSchema.ts), so the public page's
 * JavaScript carries no zod.
 *
 * The trust centre's sections (decision record 0023), in the page's order: the
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
export const SECTION_IDS = TRUST_SECTIONS.map((s) => s.id) as [TrustSectionId, ...TrustSectionId[]];

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

/** A fact still in its sample wording says "To be confirmed" somewhere in its text (the form's hint asks staff to). */
export const isToBeConfirmed = (body: string): boolean => /to be confirmed/i.test(body);

/** A fact's body as paragraphs (blank lines split them). */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

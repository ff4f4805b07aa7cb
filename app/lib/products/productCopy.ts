import { multiLine, singleLine } from "../plainText";

/**
 * A product page's marketing copy as staff edit it (decision record 0040): the overview's
 * paragraphs, the features and whom it serves. The rest of a product (id, route, name, the one-line
 * summary search matches, the tree) stays in the catalogue's code. Isomorphic: the staff editor's
 * live preview splits the text the way the server stores it.
 */
export interface ProductCopy {
  description: string[];
  features: string[];
  serves: string;
}

export const COPY_LIMITS = { paragraphs: 6, paragraph: 1500, features: 12, feature: 300, serves: 400 } as const;

/** The overview as the form holds it: paragraphs separated by a blank line. */
export const paragraphsOf = (text: string): string[] =>
  multiLine(text)
    .split(/\n\s*\n/)
    .map((p) => singleLine(p))
    .filter(Boolean);

/** The features as the form holds them: one a line. */
export const linesOf = (text: string): string[] =>
  multiLine(text)
    .split("\n")
    .map((l) => singleLine(l.replace(/^\s*[-*•]\s+/, "")))
    .filter(Boolean);

/** The form's three fields for a copy. */
export const copyFields = (copy: ProductCopy) => ({ overview: copy.description.join("\n\n"), features: copy.features.join("\n"), serves: copy.serves });

/** The copy the form's text makes (what the preview shows and the server would store). */
export const copyOfFields = (fields: { overview: string; features: string; serves: string }): ProductCopy => ({
  description: paragraphsOf(fields.overview),
  features: linesOf(fields.features),
  serves: singleLine(fields.serves),
});

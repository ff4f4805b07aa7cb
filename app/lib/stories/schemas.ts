import * as z from "zod/mini";
import { INDUSTRIES, type Industry } from "../../catalogue/types";
import { slugField } from "../blog/schemas";
import { multiLine, singleLine } from "../plainText";
import { blankToUndefined } from "../queryFields";
import { englishMessages, preprocess } from "../zodMini";

englishMessages();

/**
 * The one schema of a customer story (decision record 0022), for the admin
 * form's action (app/server/stories/storyForm.server.ts turns its fields into this shape) and any
 * JSON caller. Checkboxes send "on"; JSON sends booleans. Which products exist is checked by the
 * operation against the catalogue (the catalogue's words stay out of this module).
 */
export const SEGMENTS = Object.keys(INDUSTRIES) as [Industry, ...Industry[]];
export const segmentLabel = (segment: string): string => INDUSTRIES[segment as Industry] ?? segment;

export const RESULTS_MAX = 6;
const PRODUCTS_MAX = 12;
export const TEXT_MAX = 3000;

const checkbox = preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is Required` })
    .check(z.overwrite(singleLine), z.minLength(1, `${label} is Required`), z.maxLength(max, `${label} must be at most ${max} characters`));
const optionalLine = (label: string, max: number) =>
  preprocess((v) => v ?? "", z.string().check(z.overwrite(singleLine), z.maxLength(max, `${label} must be at most ${max} characters`)));
const text = (label: string) =>
  z.string({ error: `${label} is Required` }).check(
    z.overwrite((s: string) => multiLine(s).trim()),
    z.minLength(1, `${label} is Required`),
    z.maxLength(TEXT_MAX, `${label} must be at most ${TEXT_MAX.toLocaleString("en-US")} characters`),
  );

/** One figure of the results: "40 %" and what it measures ("less time to close the month"). */
const resultSchema = z.object({
  value: line("The figure", 40),
  label: line("What the figure measures", 120),
});

const PRODUCT_ID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export const storySchema = z
  .object({
    headline: line("Headline", 160),
    /** Omitted or blank: made from the customer's name. */
    slug: preprocess(blankToUndefined, z.optional(slugField)),
    customerName: line("Customer name", 120),
    segment: preprocess(blankToUndefined, z.enum(SEGMENTS, { error: "Choose the customer's segment" })),
    region: line("Region", 80),
    logoUploadId: preprocess((v) => blankToUndefined(v) ?? null, z.nullable(z.string().check(z.trim(), z.uuid("Choose a logo from the list")))),
    logoAlt: optionalLine("The logo's text alternative", 300),
    challenge: text("The challenge"),
    solution: text("The solution"),
    results: z
      .array(resultSchema, { error: "Give at least one result" })
      .check(z.minLength(1, "Give at least one result as a figure"), z.maxLength(RESULTS_MAX, `At most ${RESULTS_MAX} results`)),
    productIds: z.array(z.string().check(z.regex(PRODUCT_ID, "Choose products from the catalogue")), { error: "Choose the products the customer uses" }).check(
      z.minLength(1, "Choose at least one product the customer uses"),
      z.maxLength(PRODUCTS_MAX, `At most ${PRODUCTS_MAX} products`),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, "A product is listed twice"),
    ),
    quoteText: preprocess(
      (v) => v ?? "",
      z.string().check(
        z.overwrite((s: string) => multiLine(s).trim()),
        z.maxLength(600, "The quote must be at most 600 characters"),
      ),
    ),
    quoteName: optionalLine("The quoted person's name", 120),
    quoteTitle: optionalLine("The quoted person's title", 160),
    /** The customer has approved it: the story is public. */
    published: preprocess((v) => v ?? false, checkbox),
    /** Sample content (the seed's): the public pages label it "Sample story". */
    sample: preprocess((v) => v ?? false, checkbox),
  })
  .check(
    z.refine((s: { logoUploadId: string | null; logoAlt: string }) => !s.logoUploadId || s.logoAlt !== "", {
      error: "Describe the logo for readers who cannot see it (e.g. “Harbour Bank logo”)",
      path: ["logoAlt"],
    }),
    z.refine((s: { quoteText: string; quoteName: string }) => !s.quoteText || s.quoteName !== "", {
      error: "Say who said it",
      path: ["quoteName"],
    }),
    z.refine((s: { quoteText: string; quoteTitle: string }) => !s.quoteText || s.quoteTitle !== "", {
      error: "Give the speaker's title (e.g. “Head of Treasury Operations”)",
      path: ["quoteTitle"],
    }),
  );
export type StoryInput = z.infer<typeof storySchema>;

/** /customers' filters: a segment and a product (blank: all). Unknown values are refused, not guessed. */
export const customersQuerySchema = z.object({
  segment: preprocess(blankToUndefined, z.optional(z.enum(SEGMENTS))),
  product: preprocess(blankToUndefined, z.optional(z.string().check(z.maxLength(80), z.regex(PRODUCT_ID)))),
});

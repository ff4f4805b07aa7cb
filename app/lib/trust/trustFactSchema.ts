import * as z from "zod/mini";
import { multiLine, singleLine } from "../plainText";
import { englishMessages, preprocess } from "../zodMini";
import { BODY_MAX, SECTION_IDS, TITLE_MAX } from "./trustFacts";

englishMessages();

/**
 * A real calendar day, no later than `today` would be checked by the operation (the schema cannot
 * know the clock). Optional: without one, saving a fact dates its review today (the admin who
 * saves it stands behind its words).
 */
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
  reviewedOn: preprocess((v) => (v === "" ? undefined : v), z.optional(day)),
  position: preprocess(
    (v) => (v === undefined || v === "" ? 0 : v),
    z.coerce
      .number({ error: "Order must be a whole number" })
      .check(z.int("Order must be a whole number"), z.gte(0, "Order must be 0 or more"), z.lte(999, "Order must be at most 999")),
  ),
});

export const trustFactIdSchema = z.object({ id: z.string({ error: "Fact is Required" }).check(z.trim(), z.uuid("Fact is not valid")) });

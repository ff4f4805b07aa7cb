import * as z from "zod";
import { multiLine, wellFormed } from "../../lib/plainText";

/**
 * A message a staff member sends from the admin area (POST /sendemail/), through the outbox.
 * Classic zod, so server-only (decision record 0020): no browser code reaches it.
 * The subject becomes a mail header: line breaks and control characters are refused, not kept.
 */
export const sendEmailSchema = z.object({
  to: z
    .string({ error: "To is Required" })
    .trim()
    .min(1, { error: "To is Required", abort: true })
    .max(254)
    .pipe(z.email({ error: "Please enter a valid email address" })),
  subject: z
    .string({ error: "Subject is Required" })
    .overwrite(wellFormed)
    .trim()
    .min(1, { error: "Subject is Required", abort: true })
    .max(200, "Subject must be at most 200 characters")
    // eslint-disable-next-line no-control-regex -- refusing control characters is the rule
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: "Subject must be a single line" }),
  body: z
    .string({ error: "Message is Required" })
    .transform((v) => multiLine(v).trim())
    .pipe(z.string().min(1, "Message is Required").max(10_000, "Message must be at most 10000 characters")),
  replyTo: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: "Reply-to must be a valid email address" }))
      .optional(),
  ),
});

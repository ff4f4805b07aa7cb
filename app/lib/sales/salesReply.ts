import * as z from "zod/mini";
import { multiLine, singleLine } from "../plainText";
import { englishMessages } from "../zodMini";

englishMessages();

/**
 * A reply written in a sales request (/admin/sales-requests/:id): a subject and a
 * plain-text body, sent to the prospect through the outbox. One schema for the form's limits and
 * the server's parse (app/server/sales/salesReply.server.ts).
 */
export const REPLY_SUBJECT_MAX = 200;
/** Long enough for a real answer, short enough that a reply stays a message (the outbox allows 20,000). */
export const REPLY_BODY_MAX = 8000;

/** The subject the form starts with. */
export const replySubject = (siteTitle: string) => `Re: your request to ${siteTitle}`.slice(0, REPLY_SUBJECT_MAX);

export const salesReplySchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "Not a request id")),
  // A subject becomes a mail header: every control character (a line break too) becomes a space.
  subject: z
    .string({ error: "Write a subject" })
    .check(
      z.overwrite(singleLine),
      z.minLength(1, "Write a subject"),
      z.maxLength(REPLY_SUBJECT_MAX, `A subject may be at most ${REPLY_SUBJECT_MAX} characters`),
    ),
  body: z.string({ error: "Write the reply" }).check(
    z.overwrite((v) => multiLine(v).trim()),
    z.minLength(1, "Write the reply"),
    z.maxLength(REPLY_BODY_MAX, `A reply may be at most ${REPLY_BODY_MAX.toLocaleString("en-US")} characters`),
  ),
  // The form's "Mark as Contacted" box (offered, ticked, while the request is New): absent leaves the status alone.
  markContacted: z.optional(z.literal("1", { error: "Tick the box or leave it empty" })),
});

import * as z from "zod/mini";
import { blankToUndefined, pageField, pageSizeField } from "../queryFields";
import { multiLine, singleLine } from "../plainText";
import { addIssue, englishMessages, preprocess } from "../zodMini";
import { SLUG_MAX, SLUG_PATTERN } from "./slug";

englishMessages();

/**
 * One schema per blog input, shared by the admin screens' actions (form fields) and the API
 * (JSON). Form checkboxes send "on"; JSON sends booleans. An empty optional field means "none".
 */
const checkbox = preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const slugField = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`),
    z.regex(SLUG_PATTERN, "Slug may use lowercase letters, digits and single hyphens only"),
  );

const id = (what: string) => z.string({ error: `${what} is Required` }).check(z.trim(), z.uuid(`${what} is not valid`));

export const BODY_MAX = 100_000;
export const DESCRIPTION_MAX = 300;

/**
 * When a published post goes public. The editor sends a full ISO instant (the browser converts its
 * local date and time); a form without JavaScript sends datetime-local text with no zone, which the
 * editor then labels UTC, and it is read as UTC. The API may send either.
 * Blank or null: at once. The result is the ISO text D1 stores, so SQL compares it as text.
 */
const PUBLISH_AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const PUBLISH_AT_MESSAGE = "Choose the date and time to publish (YYYY-MM-DD HH:MM)";
export const publishAtField = preprocess(
  (v) => blankToUndefined(v) ?? null,
  z.nullable(
    z.pipe(
      z.string({ error: PUBLISH_AT_MESSAGE }).check(z.trim()),
      z.transform((v: string, ctx) => {
        const m = PUBLISH_AT.exec(v);
        const [, day = "", hh = "0", mm = "0", ss = "0", zone] = m ?? [];
        const [y, mo, d] = day.split("-").map(Number);
        // A real day (no 30 February) and a real time of day.
        const realDay = m !== null && new Date(Date.UTC(y!, mo! - 1, d!)).toISOString().slice(0, 10) === day;
        const t = realDay && Number(hh) <= 23 && Number(mm) <= 59 && Number(ss) <= 59 ? Date.parse(zone ? v : `${v}Z`) : Number.NaN;
        if (Number.isNaN(t)) {
          addIssue(ctx, PUBLISH_AT_MESSAGE);
          return z.NEVER;
        }
        const year = new Date(t).getUTCFullYear();
        if (year < 2000 || year > 2100) {
          addIssue(ctx, "Choose a publish time between the years 2000 and 2100");
          return z.NEVER;
        }
        return new Date(t).toISOString();
      }),
    ),
  ),
);

const postFields = {
  title: z
    .string({ error: "Title is Required" })
    .check(z.overwrite(singleLine), z.minLength(1, "Title is Required"), z.maxLength(200, "Title must be at most 200 characters")),
  /** Omitted or blank: made from the title. */
  slug: preprocess(blankToUndefined, z.optional(slugField)),
  summary: preprocess((v) => v ?? "", z.string().check(z.overwrite(multiLine), z.trim(), z.maxLength(500, "Summary must be at most 500 characters"))),
  description: preprocess(
    (v) => v ?? "",
    z.string().check(z.overwrite(singleLine), z.maxLength(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)),
  ),
  body: z.string({ error: "Body is Required" }).check(
    z.overwrite(multiLine),
    z.maxLength(BODY_MAX, `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters`),
    z.refine((b: string) => b.trim() !== "", "Body is Required"),
  ),
  categoryId: preprocess((v) => blankToUndefined(v), z.string({ error: "Choose a category" }).check(z.trim(), z.uuid("Choose a category from the list"))),
  coverUploadId: preprocess((v) => blankToUndefined(v) ?? null, z.nullable(id("Cover image"))),
  published: preprocess((v) => v ?? false, checkbox),
  publishAt: publishAtField,
};

const scheduleNeedsPublished = (v: { published?: boolean; publishAt?: string | null }) => !(v.publishAt && v.published === false);
const SCHEDULE_ISSUE = { error: "Tick Published to schedule the post (or clear the publish time)", path: ["publishAt"] };

export const newPostSchema = z.object(postFields).check(z.refine(scheduleNeedsPublished, SCHEDULE_ISSUE));

/** An edit sends only what changes (the API's PUT /api/blogs/edit/:id; the admin form sends everything). */
export const postChangesSchema = z
  .object({
    title: z.optional(postFields.title),
    slug: postFields.slug,
    summary: z.optional(z.string().check(z.overwrite(multiLine), z.trim(), z.maxLength(500, "Summary must be at most 500 characters"))),
    description: z.optional(
      z.string().check(z.overwrite(singleLine), z.maxLength(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)),
    ),
    body: z.optional(postFields.body),
    categoryId: z.optional(postFields.categoryId),
    coverUploadId: preprocess((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)), z.optional(z.nullable(id("Cover image")))),
    published: z.optional(checkbox),
    /** Absent: keep the post's time; null or blank: at once; a time: from then (scheduled if later). */
    publishAt: preprocess((v) => (v === undefined ? undefined : v), z.optional(publishAtField)),
  })
  .check(
    z.refine((c: object) => Object.values(c).some((v) => v !== undefined), { error: "Nothing to change" }),
    z.refine(scheduleNeedsPublished, SCHEDULE_ISSUE),
  );
export type PostChanges = z.infer<typeof postChangesSchema>;

export const categorySchema = z.object({
  name: z
    .string({ error: "Name is Required" })
    .check(z.overwrite(singleLine), z.minLength(1, "Name is Required"), z.maxLength(80, "Name must be at most 80 characters")),
  slug: preprocess(blankToUndefined, z.optional(slugField)),
});

export const categoryDeleteSchema = z.object({
  /** Where the category's posts go; required when it has any. */
  moveTo: preprocess(blankToUndefined, z.optional(id("Category to move posts to"))),
});

/** The public list's filters (/news and GET /api/blogs/view). */
const NEWS_PAGE_SIZE = 10;
export const newsQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(NEWS_PAGE_SIZE),
  category: preprocess(blankToUndefined, z.optional(slugField)),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

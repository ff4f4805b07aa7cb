import * as z from "zod";
import { blankToUndefined, pageField, pageSizeField } from "../queryFields";
import { multiLine, singleLine } from "../plainText";
import { SLUG_MAX, SLUG_PATTERN } from "./slug";

/**
 * One schema per blog input, shared by the admin screens' actions (form fields) and the API
 * (JSON). Form checkboxes send "on"; JSON sends booleans. An empty optional field means "none".
 */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, "Slug may use lowercase letters, digits and single hyphens only");

const id = (what: string) =>
  z
    .string({ error: `${what} is Required` })
    .trim()
    .uuid(`${what} is not valid`);

export const BODY_MAX = 100_000;
export const DESCRIPTION_MAX = 300;

/**
 * When a published post goes public. The form's datetime-local gives "YYYY-MM-DDTHH:MM" with no
 * zone: the editor labels it UTC, and it is read as UTC. The API may send a full ISO instant.
 * Blank or null: at once. The result is the ISO text D1 stores, so SQL compares it as text.
 */
const PUBLISH_AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const PUBLISH_AT_MESSAGE = "Enter the publish time as YYYY-MM-DD HH:MM (UTC)";
export const publishAtField = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  z
    .string({ error: PUBLISH_AT_MESSAGE })
    .trim()
    .transform((v, ctx) => {
      const m = PUBLISH_AT.exec(v);
      const [, day = "", hh = "0", mm = "0", ss = "0", zone] = m ?? [];
      const [y, mo, d] = day.split("-").map(Number);
      // A real day (no 30 February) and a real time of day.
      const realDay = m !== null && new Date(Date.UTC(y!, mo! - 1, d!)).toISOString().slice(0, 10) === day;
      const t = realDay && Number(hh) <= 23 && Number(mm) <= 59 && Number(ss) <= 59 ? Date.parse(zone ? v : `${v}Z`) : Number.NaN;
      if (Number.isNaN(t)) {
        ctx.addIssue({ code: "custom", message: PUBLISH_AT_MESSAGE });
        return z.NEVER;
      }
      const year = new Date(t).getUTCFullYear();
      if (year < 2000 || year > 2100) {
        ctx.addIssue({ code: "custom", message: "Choose a publish time between the years 2000 and 2100" });
        return z.NEVER;
      }
      return new Date(t).toISOString();
    })
    .nullable(),
);

const postFields = {
  title: z.string({ error: "Title is Required" }).overwrite(singleLine).min(1, "Title is Required").max(200, "Title must be at most 200 characters"),
  /** Omitted or blank: made from the title. */
  slug: z.preprocess(blankToUndefined, slugField.optional()),
  summary: z.preprocess((v) => v ?? "", z.string().overwrite(multiLine).trim().max(500, "Summary must be at most 500 characters")),
  description: z.preprocess((v) => v ?? "", z.string().overwrite(singleLine).max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)),
  body: z
    .string({ error: "Body is Required" })
    .overwrite(multiLine)
    .max(BODY_MAX, `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters`)
    .refine((b) => b.trim() !== "", "Body is Required"),
  categoryId: z.preprocess((v) => blankToUndefined(v), z.string({ error: "Choose a category" }).trim().uuid("Choose a category from the list")),
  coverUploadId: z.preprocess((v) => blankToUndefined(v) ?? null, id("Cover image").nullable()),
  published: z.preprocess((v) => v ?? false, checkbox),
  publishAt: publishAtField,
};

const scheduleNeedsPublished = (v: { published?: boolean; publishAt?: string | null }) => !(v.publishAt && v.published === false);
const SCHEDULE_ISSUE = { error: "Tick Published to schedule the post (or clear the publish time)", path: ["publishAt"] };

export const newPostSchema = z.object(postFields).refine(scheduleNeedsPublished, SCHEDULE_ISSUE);
export type NewPostInput = z.infer<typeof newPostSchema>;

/** An edit sends only what changes (the API's PUT /api/blogs/edit/:id; the admin form sends everything). */
export const postChangesSchema = z
  .object({
    title: postFields.title.optional(),
    slug: postFields.slug,
    summary: z.string().overwrite(multiLine).trim().max(500, "Summary must be at most 500 characters").optional(),
    description: z.string().overwrite(singleLine).max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).optional(),
    body: postFields.body.optional(),
    categoryId: postFields.categoryId.optional(),
    coverUploadId: z.preprocess((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)), id("Cover image").nullable().optional()),
    published: checkbox.optional(),
    /** Absent: keep the post's time; null or blank: at once; a time: from then (scheduled if later). */
    publishAt: z.preprocess((v) => (v === undefined ? undefined : v), publishAtField.optional()),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: "Nothing to change" })
  .refine(scheduleNeedsPublished, SCHEDULE_ISSUE);
export type PostChanges = z.infer<typeof postChangesSchema>;

export const categorySchema = z.object({
  name: z.string({ error: "Name is Required" }).overwrite(singleLine).min(1, "Name is Required").max(80, "Name must be at most 80 characters"),
  slug: z.preprocess(blankToUndefined, slugField.optional()),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const categoryDeleteSchema = z.object({
  /** Where the category's posts go; required when it has any. */
  moveTo: z.preprocess(blankToUndefined, id("Category to move posts to").optional()),
});

/** The public list's filters (/news and GET /api/blogs/view). */
export const NEWS_PAGE_SIZE = 10;
export const newsQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(NEWS_PAGE_SIZE),
  category: z.preprocess(blankToUndefined, slugField.optional()),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

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

const postFields = {
  title: z.string({ error: "Title is Required" }).overwrite(singleLine).min(1, "Title is Required").max(200, "Title must be at most 200 characters"),
  /** Omitted or blank: made from the title. */
  slug: z.preprocess(blankToUndefined, slugField.optional()),
  summary: z.preprocess((v) => v ?? "", z.string().overwrite(multiLine).trim().max(500, "Summary must be at most 500 characters")),
  body: z
    .string({ error: "Body is Required" })
    .overwrite(multiLine)
    .max(BODY_MAX, `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters`)
    .refine((b) => b.trim() !== "", "Body is Required"),
  categoryId: id("Category"),
  coverUploadId: z.preprocess((v) => blankToUndefined(v) ?? null, id("Cover image").nullable()),
  published: z.preprocess((v) => v ?? false, checkbox),
};

export const newPostSchema = z.object(postFields);
export type NewPostInput = z.infer<typeof newPostSchema>;

/** An edit sends only what changes (the API's PUT /api/blogs/edit/:id; the admin form sends everything). */
export const postChangesSchema = z
  .object({
    title: postFields.title.optional(),
    slug: postFields.slug,
    summary: z.string().overwrite(multiLine).trim().max(500, "Summary must be at most 500 characters").optional(),
    body: postFields.body.optional(),
    categoryId: postFields.categoryId.optional(),
    coverUploadId: z.preprocess((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)), id("Cover image").nullable().optional()),
    published: checkbox.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: "Nothing to change" });
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

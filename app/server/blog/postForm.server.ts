import type { PostFormValues } from "../../components/blog/PostForm";
import { formFields } from "../../lib/formErrors";
import { fieldErrorsOf } from "../../lib/formErrors";
import { newPostSchema, type NewPostInput } from "../../lib/blog/schemas";
import { listCategories } from "./categories.server";
import { renderMarkdown } from "./markdown.server";
import { listUploads } from "../uploads/uploads.server";

/** What the post editor's actions share: reading the form, the preview, the select options. */
export function postFormValues(form: FormData): PostFormValues {
  const f = formFields(form);
  return {
    title: f.title ?? "",
    slug: f.slug ?? "",
    summary: f.summary ?? "",
    body: f.body ?? "",
    categoryId: f.categoryId ?? "",
    coverUploadId: f.coverUploadId ?? "",
    published: f.published === "on",
  };
}

export function parsePostForm(values: PostFormValues): { ok: true; input: NewPostInput } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = newPostSchema.safeParse(values);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

export const previewOf = (values: PostFormValues) => renderMarkdown(values.body);

export async function postFormOptions(db: D1Database) {
  const [categories, covers] = await Promise.all([listCategories(db), listUploads(db, { kind: "image" })]);
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    covers: covers.map((c) => ({ id: c.id, filename: c.filename, url: c.url })),
  };
}

export const issuesToFieldErrors = (issues: { path: string; message: string }[] = []) => Object.fromEntries(issues.map((i) => [i.path, i.message]));

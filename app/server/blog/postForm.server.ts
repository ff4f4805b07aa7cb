import { data } from "@remix-run/cloudflare";
import type { PostFormValues } from "../../lib/blog/postFormValues";
import { fieldTexts, formFields } from "../../lib/formErrors";
import { pick } from "../../lib/pick";
import { pictureMarkdown } from "../../lib/blog/pictures";
import { listCategories } from "./categories.server";
import { renderMarkdown } from "./markdown.server";
import type { BlogPost } from "./posts.server";
import { getUpload, listUploads } from "../uploads/uploads.server";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import type { D1 } from "../platform/d1Sessions.server";
import { DEFAULT_TIME_ZONE, canonicalTimeZone, wallInputToIso } from "../../lib/timeZones";

/**
 * What the post editor's actions share: reading the form, the preview, the select options.
 * `timeZone` is the staff member's (staffTimeZone): the zone a typed schedule is read in when the
 * form does not name the one it showed.
 */
export function postFormValues(form: FormData, timeZone: string = DEFAULT_TIME_ZONE): PostFormValues {
  const f = formFields(form);
  return {
    ...publicationOf(f, timeZone),
    ...fieldTexts(f, ["title", "slug", "summary", "description", "body", "categoryId", "coverUploadId"]),
  };
}

/**
 * The editor's one Publish / Schedule control (decision records 0025 and 0029):
 * `publication` is draft, now or schedule. For a schedule the form sends `publishAtLocal`, a wall
 * time ("YYYY-MM-DDTHH:MM"), and `publishAtZone`, the zone the control named beside it (the staff
 * member's); the server turns the wall time into the UTC instant it stores (lib/timeZones.ts,
 * which also says how a time skipped or repeated by a clock change is read). A zone that is not
 * one Intl supports falls back to the staff member's. A full instant in `publishAt` (an older
 * form) wins; a wall time that is no time at all is sent on as typed, and a schedule without a
 * time as "missing", for the schema to refuse with its message. Without `publication` (an older
 * form) the Published box and publishAt are read as before.
 */
function publicationOf(f: Record<string, string | undefined>, timeZone: string): Pick<PostFormValues, "published" | "publishAt"> {
  if (f.publication === "draft") return { published: false, publishAt: "" };
  if (f.publication === "now") return { published: true, publishAt: "" };
  if (f.publication === "schedule") {
    const local = f.publishAtLocal?.trim() ?? "";
    const zone = canonicalTimeZone(f.publishAtZone) ?? timeZone;
    const at = f.publishAt?.trim() || (local ? wallInputToIso(local, zone) || local : "");
    return { published: true, publishAt: at || "missing" };
  }
  return { published: f.published === "on", publishAt: f.publishAt ?? "" };
}

/** The editor's fields for a stored post. A post already public shows no publish time (blank keeps its date). */
export function storedPostValues(post: BlogPost, now: string): PostFormValues {
  return {
    ...pick(post, ["title", "slug", "summary", "description", "body", "published"]),
    categoryId: post.category?.id ?? "",
    coverUploadId: post.cover?.id ?? "",
    publishAt: post.publishedAt && post.publishedAt > now ? post.publishedAt : "",
  };
}

export const previewOf = (body: string) => renderMarkdown(body);

/** What an editor action answers when it does not redirect: the form as sent, and its preview. */
export interface PostEditorData {
  values: PostFormValues;
  previewHtml: string;
  previewRequested?: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * The editor's intents that save nothing, as dispatchIntent handlers (lib/blog/postEditorIntents.ts):
 * "preview" renders the body; "insert-picture" (the no-JavaScript path; with JavaScript the browser
 * inserts at the cursor) appends the chosen picture with its required text alternative.
 */
export function editorOnlyHandlers(db: D1, values: PostFormValues) {
  return {
    preview: () => data<PostEditorData>({ values, previewHtml: previewOf(values.body), previewRequested: true }),
    "insert-picture": async ({ pictureUploadId = "", pictureAlt = "" }: Record<string, string | undefined>) => {
      let picture = pictureMarkdown(pictureUploadId, pictureAlt);
      // Only a picture that is in the uploads library: an id of anything else would be a broken image.
      if (picture.ok && (await getUpload(db, pictureUploadId))?.kind !== "image") {
        picture = { ok: false, error: "Choose a picture from the list", path: "pictureUploadId" };
      }
      if (!picture.ok) {
        const fieldErrors = { [picture.path]: picture.error };
        return data<PostEditorData>({ values, previewHtml: previewOf(values.body), error: REQUIRED_VALUES_MESSAGE, fieldErrors }, { status: 400 });
      }
      const next = { ...values, body: `${values.body.trimEnd()}${picture.text}`.trimStart() };
      return data<PostEditorData>({ values: next, previewHtml: previewOf(next.body) });
    },
  };
}

export async function postFormOptions(db: D1) {
  const [categories, images] = await Promise.all([listCategories(db), listUploads(db, { kind: "image" })]);
  // The picker shows each image as a thumbnail (its own URL: the uploads are small web images).
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    images: images.map((c) => ({ id: c.id, filename: c.filename, url: c.url })),
  };
}

import { Form, Link, useNavigation } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostArticle } from "~/components/news/PostArticle";
import { DESCRIPTION_MAX } from "~/lib/blog/schemas";
import { pictureMarkdown } from "~/lib/blog/pictures";
import { slugify } from "~/lib/blog/slug";
import type { PostFormValues } from "~/lib/blog/postFormValues";

export type { PostFormValues };

export interface PostFormProps {
  values: PostFormValues;
  fieldErrors?: Record<string, string>;
  categories: { id: string; name: string; slug: string }[];
  /** Image uploads: covers and pictures in the body. */
  images: { id: string; filename: string; url: string }[];
  /** Sanitized HTML of `values.body`, rendered on the server by the same code as /news. */
  previewHtml: string;
  /** Set when the last request was a Preview: the preview is brought into view. */
  previewRequested?: boolean;
  submitLabel: string;
  /** The post's current slug when editing: a blank slug field keeps it. */
  currentSlug?: string;
  /** For the preview's byline. */
  authorName: string | null;
  /** When the post went public (for the preview's date when no publish time is given). */
  publishedAt: string | null;
}

/** The preview's date for a typed publish time (UTC), if it is one. */
function previewDate(publishAt: string): string | null {
  const t = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(publishAt) ? Date.parse(`${publishAt}Z`) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/**
 * The post editor, for /admin/blog/new and /admin/blog/:id. Beside the form (below it on narrow
 * screens) is the post as /news will show it: the same component (PostArticle) and styles, with
 * the body rendered on the server by the same Markdown code. Preview posts the form with
 * intent=preview (nothing is saved); a failed save answers with the preview too, so it never
 * vanishes. Works without JavaScript; with it, the slug hint follows the title and "Insert
 * picture" puts the picture at the cursor instead of at the end.
 */
export function PostForm({
  values,
  fieldErrors = {},
  categories,
  images,
  previewHtml,
  previewRequested,
  submitLabel,
  currentSlug,
  authorName,
  publishedAt,
}: PostFormProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [cover, setCover] = useState(values.coverUploadId);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const previewRef = useRef<HTMLElement>(null);
  const slugHint = slug
    ? `The post's address: /news/${slug}`
    : currentSlug
      ? `Blank keeps /news/${currentSlug}`
      : `Blank makes it from the title: /news/${slugify(title) || "…"}`;
  const coverUrl = images.find((c) => c.id === cover)?.url;
  const category = categories.find((c) => c.id === values.categoryId);
  const previewCover = images.find((c) => c.id === values.coverUploadId)?.url ?? null;

  // After Preview, a narrow screen has the preview below the form: bring it into view and move
  // focus to it (it is labelled), so keyboard and screen-reader users land on what they asked for.
  useEffect(() => {
    const el = previewRef.current;
    // Beside the form (from 75 rem) it is already in view; focus stays on the Preview button.
    if (!previewRequested || !el || window.matchMedia("(min-width: 75rem)").matches) return;
    el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, [previewRequested, previewHtml]);

  // With JavaScript the picture goes in at the cursor; without, the server appends it.
  function insertPicture(e: MouseEvent<HTMLButtonElement>) {
    const form = e.currentTarget.form;
    const body = form?.elements.namedItem("body");
    if (!form || !(body instanceof HTMLTextAreaElement)) return;
    e.preventDefault();
    const id = (form.elements.namedItem("pictureUploadId") as HTMLSelectElement | null)?.value ?? "";
    const altInput = form.elements.namedItem("pictureAlt") as HTMLInputElement | null;
    const markdown = pictureMarkdown(id, altInput?.value ?? "");
    if (!markdown.ok) {
      setPictureError(markdown.error);
      altInput?.focus();
      return;
    }
    setPictureError(undefined);
    body.focus();
    body.setRangeText(markdown.text, body.selectionStart, body.selectionEnd, "end");
    if (altInput) altInput.value = "";
  }

  return (
    <div className="post-editor">
      <Form method="post" className="admin-form post-form" noValidate aria-describedby="post-form-required">
        <p className="field-hint post-form-required" id="post-form-required">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </p>
        <Field
          label="Title"
          name="title"
          required
          markRequired
          maxLength={200}
          defaultValue={values.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fieldErrors.title}
        />
        <Field
          label="Slug"
          name="slug"
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={values.slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          hint={slugHint}
          error={fieldErrors.slug}
        />
        <TextAreaField
          label="Summary"
          name="summary"
          rows={2}
          maxLength={500}
          defaultValue={values.summary}
          hint="Shown under the title, in the news list and in the feed."
          error={fieldErrors.summary}
        />
        <TextAreaField
          label="Description for search engines"
          name="description"
          rows={2}
          maxLength={DESCRIPTION_MAX}
          defaultValue={values.description}
          hint={`What search results and shared links show under the title (up to ${DESCRIPTION_MAX} characters; about 155 are shown). Blank: the summary is used.`}
          error={fieldErrors.description}
        />
        <TextAreaField
          label="Body (Markdown)"
          name="body"
          rows={16}
          required
          markRequired
          defaultValue={values.body}
          hint="Markdown: **bold**, _italic_, [links](https://…), ## headings, lists. HTML is shown as text."
          error={fieldErrors.body}
        />
        <fieldset className="post-picture">
          <legend>Add a picture to the body</legend>
          {images.length === 0 ? (
            <p className="field-hint">
              There are no images yet: <Link to="/admin/uploads">upload one</Link> first.
            </p>
          ) : (
            <>
              <SelectField
                label="Picture"
                name="pictureUploadId"
                options={images.map((c) => ({ value: c.id, label: c.filename }))}
                hint="Images from Uploads."
              />
              <Field
                label="Text alternative"
                name="pictureAlt"
                maxLength={300}
                autoComplete="off"
                hint="Required: say what the picture shows, for readers who cannot see it (e.g. “Bar chart: deposits up 12 % in 2026”)."
                error={pictureError ?? fieldErrors.pictureAlt}
              />
              <button type="submit" name="intent" value="insert-picture" className="button button-secondary" onClick={insertPicture}>
                Insert picture
              </button>
            </>
          )}
        </fieldset>
        <SelectField
          label="Category"
          name="categoryId"
          required
          markRequired
          defaultValue={values.categoryId}
          options={[{ value: "", label: "Choose a category" }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          error={fieldErrors.categoryId}
          hint={categories.length === 0 ? "There are no categories yet: add one under Manage categories." : "Where the post is listed on /news."}
        />
        <SelectField
          label="Cover image"
          name="coverUploadId"
          defaultValue={values.coverUploadId}
          onChange={(e) => setCover(e.currentTarget.value)}
          options={[{ value: "", label: "No cover image" }, ...images.map((c) => ({ value: c.id, label: c.filename }))]}
          error={fieldErrors.coverUploadId}
          hint="Images from Uploads."
        />
        {coverUrl ? <img className="post-form-cover" src={coverUrl} alt="The chosen cover" width={240} height={135} /> : null}
        <p className="post-form-links">
          <Link to="/admin/uploads">Upload an image</Link> · <Link to="/admin/blog/categories">Manage categories</Link>
        </p>
        <div className="field-checkbox">
          <input type="checkbox" id="field-published" name="published" defaultChecked={values.published} />
          <label htmlFor="field-published">Published (visible on /news)</label>
        </div>
        <Field
          label="Publish at (UTC)"
          name="publishAt"
          type="datetime-local"
          defaultValue={values.publishAt}
          hint="Optional. A later time schedules the post: it appears on /news, in the feed and in sitemap.xml at that time, by itself. Blank: at once."
          error={fieldErrors.publishAt}
        />
        <div className="form-actions">
          <SubmitButton name="intent" value="save" busy={busy("save")} busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
          <SubmitButton name="intent" value="preview" busy={busy("preview")} busyLabel="Rendering…" className="button button-secondary">
            Preview
          </SubmitButton>
          <Link to="/admin/blog" className="button button-secondary">
            Cancel
          </Link>
        </div>
      </Form>
      <section className="post-preview" aria-labelledby="preview-title" ref={previewRef} tabIndex={-1}>
        <h2 className="post-preview-label" id="preview-title">
          Preview: the post as it will look on /news
        </h2>
        {previewHtml || values.title ? (
          <article className="news-article post-preview-article">
            <PostArticle
              preview
              post={{
                title: values.title,
                summary: values.summary,
                publishedAt: previewDate(values.publishAt) ?? publishedAt,
                category: category ? { name: category.name, slug: category.slug } : null,
                authorName,
                coverUrl: previewCover,
                html: previewHtml,
              }}
            />
          </article>
        ) : (
          <p className="admin-muted">Write a title and a body, then choose Preview to see the post here.</p>
        )}
        <p className="field-hint">Shows what you last previewed or saved: choose Preview again after changes.</p>
      </section>
    </div>
  );
}

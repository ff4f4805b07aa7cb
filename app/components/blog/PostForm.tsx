import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { slugify } from "~/lib/blog/slug";

export interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  categoryId: string;
  coverUploadId: string;
  published: boolean;
}

export interface PostFormProps {
  values: PostFormValues;
  fieldErrors?: Record<string, string>;
  categories: { id: string; name: string }[];
  covers: { id: string; filename: string; url: string }[];
  /** Sanitized HTML of the last preview (server-rendered). */
  preview?: string;
  submitLabel: string;
  /** The post's current slug when editing: a blank slug field keeps it. */
  currentSlug?: string;
}

/**
 * The post editor, for /admin/blog/new and /admin/blog/:id. Preview posts the form to the
 * same action with intent=preview: the server renders the Markdown exactly as /news will, and
 * nothing is saved. Works without JavaScript; with it, the slug hint follows the title.
 */
export function PostForm({ values, fieldErrors = {}, categories, covers, preview, submitLabel, currentSlug }: PostFormProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [cover, setCover] = useState(values.coverUploadId);
  const slugHint = slug
    ? `The post's address: /news/${slug}`
    : currentSlug
      ? `Blank keeps /news/${currentSlug}`
      : `Blank makes it from the title: /news/${slugify(title) || "…"}`;
  const coverUrl = covers.find((c) => c.id === cover)?.url;
  return (
    <Form method="post" className="admin-form post-form" noValidate>
      <Field
        label="Title"
        name="title"
        required
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
        hint="Shown in the news list, the feed and search results."
        error={fieldErrors.summary}
      />
      <TextAreaField
        label="Body (Markdown)"
        name="body"
        rows={16}
        required
        defaultValue={values.body}
        hint="Markdown: **bold**, _italic_, [links](https://…), ## headings, lists. HTML is shown as text."
        error={fieldErrors.body}
      />
      <SelectField
        label="Category"
        name="categoryId"
        required
        defaultValue={values.categoryId}
        options={[{ value: "", label: "Choose a category" }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        error={fieldErrors.categoryId}
        hint={categories.length === 0 ? "There are no categories yet." : undefined}
      />
      <SelectField
        label="Cover image"
        name="coverUploadId"
        defaultValue={values.coverUploadId}
        onChange={(e) => setCover(e.currentTarget.value)}
        options={[{ value: "", label: "No cover image" }, ...covers.map((c) => ({ value: c.id, label: c.filename }))]}
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
      {preview !== undefined ? (
        <section className="post-preview" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview</h2>
          {/* Rendered and sanitized on the server by the same code as /news. */}
          <div className="news-body" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </Form>
  );
}

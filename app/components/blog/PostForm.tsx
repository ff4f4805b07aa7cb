import { useBusyIntent } from "~/hooks/useBusyIntent";
import { postEditorIntents } from "~/lib/blog/postEditorIntents";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SlugField } from "~/components/forms/SlugField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { AutosaveLine } from "~/components/blog/AutosaveLine";
import { LeaveWarning, useLeaveWarning } from "~/components/admin/LeaveWarning";
import { RestoreLocalCopy } from "~/components/admin/RestoreLocalCopy";
import { PicturePicker, type PickerImage } from "~/components/blog/PicturePicker";
import { PostBodyField } from "~/components/blog/PostBodyField";
import { PostPreview, useLivePreview } from "~/components/blog/PostPreview";
import { type Publication, PublishControl, publicationOf, submitLabelOf } from "~/components/blog/PublishControl";
import { useDraftAutosave } from "~/hooks/useDraftAutosave";
import { useLocalCopy } from "~/hooks/useLocalCopy";
import { DESCRIPTION_MAX } from "~/lib/blog/schemas";
import { slugify } from "~/lib/blog/slug";
import type { PostFormValues } from "~/lib/blog/postFormValues";

export type { PostFormValues };

interface PostFormProps {
  values: PostFormValues;
  fieldErrors?: Record<string, string>;
  categories: { id: string; name: string; slug: string }[];
  /** Image uploads: covers and pictures in the body. */
  images: PickerImage[];
  /** Sanitized HTML of `values.body`, rendered on the server by the same code as /news. */
  previewHtml: string;
  /** The post's current slug when editing: a blank slug field keeps it. */
  currentSlug?: string;
  /** For the preview's byline. */
  authorName: string | null;
  /** When the post went public (for the preview's date when no publish time is given). */
  publishedAt: string | null;
  /** The stored post this form edits (null for a new one) and the version it shows. */
  draft: { id: string | null; updatedAt: string | null };
  /** A draft autosaves; a published or scheduled post is saved with the button only. */
  isDraft: boolean;
  /** The post is on /news already. */
  alreadyPublic?: boolean;
}

/**
 * The post editor, for /admin/blog/new and /admin/blog/:id (decision record 0025).
 * A draft saves itself a moment after typing stops, with or without a title or a category (the
 * line above the form says when, or why not), and its words are kept in the browser until the
 * server has them (offered back on return); leaving with unsaved changes asks first, Back included; beside the form (below it on narrow screens) the
 * post as /news will show it follows the typing (its body rendered by the server's own Markdown
 * code, a moment after typing stops). Pictures come from Uploads as thumbnails, or are uploaded,
 * pasted or dropped here, each with its text alternative. One control publishes, schedules (in
 * the writer's time zone) or keeps the draft. Without JavaScript the form still posts, and
 * Preview and Insert picture work through the page's action.
 */
export function PostForm({
  values,
  fieldErrors = {},
  categories,
  images: initialImages,
  previewHtml: initialPreview,
  currentSlug,
  authorName,
  publishedAt,
  draft: initialDraft,
  isDraft,
  alreadyPublic = false,
}: PostFormProps) {
  const navigation = useNavigation();
  const busy = useBusyIntent();
  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const uploadRef = useRef<((file: File) => Promise<void>) | null>(null);
  const submitting = useRef(false);
  const [changes, setChanges] = useState(0);
  // Set once the page runs: autosave, the live preview and the leave warning work from then on.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [summary, setSummary] = useState(values.summary);
  const [categoryId, setCategoryId] = useState(values.categoryId);
  const [cover, setCover] = useState(values.coverUploadId);
  const [images, setImages] = useState(initialImages);
  const [publication, setPublication] = useState<Publication>(publicationOf(values.published, values.publishAt));
  // The browser's copy of the words until the server has them (decision record 0025): named by
  // the post's id once stored, "new" before (a new page's id is fresh on every visit).
  const draftNow = useRef(initialDraft);
  const keyOf = useCallback(() => (draftNow.current.updatedAt === null ? "post:new" : `post:${draftNow.current.id}`), []);
  const recordNow = useCallback(() => draftNow.current, []);
  const local = useLocalCopy({ formRef, keyOf, record: recordNow, changes, newKey: "post:new" });
  const { status, draft, dirty, finish, resume, adopt } = useDraftAutosave({
    formRef,
    enabled: isDraft,
    offMessage: alreadyPublic
      ? "This post is on /news: changes are saved with the button only."
      : "This post is scheduled: changes are saved with the button only.",
    initial: initialDraft,
    changes,
    onSaved: local.serverHasIt,
  });
  draftNow.current = draft;
  // A new post's first autosave stored it: its history entry becomes the stored post's address,
  // so Back then Forward (or a reload) returns to the words, not to an empty new page. The
  // router is not asked to navigate (it would re-render the form being typed in); its own
  // location stays /admin/blog/new until the next move, which is all the form's Save needs.
  useEffect(() => {
    if (draft.updatedAt === null || !draft.id || initialDraft.updatedAt !== null) return;
    const address = `/admin/blog/${draft.id}`;
    if (window.location.pathname !== address) window.history.replaceState(window.history.state, "", address);
  }, [draft, initialDraft.updatedAt]);
  // Unsaved: words autosave has not kept yet, or (for a post that does not autosave, or the
  // publication and slug, which autosave never writes) anything changed since the page loaded.
  const initialRest = useRef<string | null>(null);
  const restOf = (form: HTMLFormElement | null) => {
    if (!form) return "";
    const data = new FormData(form);
    return JSON.stringify(["slug", "publication", "publishAtLocal"].map((f) => String(data.get(f) ?? "")));
  };
  useEffect(() => {
    initialRest.current = restOf(formRef.current);
    bodyRef.current = formRef.current?.elements.namedItem("body") as HTMLTextAreaElement | null;
  }, []);
  // A Save that came back with errors (no redirect): the leave warning and autosave go on.
  useEffect(() => {
    if (navigation.state !== "idle" || !submitting.current) return;
    submitting.current = false;
    resume();
  }, [navigation.state, resume]);
  const unsavedRef = useRef(false);
  unsavedRef.current = (changes > 0 && dirty) || (changes > 0 && !isDraft) || (changes > 0 && restOf(formRef.current) !== initialRest.current);
  const unsaved = useCallback(() => unsavedRef.current && !submitting.current, []);
  const leaveChoice = useLeaveWarning(unsaved);
  function restoreCopy() {
    const copy = local.restore();
    if (copy?.id && initialDraft.updatedAt === null) adopt(copy.id);
  }

  const slugHint = slug
    ? `The post's address: /news/${slug}`
    : currentSlug
      ? `Blank keeps /news/${currentSlug}`
      : `Blank makes it from the title: /news/${slugify(title) || "…"}`;
  const coverUrl = images.find((c) => c.id === cover)?.url;
  const category = categories.find((c) => c.id === categoryId);

  const { previewHtml, previewState, schedulePreview } = useLivePreview(initialPreview, values.body, bodyRef);

  function edited(e: React.FormEvent<HTMLFormElement>) {
    const target = e.target as HTMLElement;
    setChanges((n) => n + 1);
    if (target instanceof HTMLTextAreaElement && target.name === "body") schedulePreview();
  }

  /** Puts text in the body at the cursor, as if typed (so autosave and the preview follow). */
  function insertInBody(text: string) {
    const body = bodyRef.current;
    if (!body) return;
    body.focus();
    body.setRangeText(text, body.selectionStart, body.selectionEnd, "end");
    setChanges((n) => n + 1);
    schedulePreview();
  }

  return (
    <div className="post-editor" data-hydrated={hydrated ? "" : undefined}>
      <Form
        ref={formRef}
        method="post"
        className="admin-form post-form"
        noValidate
        aria-describedby="post-form-required"
        onInput={edited}
        onChange={edited}
        onSubmit={(e) => {
          submitting.current = true;
          // No autosave after Save; the form carries the draft autosave created, if any.
          const saved = finish();
          const idField = e.currentTarget.elements.namedItem("draftId");
          if (idField instanceof HTMLInputElement) idField.value = saved.id ?? "";
        }}
      >
        {local.offer ? <RestoreLocalCopy copy={local.offer} onRestore={restoreCopy} onDiscard={local.discard} /> : null}
        <AutosaveLine status={status} />
        <p className="field-hint post-form-required" id="post-form-required">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </p>
        {/* The stored post this form writes: a new post's first autosave creates it as a draft. */}
        <input type="hidden" name="draftId" value={draft.id ?? ""} />
        <input type="hidden" name="baseUpdatedAt" value={draft.updatedAt ?? ""} />
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
        <SlugField defaultValue={values.slug} onChange={(e) => setSlug(e.currentTarget.value)} hint={slugHint} error={fieldErrors.slug} />
        <TextAreaField
          label="Summary"
          name="summary"
          rows={2}
          maxLength={500}
          defaultValue={values.summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
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
        <PostBodyField defaultValue={values.body} uploadRef={uploadRef} error={fieldErrors.body} />
        <PicturePicker
          images={images}
          onUploaded={(image) => setImages((list) => [image, ...list.filter((i) => i.id !== image.id)])}
          onInsert={(markdown) => {
            insertInBody(markdown);
          }}
          error={fieldErrors.pictureAlt ?? fieldErrors.pictureUploadId}
          uploadRef={uploadRef}
        />
        <SelectField
          label="Category"
          name="categoryId"
          required
          markRequired
          defaultValue={values.categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
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
        <PublishControl
          publication={publication}
          onPublication={setPublication}
          publishAt={values.publishAt}
          alreadyPublic={alreadyPublic}
          error={fieldErrors.publishAt ?? fieldErrors.published}
        />
        <div className="form-actions">
          <SubmitButton {...postEditorIntents.button("save")} busy={busy("save")} busyLabel="Saving…">
            {/* Without JavaScript the label cannot follow the choice above: "Save" applies whichever is chosen. */}
            {hydrated ? submitLabelOf(publication, alreadyPublic) : "Save"}
          </SubmitButton>
          <noscript>
            <button type="submit" {...postEditorIntents.button("preview")} className="button button-secondary">
              Preview
            </button>
          </noscript>
          <Link to="/admin/blog" className="button button-secondary">
            Cancel
          </Link>
        </div>
      </Form>
      <PostPreview
        state={previewState}
        post={{
          title,
          summary,
          publishedAt: publication === "schedule" && values.publishAt ? values.publishAt : publishedAt,
          category: category ? { name: category.name, slug: category.slug } : null,
          authorName,
          coverUrl: coverUrl ?? null,
          html: previewHtml,
        }}
      />
      <LeaveWarning choice={leaveChoice} what="This post" />
    </div>
  );
}

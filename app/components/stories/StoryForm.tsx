import { FormActions } from "~/components/forms/FormActions";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { LeaveWarning, useLeaveWarning } from "~/components/admin/LeaveWarning";
import { RestoreLocalCopy } from "~/components/admin/RestoreLocalCopy";
import { fieldsOf, sameFields } from "~/browser/localCopy";
import { useLocalCopy } from "~/hooks/useLocalCopy";
import { AutosaveLine } from "~/components/blog/AutosaveLine";
import { type AutosaveTarget, useDraftAutosave } from "~/hooks/useDraftAutosave";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SlugField } from "~/components/forms/SlugField";
import { RESULTS_MAX, TEXT_MAX } from "~/lib/stories/schemas";
import type { StoryFormOptions, StoryFormValues } from "~/lib/stories/storyTypes";

/**
 * The customer-story editor, for /admin/stories/new and /admin/stories/:id. Works without
 * JavaScript: results are rows of two fields (blank rows are ignored), products are checkboxes
 * grouped as the catalogue groups them, and the logo is chosen from the uploads library.
 * With JavaScript, what is typed is kept in this browser until Save stores it (offered back on
 * return, Restore / Discard), and leaving with unsaved changes asks first: links, Back and
 * Forward (a dialog), a reload or closing the tab (the browser's prompt). Decision record 0025.
 * A stored story that is not published also saves its words to the server as they are written,
 * through the post editor's autosave (decision record 0052); a new one is stored by its first Save.
 */
const STORY_AUTOSAVE: AutosaveTarget = {
  endpoint: "/admin/stories/autosave",
  fields: [
    "headline",
    "customerName",
    "segment",
    "region",
    "logoUploadId",
    "logoAlt",
    "challenge",
    "solution",
    "resultValue",
    "resultLabel",
    "productIds",
    "quoteText",
    "quoteName",
    "quoteTitle",
  ],
  noun: "story",
};

/** The form's one-string fields. */
type TextField = { [K in keyof StoryFormValues]: StoryFormValues[K] extends string ? K : never }[keyof StoryFormValues];

/** What autosave never writes: changed, they wait for the Save button. */
const restOf = (form: HTMLFormElement | null) => {
  if (!form) return "";
  const data = new FormData(form);
  return JSON.stringify(["slug", "published", "sample"].map((f) => String(data.get(f) ?? "")));
};

export function StoryForm({
  values,
  fieldErrors = {},
  options,
  submitLabel,
  currentSlug,
  record,
}: {
  values: StoryFormValues;
  fieldErrors?: Record<string, string>;
  options: StoryFormOptions;
  submitLabel: string;
  currentSlug?: string;
  /** The stored story this form edits (null: a new one) and the version it shows. */
  record: { id: string | null; updatedAt: string | null };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [logo, setLogo] = useState(values.logoUploadId);
  const logoUrl = options.images.find((i) => i.id === logo)?.url;
  // Every result so far, then blank rows to add more (up to the limit).
  const rows = [...values.results, ...Array.from({ length: Math.max(2, 3 - values.results.length) }, () => ({ value: "", label: "" }))].slice(
    0,
    Math.max(RESULTS_MAX, values.results.length),
  );
  const chosen = new Set(values.productIds);
  const formRef = useRef<HTMLFormElement>(null);
  const [changes, setChanges] = useState(0);
  const loaded = useRef<[string, string][] | null>(null);
  const submitting = useRef(false);
  useEffect(() => {
    if (formRef.current) loaded.current = fieldsOf(formRef.current);
  }, []);
  const keyOf = useCallback(() => `story:${record.id ?? "new"}`, [record.id]);
  const recordNow = useCallback(() => ({ id: record.id, updatedAt: record.updatedAt }), [record.id, record.updatedAt]);
  const local = useLocalCopy({ formRef, keyOf, record: recordNow, changes, newKey: "story:new" });
  const autosaves = record.id !== null && !values.published;
  const autosave = useDraftAutosave({
    formRef,
    enabled: autosaves,
    offMessage:
      record.id === null
        ? "A new story is kept in this browser until you save it; after that, it saves itself until it is published."
        : "This story may be published: changes are saved with the button only.",
    initial: record,
    changes,
    onSaved: local.serverHasIt,
    target: STORY_AUTOSAVE,
  });
  const autosaveDirty = useRef(false);
  autosaveDirty.current = autosave.dirty;
  const initialRest = useRef<string | null>(null);
  useEffect(() => {
    initialRest.current = restOf(formRef.current);
  }, []);
  // A Save that came back refused (no redirect): the warning and autosave go on.
  const { resume } = autosave;
  useEffect(() => {
    if (navigation.state !== "idle" || !submitting.current) return;
    submitting.current = false;
    resume();
  }, [navigation.state, resume]);
  const unsaved = useCallback(() => {
    if (submitting.current || formRef.current === null || loaded.current === null) return false;
    if (sameFields(fieldsOf(formRef.current), loaded.current)) return false;
    // With autosave on, what the server already has is not at risk: only words not yet autosaved,
    // or the fields autosave leaves to the button.
    return !autosaves || autosaveDirty.current || restOf(formRef.current) !== initialRest.current;
  }, [autosaves]);
  const leaveChoice = useLeaveWarning(unsaved);
  // A text field's name, value as sent or stored, and error: the same three for every field.
  const bound = (name: TextField) => ({ name, defaultValue: values[name], error: fieldErrors[name] });
  const storyText = (name: "challenge" | "solution", label: string, hint: string) => (
    <TextAreaField label={label} {...bound(name)} rows={5} required markRequired maxLength={TEXT_MAX} hint={hint} />
  );
  return (
    <Form
      ref={formRef}
      method="post"
      className="admin-form story-form"
      noValidate
      aria-describedby="story-form-required"
      onInput={() => setChanges((n) => n + 1)}
      onChange={() => setChanges((n) => n + 1)}
      onSubmit={() => {
        submitting.current = true;
        autosave.finish();
      }}
    >
      <AutosaveLine status={autosave.status} />
      {local.offer ? <RestoreLocalCopy copy={local.offer} onRestore={local.restore} onDiscard={local.discard} /> : null}
      <p className="field-hint" id="story-form-required">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> are required.
      </p>
      <fieldset className="story-fieldset">
        <legend>The customer</legend>
        <Field label="Customer name" {...bound("customerName")} required markRequired maxLength={120} />
        <SelectField
          label="Segment"
          {...bound("segment")}
          required
          markRequired
          options={[{ value: "", label: "Choose a segment" }, ...options.segments]}
          hint="The /customers page filters by it."
        />
        <Field label="Region" {...bound("region")} required markRequired maxLength={80} hint="e.g. Western Europe, East Africa" />
        <SelectField
          label="Logo"
          {...bound("logoUploadId")}
          onChange={(e) => setLogo(e.currentTarget.value)}
          options={[{ value: "", label: "No logo" }, ...options.images.map((i) => ({ value: i.id, label: i.filename }))]}
          hint={options.images.length ? "An image from Uploads." : "There are no images in Uploads yet."}
        />
        {logoUrl ? <img className="story-form-logo" src={logoUrl} alt="The chosen logo" width={160} height={64} /> : null}
        <Field label="Logo's text alternative" {...bound("logoAlt")} maxLength={300} hint="Required with a logo: what it shows, e.g. “Harbour Bank logo”." />
        <p className="field-hint">
          <Link to="/admin/uploads">Upload a logo</Link>
        </p>
      </fieldset>
      <fieldset className="story-fieldset">
        <legend>The story</legend>
        <Field label="Headline" {...bound("headline")} required markRequired maxLength={160} />
        <SlugField
          defaultValue={values.slug}
          hint={currentSlug ? `Blank keeps /customers/${currentSlug}` : "Blank makes it from the customer's name."}
          error={fieldErrors.slug}
        />
        {storyText("challenge", "The challenge", "What the customer needed. A blank line starts a new paragraph.")}
        {storyText("solution", "The solution", "What they run of ours, and how it was introduced.")}
      </fieldset>
      <fieldset className="story-fieldset" aria-describedby={fieldErrors.results ? "story-results-error" : undefined}>
        <legend>
          Results as figures <span aria-hidden="true">*</span>
        </legend>
        <p className="field-hint">At least one; up to {RESULTS_MAX}. Rows left blank are ignored.</p>
        {fieldErrors.results ? (
          <p className="field-error" id="story-results-error">
            {fieldErrors.results}
          </p>
        ) : null}
        <div className="story-result-rows">
          {rows.map((r, i) => (
            <div className="story-result-row" key={i}>
              <Field
                label={`Figure ${i + 1}`}
                name="resultValue"
                id={`result-value-${i}`}
                maxLength={40}
                defaultValue={r.value}
                hint={i === 0 ? "e.g. 40 %" : undefined}
              />
              <Field
                label={`What figure ${i + 1} measures`}
                name="resultLabel"
                id={`result-label-${i}`}
                maxLength={120}
                defaultValue={r.label}
                hint={i === 0 ? "e.g. less time to close the month" : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="story-fieldset" aria-describedby={fieldErrors.productIds ? "story-products-error" : undefined}>
        <legend>
          Products used <span aria-hidden="true">*</span>
        </legend>
        <p className="field-hint">From the catalogue. The first one chosen gives the story its picture; each product's page links the story.</p>
        {fieldErrors.productIds ? (
          <p className="field-error" id="story-products-error">
            {fieldErrors.productIds}
          </p>
        ) : null}
        {options.productGroups.map((g) => {
          const count = g.products.filter((p) => chosen.has(p.id)).length;
          return (
            <details key={g.name} className="story-product-group" open={count > 0}>
              <summary>
                {g.name}
                {count ? ` (${count} chosen)` : ""}
              </summary>
              <ul className="story-product-list">
                {g.products.map((p) => (
                  <li key={p.id} className="field-checkbox">
                    <input type="checkbox" id={`product-${p.id}`} name="productIds" value={p.id} defaultChecked={chosen.has(p.id)} />
                    <label htmlFor={`product-${p.id}`}>{p.name}</label>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </fieldset>
      <fieldset className="story-fieldset">
        <legend>A quote (optional)</legend>
        <TextAreaField label="Quote" {...bound("quoteText")} rows={3} maxLength={600} />
        <Field label="Who said it" {...bound("quoteName")} maxLength={120} />
        <Field label="Their title" {...bound("quoteTitle")} maxLength={160} hint="e.g. Head of Treasury Operations" />
      </fieldset>
      <div className="field-checkbox">
        <input type="checkbox" id="field-published" name="published" defaultChecked={values.published} />
        <label htmlFor="field-published">May be published (the customer approved it; shown on /customers and the product pages)</label>
      </div>
      <div className="field-checkbox">
        <input type="checkbox" id="field-sample" name="sample" defaultChecked={values.sample} />
        <label htmlFor="field-sample">Sample content (the site labels it “Sample story”; clear it once the story is real)</label>
      </div>
      <FormActions name="intent" value="save" busy={busy} cancelTo="/admin/stories">
        {submitLabel}
      </FormActions>
      <LeaveWarning choice={leaveChoice} what="This story" />
    </Form>
  );
}

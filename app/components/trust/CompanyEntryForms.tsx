import { FormActions } from "~/components/forms/FormActions";
import { Form, Link } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { CONTACT_TYPES, CONTACT_TYPE_LABELS, type CompanyKind, type ContactChannel, type Leader, type Office } from "~/lib/company/profile";

/**
 * /admin/company's forms: one per kind of entry (an office, a leader, a sales/support channel),
 * new (no entry) or existing. Their fields are the operations' schemas (lib/company/companySchemas.ts);
 * the values a refused post sent come back in `state` and win over the stored ones.
 */
export interface EntryFormState {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

interface FormProps<E> {
  entry?: E;
  state?: EntryFormState;
  busy: boolean;
}

const NOUN: Record<CompanyKind, string> = { office: "office", leader: "leader", channel: "channel" };

function EntryForm({
  kind,
  id,
  sample,
  state,
  busy,
  children,
}: { kind: CompanyKind; id?: string; sample?: boolean; children: ReactNode } & FormProps<unknown>) {
  const key = `${kind}-${id ?? "new"}`;
  const checked = state?.values ? state.values.sample === "on" : (sample ?? false);
  return (
    <Form method="post" className="admin-form company-form" aria-labelledby={`${key}-title`} noValidate>
      <input type="hidden" name="kind" value={kind} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
      <div className="field-checkbox">
        <input type="checkbox" id={`${key}-sample`} name="sample" defaultChecked={checked} />
        <label htmlFor={`${key}-sample`}>Sample entry (the page tags it “Sample”; clear it once the entry is real)</label>
      </div>
      <FormActions name="intent" value={id ? "edit" : "create"} busy={busy} cancelTo="/admin/company">
        {id ? `Save ${NOUN[kind]}` : `Add ${NOUN[kind]}`}
      </FormActions>
    </Form>
  );
}

/** A field's shown value: what a refused post sent, else the stored one. */
const valueOf = (state: EntryFormState | undefined, name: string, stored: string | undefined) => state?.values?.[name] ?? stored ?? "";

type FieldExtra = { required?: boolean; markRequired?: boolean; hint?: string; autoComplete?: string; type?: string; id?: string };

/** A text field of one entry's form: its id from the form's key, its value and error from the state (else the stored value). */
const entryFields =
  (key: string, state: EntryFormState | undefined) =>
  (name: string, label: string, max: number, stored: string | undefined, extra: FieldExtra = {}) => (
    <Field
      label={label}
      name={name}
      id={`${key}-${name}`}
      maxLength={max}
      defaultValue={valueOf(state, name, stored)}
      error={state?.fieldErrors?.[name]}
      {...extra}
    />
  );

export function OfficeForm({ entry, state, busy }: FormProps<Office>) {
  const key = `office-${entry?.id ?? "new"}`;
  const text = entryFields(key, state);
  const field = (name: keyof Office & string, label: string, max: number, extra: FieldExtra = {}) =>
    text(name, label, max, entry ? String(entry[name]) : undefined, { markRequired: true, ...extra });
  return (
    <EntryForm kind="office" id={entry?.id} sample={entry?.sample} state={state} busy={busy}>
      {field("city", "City (the card's heading)", 80, { required: true })}
      {field("role", "Role", 120, { hint: "e.g. Head office, Client support centre" })}
      {field("street", "Street address", 200, { required: true, autoComplete: "off" })}
      {field("locality", "Town or city", 80, { required: true })}
      {field("region", "Region, state or province", 80)}
      {field("postalCode", "Postal code", 20)}
      {field("countryName", "Country", 80, { required: true })}
      {field("country", "Country code", 2, { required: true, hint: "Two letters (ISO 3166), e.g. US, GB, CA" })}
      {field("telephone", "Telephone", 40, { hint: "International form, e.g. +1 212 555 0142" })}
    </EntryForm>
  );
}

export interface PhotoOption {
  id: string;
  filename: string;
  url: string;
}

export function LeaderForm({ entry, state, busy, images }: FormProps<Leader> & { images: PhotoOption[] }) {
  const key = `leader-${entry?.id ?? "new"}`;
  const [photo, setPhoto] = useState(valueOf(state, "photoUploadId", entry?.photo?.uploadId));
  const photoUrl = images.find((i) => i.id === photo)?.url;
  const error = (name: string) => state?.fieldErrors?.[name];
  const text = entryFields(key, state);
  return (
    <EntryForm kind="leader" id={entry?.id} sample={entry?.sample} state={state} busy={busy}>
      {text("name", "Name", 120, entry?.name, { required: true, markRequired: true })}
      {text("title", "Title", 120, entry?.title, { required: true, markRequired: true, id: `${key}-title-field`, hint: "e.g. Chief Executive Officer" })}
      <TextAreaField
        label="Short bio"
        name="bio"
        id={`${key}-bio`}
        rows={3}
        maxLength={600}
        defaultValue={valueOf(state, "bio", entry?.bio)}
        error={error("bio")}
        hint="One or two sentences."
      />
      <SelectField
        label="Photo"
        name="photoUploadId"
        id={`${key}-photo`}
        value={photo}
        onChange={(e) => setPhoto(e.currentTarget.value)}
        options={[{ value: "", label: "No photo" }, ...images.map((i) => ({ value: i.id, label: i.filename }))]}
        error={error("photoUploadId")}
        hint={images.length ? "An image from Uploads." : "There are no images in Uploads yet."}
      />
      {photoUrl ? <img className="company-form-photo" src={photoUrl} alt="" width={96} height={96} /> : null}
      {text("photoAlt", "Photo's text alternative", 300, entry?.photo?.alt, {
        id: `${key}-alt`,
        hint: "Required with a photo: what it shows, e.g. “Jordan Ellis, in a grey jacket”.",
      })}
      <p className="field-hint">
        <Link to="/admin/uploads">Upload a photo</Link>
      </p>
    </EntryForm>
  );
}

export function ChannelForm({ entry, state, busy }: FormProps<ContactChannel>) {
  const key = `channel-${entry?.id ?? "new"}`;
  const error = (name: string) => state?.fieldErrors?.[name];
  const text = entryFields(key, state);
  return (
    <EntryForm kind="channel" id={entry?.id} sample={entry?.sample} state={state} busy={busy}>
      <SelectField
        label="For"
        name="contactType"
        id={`${key}-type`}
        required
        markRequired
        defaultValue={valueOf(state, "contactType", entry?.contactType) || "sales"}
        options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
        error={error("contactType")}
        hint="What search engines read in the site's Organization data."
      />
      {text("label", "Name (the card's heading)", 80, entry?.label, { required: true, markRequired: true })}
      {text("email", "E-mail", 254, entry?.email, { type: "email", hint: "An e-mail address, a telephone number or both." })}
      {text("telephone", "Telephone", 40, entry?.telephone, { hint: "International form, e.g. +1 212 555 0142" })}
      {text("hours", "Hours", 200, entry?.hours)}
    </EntryForm>
  );
}

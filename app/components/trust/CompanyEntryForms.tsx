import { Form, Link } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
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
      <div className="form-actions">
        <SubmitButton name="intent" value={id ? "edit" : "create"} busy={busy} busyLabel="Saving…">
          {id ? `Save ${NOUN[kind]}` : `Add ${NOUN[kind]}`}
        </SubmitButton>
        <Link to="/admin/company" className="button button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A field's shown value: what a refused post sent, else the stored one. */
const valueOf = (state: EntryFormState | undefined, name: string, stored: string | undefined) => state?.values?.[name] ?? stored ?? "";

export function OfficeForm({ entry, state, busy }: FormProps<Office>) {
  const key = `office-${entry?.id ?? "new"}`;
  const field = (name: keyof Office & string, label: string, max: number, extra: { required?: boolean; hint?: string; autoComplete?: string } = {}) => (
    <Field
      label={label}
      name={name}
      id={`${key}-${name}`}
      maxLength={max}
      markRequired
      defaultValue={valueOf(state, name, entry ? String(entry[name]) : undefined)}
      error={state?.fieldErrors?.[name]}
      {...extra}
    />
  );
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
  return (
    <EntryForm kind="leader" id={entry?.id} sample={entry?.sample} state={state} busy={busy}>
      <Field
        label="Name"
        name="name"
        id={`${key}-name`}
        required
        markRequired
        maxLength={120}
        defaultValue={valueOf(state, "name", entry?.name)}
        error={error("name")}
      />
      <Field
        label="Title"
        name="title"
        id={`${key}-title-field`}
        required
        markRequired
        maxLength={120}
        defaultValue={valueOf(state, "title", entry?.title)}
        error={error("title")}
        hint="e.g. Chief Executive Officer"
      />
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
      <Field
        label="Photo's text alternative"
        name="photoAlt"
        id={`${key}-alt`}
        maxLength={300}
        defaultValue={valueOf(state, "photoAlt", entry?.photo?.alt)}
        error={error("photoAlt")}
        hint="Required with a photo: what it shows, e.g. “Jordan Ellis, in a grey jacket”."
      />
      <p className="field-hint">
        <Link to="/admin/uploads">Upload a photo</Link>
      </p>
    </EntryForm>
  );
}

export function ChannelForm({ entry, state, busy }: FormProps<ContactChannel>) {
  const key = `channel-${entry?.id ?? "new"}`;
  const error = (name: string) => state?.fieldErrors?.[name];
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
      <Field
        label="Name (the card's heading)"
        name="label"
        id={`${key}-label`}
        required
        markRequired
        maxLength={80}
        defaultValue={valueOf(state, "label", entry?.label)}
        error={error("label")}
      />
      <Field
        label="E-mail"
        name="email"
        id={`${key}-email`}
        type="email"
        maxLength={254}
        defaultValue={valueOf(state, "email", entry?.email)}
        error={error("email")}
        hint="An e-mail address, a telephone number or both."
      />
      <Field
        label="Telephone"
        name="telephone"
        id={`${key}-telephone`}
        maxLength={40}
        defaultValue={valueOf(state, "telephone", entry?.telephone)}
        error={error("telephone")}
        hint="International form, e.g. +1 212 555 0142"
      />
      <Field label="Hours" name="hours" id={`${key}-hours`} maxLength={200} defaultValue={valueOf(state, "hours", entry?.hours)} error={error("hours")} />
    </EntryForm>
  );
}

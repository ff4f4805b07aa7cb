import type { ReactNode } from "react";
import { COUNTRIES } from "~/lib/contact/countries";
import { PRODUCT_OPTION_GROUPS } from "~/lib/contact/productOptions";
import { CONTACT_MADE, CONTACT_TYPES, EMAIL_HINT, HONEYPOT_FIELD, LIMITS, PLACEHOLDERS, type ContactField } from "~/lib/contact/schema";

interface FieldProps {
  idPrefix: string;
  name: ContactField;
  label: string;
  error?: string;
  /** Shown only beside an error: what the field expects. */
  hint?: string;
  required?: boolean;
  children: (control: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true }) => ReactNode;
}

/** A labelled control whose error message is tied to it (aria-invalid, aria-describedby). */
function Field({ idPrefix, name, label, error, hint, required, children }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = error && hint ? `${id}-hint` : undefined;
  return (
    <div className={`contact-field${error ? " contact-field-invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") } : {}),
        ...(required ? { "aria-required": true as const } : {}),
      })}
      {error ? (
        <p className="contact-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p className="contact-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface ContactFieldsProps {
  idPrefix: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}

/** The spec's ten fields (R-ENTITIES) with their placeholders and limits, plus the honeypot. */
export function ContactFields({ idPrefix, values, errors }: ContactFieldsProps) {
  const v = (name: ContactField) => values[name] ?? "";
  const common = (name: ContactField) => ({ idPrefix, name, error: errors[name] });
  return (
    <>
      <Field {...common("ContactType")} label="Contact Type">
        {(p) => (
          <select {...p} defaultValue={v("ContactType") || PLACEHOLDERS.ContactType}>
            <option value={PLACEHOLDERS.ContactType}>{PLACEHOLDERS.ContactType}</option>
            {CONTACT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        )}
      </Field>
      <Field {...common("Products")} label="Product" required>
        {(p) => (
          <select {...p} defaultValue={v("Products") || PLACEHOLDERS.Products}>
            <option value={PLACEHOLDERS.Products}>{PLACEHOLDERS.Products}</option>
            {PRODUCT_OPTION_GROUPS.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.products.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field {...common("Name")} label="Name" required>
        {(p) => <input {...p} type="text" placeholder="Name" maxLength={LIMITS.Name} autoComplete="name" defaultValue={v("Name")} />}
      </Field>
      <Field {...common("CompanyName")} label="Company Name" required>
        {(p) => (
          <input {...p} type="text" placeholder="Company Name" maxLength={LIMITS.CompanyName} autoComplete="organization" defaultValue={v("CompanyName")} />
        )}
      </Field>
      <Field {...common("Email")} label="Email" hint={EMAIL_HINT} required>
        {(p) => <input {...p} type="email" placeholder="Email" maxLength={LIMITS.Email} autoComplete="email" defaultValue={v("Email")} />}
      </Field>
      <Field {...common("Phone")} label="Phone" required>
        {(p) => <input {...p} type="tel" placeholder="Phone" maxLength={LIMITS.Phone} autoComplete="tel" defaultValue={v("Phone")} />}
      </Field>
      <Field {...common("Address")} label="Address">
        {(p) => <textarea {...p} placeholder="Address" maxLength={LIMITS.Address} rows={2} autoComplete="street-address" defaultValue={v("Address")} />}
      </Field>
      <Field {...common("Country")} label="Country">
        {(p) => (
          <select {...p} defaultValue={v("Country") || PLACEHOLDERS.Country}>
            <option value={PLACEHOLDERS.Country}>{PLACEHOLDERS.Country}</option>
            {COUNTRIES.map((c) => (
              <option key={c.code}>{c.name}</option>
            ))}
          </select>
        )}
      </Field>
      <Field {...common("ContactMade")} label="How did you hear about us?">
        {(p) => (
          <select {...p} defaultValue={v("ContactMade") || PLACEHOLDERS.ContactMade}>
            <option value={PLACEHOLDERS.ContactMade}>{PLACEHOLDERS.ContactMade}</option>
            {CONTACT_MADE.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        )}
      </Field>
      <Field {...common("Comments")} label="Comments">
        {(p) => <textarea {...p} placeholder="Comments" maxLength={LIMITS.Comments} rows={4} defaultValue={v("Comments")} />}
      </Field>
      {/* The honeypot: people never see or reach it (inline style, so it hides even before any
          stylesheet loads); bots that fill every field fill it. */}
      <div aria-hidden="true" style={{ position: "absolute", insetInlineStart: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

import type { ReactNode } from "react";
import { COUNTRIES } from "~/lib/contact/countries";
import { PRODUCT_OPTION_GROUPS } from "~/lib/contact/productOptions";
import { CONTACT_MADE, CONTACT_TYPES, HONEYPOT_FIELD, LIMITS, PLACEHOLDERS, type ContactField } from "~/lib/contact/schema";
import { say, type ContactWordKey, type ContactWords } from "~/lib/contact/contactWords";

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

interface ContactFieldsProps {
  idPrefix: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  words: ContactWords;
}

/**
 * The Country select's options: the value is always the English name (what the schema accepts and
 * sales reads), the text the language's name, in its own alphabetical order (the file's order, so
 * the server and the browser list them alike); a country the file lacks keeps its English name.
 */
function countryOptions(words: ContactWords): { value: string; label: string }[] {
  const translated = words.countries;
  const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
  const ordered = Object.keys(translated).flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
  const rest = COUNTRIES.filter((c) => !(c.code in translated));
  return [...ordered, ...rest].map((c) => ({ value: c.name, label: translated[c.code] ?? c.name }));
}

/** A select's options: each submits its value (English) and shows its label (the page's words). */
const optionsOf = (choices: readonly { value: string; label: string }[]) =>
  choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));

/**
 * The spec's ten fields (R-ENTITIES) with their placeholders and limits, plus the honeypot, in the
 * page's language (decision record 0055). What each select submits is its English value whatever
 * it shows, so a placeholder is blanked and a kept form refills in any language.
 */
export function ContactFields({ idPrefix, values, errors, words }: ContactFieldsProps) {
  const v = (name: ContactField) => values[name] ?? "";
  const label = (name: ContactField) => say(words, `label.${name}`);
  const common = (name: ContactField) => ({ idPrefix, name, error: errors[name], label: label(name) });
  // Names and e-mail addresses are the visitor's own, in whatever script: each input takes the
  // direction of what is typed in it, not the page's (an address stays left to right on /ar/).
  const auto = { dir: "auto" } as const;
  // A select opens on its placeholder, which the schema reads as blank.
  const select = (name: keyof typeof PLACEHOLDERS, options: ReactNode, required?: true) => (
    <Field {...common(name)} required={required}>
      {(p) => (
        <select {...p} defaultValue={v(name) || PLACEHOLDERS[name]}>
          <option value={PLACEHOLDERS[name]}>{say(words, `placeholder.${name}`)}</option>
          {options}
        </select>
      )}
    </Field>
  );
  return (
    <>
      {select("ContactType", optionsOf(CONTACT_TYPES.map((t) => ({ value: t, label: say(words, `type.${t}`) }))))}
      {select(
        "Products",
        PRODUCT_OPTION_GROUPS.map((g) => (
          <optgroup key={g.label} label={say(words, `group.${g.label}` as ContactWordKey)}>
            {g.products.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </optgroup>
        )),
        true,
      )}
      <Field {...common("Name")} required>
        {(p) => <input {...p} {...auto} type="text" placeholder={label("Name")} maxLength={LIMITS.Name} autoComplete="name" defaultValue={v("Name")} />}
      </Field>
      <Field {...common("CompanyName")} required>
        {(p) => (
          <input
            {...p}
            {...auto}
            type="text"
            placeholder={label("CompanyName")}
            maxLength={LIMITS.CompanyName}
            autoComplete="organization"
            defaultValue={v("CompanyName")}
          />
        )}
      </Field>
      <Field {...common("Email")} hint={say(words, "emailHint")} required>
        {(p) => <input {...p} {...auto} type="email" placeholder={label("Email")} maxLength={LIMITS.Email} autoComplete="email" defaultValue={v("Email")} />}
      </Field>
      <Field {...common("Phone")} required>
        {(p) => <input {...p} {...auto} type="tel" placeholder={label("Phone")} maxLength={LIMITS.Phone} autoComplete="tel" defaultValue={v("Phone")} />}
      </Field>
      <Field {...common("Address")}>
        {(p) => (
          <textarea
            {...p}
            {...auto}
            placeholder={label("Address")}
            maxLength={LIMITS.Address}
            rows={2}
            autoComplete="street-address"
            defaultValue={v("Address")}
          />
        )}
      </Field>
      {select("Country", optionsOf(countryOptions(words)))}
      {select("ContactMade", optionsOf(CONTACT_MADE.map((m) => ({ value: m, label: say(words, `made.${m}`) }))))}
      <Field {...common("Comments")}>
        {(p) => <textarea {...p} {...auto} placeholder={label("Comments")} maxLength={LIMITS.Comments} rows={4} defaultValue={v("Comments")} />}
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

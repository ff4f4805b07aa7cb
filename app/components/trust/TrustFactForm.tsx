import { Form, Link } from "@remix-run/react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { BODY_MAX, TITLE_MAX, TRUST_SECTIONS, type TrustFact } from "~/lib/trust/trustFacts";

export interface FactFormState {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

/**
 * The staff form for one trust-centre fact, new (no `fact`) or existing. Its fields are the
 * operation's schema (lib/trust/trustFacts.ts); "Last reviewed" defaults to today on a new fact
 * and to the stored day on an edit, so saving words without a review keeps the old date.
 */
export function TrustFactForm({ fact, today, state, busy }: { fact?: TrustFact; today: string; state?: FactFormState; busy: boolean }) {
  const key = fact ? `edit-${fact.id}` : "new";
  const value = (name: string, stored: string | number | undefined) => state?.values?.[name] ?? (stored === undefined ? undefined : String(stored));
  const error = (name: string) => state?.fieldErrors?.[name];
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${key}-title`}>
      {fact ? <input type="hidden" name="id" value={fact.id} /> : null}
      <SelectField
        label="Section"
        name="section"
        id={`${key}-section`}
        required
        defaultValue={value("section", fact?.section) ?? TRUST_SECTIONS[0].id}
        error={error("section")}
        options={TRUST_SECTIONS.map((s) => ({ value: s.id, label: s.title }))}
      />
      <Field
        label="Title"
        name="title"
        id={`${key}-title-field`}
        required
        maxLength={TITLE_MAX}
        defaultValue={value("title", fact?.title)}
        error={error("title")}
      />
      <TextAreaField
        label="Text"
        name="body"
        id={`${key}-body`}
        required
        rows={7}
        maxLength={BODY_MAX}
        defaultValue={value("body", fact?.body)}
        error={error("body")}
        hint="Plain text; a blank line starts a new paragraph. Write “To be confirmed” where a statement is not yet confirmed: the page tags it."
      />
      <Field
        label="Last reviewed"
        name="reviewedOn"
        id={`${key}-reviewed`}
        type="date"
        required
        max={today}
        defaultValue={value("reviewedOn", fact?.reviewedOn) ?? today}
        error={error("reviewedOn")}
        hint="The day someone checked this statement is still true. The page shows it."
      />
      <Field
        label="Order in its section"
        name="position"
        id={`${key}-position`}
        type="number"
        min={0}
        max={999}
        defaultValue={value("position", fact?.position) ?? "0"}
        error={error("position")}
      />
      <div className="form-actions">
        <SubmitButton name="intent" value={fact ? "edit" : "create"} busy={busy} busyLabel="Saving…">
          {fact ? "Save fact" : "Add fact"}
        </SubmitButton>
        {fact ? (
          <Link to="/admin/trust-centre" className="button button-secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

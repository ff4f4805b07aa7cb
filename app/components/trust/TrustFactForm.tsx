import { FormActions } from "~/components/forms/FormActions";
import { Form } from "@remix-run/react";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { BODY_MAX, TITLE_MAX, TRUST_SECTIONS, type TrustFact } from "~/lib/trust/trustFacts";

interface FactFormState {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

/**
 * The staff form for one trust-centre fact, new (no `fact`) or existing. Its fields are the
 * operation's schema (lib/trust/trustFacts.ts). It has no date: saving dates the review today,
 * since the admin who saves the words is the one who checked them.
 */
export function TrustFactForm({ fact, state, busy }: { fact?: TrustFact; state?: FactFormState; busy: boolean }) {
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
        label="Order in its section"
        name="position"
        id={`${key}-position`}
        type="number"
        min={0}
        max={999}
        defaultValue={value("position", fact?.position) ?? "0"}
        error={error("position")}
      />
      <p className="field-hint">Saving marks the fact as reviewed today; the trust centre shows that date once the fact is confirmed.</p>
      <FormActions name="intent" value={fact ? "edit" : "create"} busy={busy} cancelTo={fact ? "/admin/trust-centre" : undefined}>
        {fact ? "Save fact" : "Add fact"}
      </FormActions>
    </Form>
  );
}

import { useBusyIntent } from "~/hooks/useBusyIntent";
import { FormActions } from "~/components/forms/FormActions";
import { Form, Link } from "@remix-run/react";
import { inboxIntents } from "~/lib/sales/inboxIntents";
import { DeleteButton } from "~/components/admin/ConfirmDelete";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { SAVED_VIEW_NAME_MAX, type SavedView, savedViewHref, showsView } from "~/lib/sales/savedViews";

/**
 * The staff member's own and the team's shared views (decision record 0024), as links beside the
 * built-in ones: each opens its filters and order in the URL.
 */
export function SavedViewLinks({ views, raw }: { views: SavedView[]; raw: Record<string, string> }) {
  return (
    <>
      {views.map((v) => (
        <li key={v.id} className="inbox-views-saved">
          <Link to={savedViewHref(v.filters)} aria-current={showsView(raw, v.filters) ? "page" : undefined}>
            {v.name}
            {v.mine ? v.shared ? <span className="view-owner"> · shared</span> : null : <span className="view-owner"> · {v.ownerName}</span>}
          </Link>
        </li>
      ))}
    </>
  );
}

export interface SavedViewsFormState {
  form?: "save-view" | "change-view";
  id?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

/**
 * Save the inbox's current filters and order under a name (the form posts to the page's own URL,
 * whose query is the view), and rename, share or delete one's own views. Plain forms: no
 * JavaScript needed. Inside a <details>, open when a form in it has something to say.
 */
export function SavedViewsPanel({ views, editing, state }: { views: SavedView[]; editing: string | null; state: SavedViewsFormState | undefined }) {
  const busy = useBusyIntent();
  const own = views.filter((v) => v.mine);
  const saveErrors = state?.form === "save-view" ? state.fieldErrors : undefined;
  return (
    <details className="saved-views-panel" open={Boolean(editing || state?.form) || undefined}>
      <summary className="button button-secondary">Save or manage views</summary>
      <Form method="post" className="saved-view-form" aria-label="Save these filters as a view">
        <Field
          label="View name"
          name="name"
          id="saved-view-name"
          required
          maxLength={SAVED_VIEW_NAME_MAX}
          hint="Saves the filters and order shown now."
          defaultValue={state?.form === "save-view" ? state.values?.name : undefined}
          error={saveErrors?.name ?? saveErrors?.filters}
        />
        <div className="field-checkbox">
          <input id="saved-view-shared" type="checkbox" name="shared" defaultChecked={state?.form === "save-view" && state.values?.shared === "on"} />
          <label htmlFor="saved-view-shared">Share with the team</label>
        </div>
        <SubmitButton {...inboxIntents.button("save-view")} busy={busy("save-view")} busyLabel="Saving…" className="button">
          Save view
        </SubmitButton>
      </Form>
      {own.length ? (
        <ul className="saved-view-list" aria-label="Your saved views">
          {own.map((v) =>
            editing === v.id ? (
              <li key={v.id}>
                <Form method="post" className="saved-view-form" aria-label={`Rename ${v.name}`}>
                  <input type="hidden" name="id" value={v.id} />
                  <Field
                    label="Name"
                    name="name"
                    id={`saved-view-rename-${v.id}`}
                    required
                    maxLength={SAVED_VIEW_NAME_MAX}
                    defaultValue={state?.form === "change-view" ? state.values?.name : v.name}
                    error={state?.form === "change-view" ? state.fieldErrors?.name : undefined}
                    // The rename form opens because the user asked for it: its field is where they are.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                  />
                  <div className="field-checkbox">
                    <input id={`saved-view-shared-${v.id}`} type="checkbox" name="shared" defaultChecked={v.shared} />
                    <label htmlFor={`saved-view-shared-${v.id}`}>Share with the team</label>
                  </div>
                  <FormActions {...inboxIntents.button("change-view")} busy={busy("change-view")} cancelTo=".">
                    Save
                  </FormActions>
                </Form>
              </li>
            ) : (
              <li key={v.id}>
                <span className="saved-view-name">
                  {v.name}
                  {v.shared ? <span className="view-owner"> · shared</span> : null}
                </span>
                <span className="row-actions">
                  <Link to={`?editView=${v.id}`} className="button button-small button-secondary" aria-label={`Rename ${v.name}`}>
                    Rename
                  </Link>
                  <DeleteButton
                    id={v.id}
                    headline={`Delete the view “${v.name}”?`}
                    body="The requests stay; only this saved view goes."
                    ariaLabel={`Delete ${v.name}`}
                  />
                </span>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </details>
  );
}

import { FormActions } from "~/components/forms/FormActions";
import type { ActionFailureData } from "~/lib/actionData";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { Field } from "~/components/forms/Field";
import type { DemoLibraryGroup } from "~/lib/demo/demoLibrary";
import type { DemoUserFormValues } from "~/lib/demo/demoUserForm";
import { demoUserIntents } from "~/lib/demo/demoUserIntents";

/**
 * The demo-user form of /admin/demo/users/new and /admin/demo/users/:id: details (no password:
 * the prospect is invited by e-mail and chooses one), access window, and the grants (every item, grouped by product). Posts to its own route.
 */
type DemoUserFormResult = ActionFailureData<DemoUserFormValues>;

export function DemoUserForm({
  mode,
  initial,
  grantGroups,
  result,
}: {
  mode: "create" | "edit";
  initial: DemoUserFormValues;
  grantGroups: DemoLibraryGroup[];
  result?: DemoUserFormResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === "save";
  const v = result?.values ?? initial;
  const errors = result?.fieldErrors ?? {};
  const granted = new Set(v.itemIds);
  return (
    <Form method="post" className="admin-form admin-form-wide" noValidate>
      <ActionMessages flash={null} result={result} focus />
      <Field label="Name" name="name" autoComplete="off" required defaultValue={v.name} error={errors.name} />
      <Field label="Company" name="company" autoComplete="off" defaultValue={v.company} error={errors.company} />
      <Field label="Email" name="email" type="email" autoComplete="off" required defaultValue={v.email} error={errors.email} />
      <Field
        label="Username"
        name="username"
        autoComplete="off"
        required
        defaultValue={v.username}
        error={errors.username}
        hint="Letters, digits, dots, dashes and underscores; what they type to sign in at /demo."
      />
      {mode === "create" ? (
        <p className="field-hint" id="invitation-note">
          The prospect receives an e-mail with a link to choose their own password. The link works once, for 7 days; you never see or send a password.
        </p>
      ) : null}
      <Field
        label="Access until"
        name="accessUntil"
        type="date"
        defaultValue={v.accessUntil ?? ""}
        error={errors.accessUntil}
        hint="The last day (UTC) the user can sign in. Leave empty for no end date."
      />
      <div className="field field-checkbox">
        <input id="field-active" type="checkbox" name="active" value="on" defaultChecked={v.active} aria-describedby="field-active-hint" />
        <label htmlFor="field-active">Access is active</label>
      </div>
      <p className="field-hint" id="field-active-hint">
        Untick to stop this user at once, without deleting them or their activity.
      </p>
      <fieldset className="grant-groups" aria-describedby={errors.itemIds ? "field-itemIds-error" : undefined}>
        <legend>Demos this user can see</legend>
        {grantGroups.length === 0 ? (
          <p className="admin-muted">
            No demo content yet. <Link to="/admin/demo/content/new">Upload a video or image</Link> first.
          </p>
        ) : (
          grantGroups.map((g) => (
            <div key={g.productId} className="grant-group">
              <h2>{g.productName}</h2>
              <ul>
                {g.items.map((item) => (
                  <li key={item.id} className="field-checkbox">
                    <input id={`grant-${item.id}`} type="checkbox" name="itemIds" value={item.id} defaultChecked={granted.has(item.id)} />
                    <label htmlFor={`grant-${item.id}`}>
                      {item.title} <span className="admin-muted">({item.summary})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        {errors.itemIds ? (
          <p className="field-error" id="field-itemIds-error">
            {errors.itemIds}
          </p>
        ) : null}
      </fieldset>
      <FormActions busy={busy} {...demoUserIntents.button("save")} cancelTo="/admin/demo/users" cancelLabel="Back to demo users">
        {mode === "create" ? "Create demo user" : "Save changes"}
      </FormActions>
    </Form>
  );
}

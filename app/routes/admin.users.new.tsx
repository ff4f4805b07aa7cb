import { FormActions } from "~/components/forms/FormActions";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { Field, SelectField } from "~/components/forms/Field";
import { NewPasswordField } from "~/components/forms/NewPasswordField";
import { formFields } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { requireRecentAuth } from "~/server/auth/guards.server";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { ROLES, ROLE_LABELS } from "~/lib/auth/permissions";
import { addStaffUser } from "~/server/users/staffUsers.server";
import { readForm } from "~/server/platform/forms.server";
import { withRetryAfter } from "~/lib/cache";

/** /admin/users/new: add a staff user with an initial password (admins only). */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Add User");

export const loader = /* @__PURE__ */ staffLoader("users:manage", async ({ request, auth }) => {
  // Managing users needs the password or a code from the last 15 minutes: asked before the form.
  requireRecentAuth(request, auth);
  return null;
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("users:manage", async ({ request, auth, call }) => {
  requireRecentAuth(request, auth);
  const fields = formFields(await readForm(request));
  const result = await addStaffUser(call, fields);
  if (!result.ok) return actionFailure(result, { email: fields.email, name: fields.name, role: fields.role });
  return redirect(`/admin/users?${new URLSearchParams({ added: result.user.email })}`);
});

export default function AddUserPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby="add-user-title">
      <h1 id="add-user-title">Add User</h1>
      <ActionMessages flash={null} result={result} focus />
      <Form method="post" className="admin-form" noValidate>
        <Field label="Name" name="name" autoComplete="off" required defaultValue={result?.values?.name} error={result?.fieldErrors?.name} />
        <Field label="Email" name="email" type="email" autoComplete="off" required defaultValue={result?.values?.email} error={result?.fieldErrors?.email} />
        <SelectField
          label="Role"
          name="role"
          defaultValue={result?.values?.role ?? "editor"}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          hint="Editors manage the blog and sales requests; administrators also manage users and demo access."
        />
        <NewPasswordField
          label="Initial password"
          name="password"
          hintMore="Give it to the user in person or by phone, not by e-mail."
          error={result?.fieldErrors?.password}
        />
        <FormActions busy={busy} busyLabel="Adding…" cancelTo="/admin/users" cancelLabel="Back to users">
          Add user
        </FormActions>
      </Form>
    </section>
  );
}

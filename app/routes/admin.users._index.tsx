import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { defineIntents, DELETE_INTENTS } from "~/lib/intents";
import { formFields } from "~/lib/formErrors";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages, AdminTable, ScreenTitle, useFlash } from "~/components/admin/AdminScreen";
import { StaffTime } from "~/components/admin/StaffTime";
import { ConfirmPanel } from "~/components/admin/ConfirmDelete";
import { privatePageMeta } from "~/hooks/rootData";
import { requireRecentAuth } from "~/server/auth/guards.server";
import { noticeContext } from "~/server/auth/signInNotice.server";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { actionFailure, confirmDelete } from "~/server/platform/actionFailure.server";
import { ROLE_LABELS } from "~/lib/auth/permissions";
import { getStaffUser } from "~/server/auth/staffAccounts.server";
import { deleteStaffUser, listStaffUsers, secondFactorUserIds } from "~/server/users/staffUsers.server";
import { resetStaffSecondFactor } from "~/server/auth/enrolment.server";
import { readForm } from "~/server/platform/forms.server";
import type { ActionFailureData } from "~/lib/actionData";
import { dispatchIntent } from "~/server/platform/intents.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/users: the staff list (admins only). Deleting takes two POSTs, so the confirmation
 * works without JavaScript: intent=confirm-delete renders a confirm form; intent=delete deletes
 * (refusing yourself and the last admin) and ends the user's sessions. intent=reset-2fa removes a
 * user's second factor (a lost phone) and ends their sessions: an admin sets it up again at the
 * next sign-in, an editor may.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Users");

export const loader = /* @__PURE__ */ staffLoader("users:manage", async ({ env, user }) => {
  const [users, withSecondFactor] = await Promise.all([listStaffUsers(env.DB), secondFactorUserIds(env.DB)]);
  return { users: users.map((u) => ({ ...u, secondFactor: withSecondFactor.includes(u.id) })), meId: user.id };
});

type ActionData = { confirm: { id: string; name: string; email: string } } | { error: string };

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's buttons: each intent with the fields its button posts (lib/intents.ts). */
const intents = defineIntents({ ...DELETE_INTENTS, "reset-2fa": ["id"] });

export const action = /* @__PURE__ */ staffAction("users:manage", async ({ request, env, auth, user, call }) => {
  // Managing users needs both factors again within the last 15 minutes (decision record 0036).
  requireRecentAuth(request, auth);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  return dispatchIntent(intents, formFields(form), {
    "confirm-delete": async () => {
      if (id === user.id) return data<ActionFailureData>({ error: "You cannot delete your own account" }, { status: 409 });
      return confirmDelete(await getStaffUser(env.DB, id), (t) => ({ id: t.id, name: t.name, email: t.email }), "User not found");
    },
    delete: async () => {
      const result = await deleteStaffUser(call, { id });
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/users?${new URLSearchParams({ deleted: result.user.email })}`);
    },
    "reset-2fa": async () => {
      if (id === user.id) return data<ActionData>({ error: "You cannot reset your own second factor" }, { status: 409 });
      const result = await resetStaffSecondFactor(call, { id }, noticeContext(env, request));
      if (!result.ok) return actionFailure(result);
      return redirect(`/admin/users?${new URLSearchParams({ reset: result.email })}`);
    },
  });
});

export default function UsersPage() {
  const { users, meId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const flash = useFlash({
    deleted: (email) => `Deleted ${email}.`,
    reset: (email) => `Reset the second factor of ${email}: they were signed out, and set it up again at their next sign-in.`,
    added: (email) => `Added ${email}. They can sign in now.`,
  });
  return (
    <section aria-labelledby="users-title">
      <ScreenTitle id="users-title" title="Users" link={{ to: "/admin/users/new", label: "Add user", primary: true }} />
      <ActionMessages flash={flash} result={result} />
      {result && "confirm" in result ? (
        <ConfirmPanel id={result.confirm.id} headline={`Delete ${result.confirm.name}?`} cancelTo="/admin/users" confirmLabel="Delete user">
          <p>{result.confirm.email} will be signed out everywhere at once and will no longer be able to sign in. This cannot be undone.</p>
        </ConfirmPanel>
      ) : null}
      <AdminTable caption="Staff users" columns={["Name", "Email", "Role", "Second factor", "Last sign-in"]}>
        {users.map((u) => (
          <tr key={u.id}>
            <td data-label="Name">{u.name}</td>
            <td data-label="Email">{u.email}</td>
            <td data-label="Role">{ROLE_LABELS[u.role]}</td>
            <td data-label="Second factor">{u.secondFactor ? "On" : "Off"}</td>
            <td data-label="Last sign-in">{u.lastLoginAt ? <StaffTime iso={u.lastLoginAt} /> : "Never"}</td>
            <td>
              {u.id === meId ? (
                <span className="admin-muted">(you)</span>
              ) : (
                <Form method="post" className="admin-row-actions">
                  <input type="hidden" name="id" value={u.id} />
                  {u.secondFactor ? (
                    <button
                      type="submit"
                      {...intents.button("reset-2fa")}
                      className="button button-small button-secondary"
                      aria-label={`Reset second factor of ${u.name} (${u.email})`}
                    >
                      Reset second factor
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    {...intents.button("confirm-delete")}
                    className="button button-small button-danger"
                    aria-label={`Delete ${u.name} (${u.email})`}
                  >
                    Delete
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requirePermission, requireRecentAuth } from "~/server/auth/guards.server";
import { audit } from "~/server/admin/audit.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { ROLE_LABELS } from "~/server/auth/permissions";
import { deleteStaffUser, getStaffUser, listStaffUsers, secondFactorUserIds } from "~/server/users/staffUsers.server";
import { resetSecondFactor } from "~/server/auth/secondFactor.server";
import { readForm } from "~/server/platform/forms.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";

/**
 * /admin/users: the staff list (admins only). Deleting takes two POSTs, so the confirmation
 * works without JavaScript: intent=confirm-delete renders a confirm form; intent=delete deletes
 * (refusing yourself and the last admin) and ends the user's sessions. intent=reset-2fa removes a
 * user's second factor (a lost phone) and ends their sessions: an admin sets it up again at the
 * next sign-in, an editor may.
 */
export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Users" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePermission(request, context.env, "users:manage");
  const [users, withSecondFactor] = await Promise.all([listStaffUsers(context.env.DB), secondFactorUserIds(context.env.DB)]);
  return { users: users.map((u) => ({ ...u, secondFactor: withSecondFactor.includes(u.id) })), meId: user.id };
}

type ActionData = { confirm: { id: string; name: string; email: string } } | { error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requirePermission(request, context.env, "users:manage");
  const { user } = auth;
  // Managing users needs the password or a code from the last 15 minutes (issue 16).
  requireRecentAuth(request, auth);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "confirm-delete") {
    if (id === user.id) return data<ActionData>({ error: "You cannot delete your own account" }, { status: 409 });
    const target = await getStaffUser(context.env.DB, id);
    if (!target) return data<ActionData>({ error: "User not found" }, { status: 404 });
    return data<ActionData>({ confirm: { id: target.id, name: target.name, email: target.email } });
  }
  if (intent === "delete") {
    const result = await deleteStaffUser(context.env.DB, user.id, id);
    if (!result.ok) return data<ActionData>({ error: result.error }, { status: result.status });
    await audit(context.env.DB, { actor: user, action: "user.delete", target: result.user.email, detail: `role ${result.user.role}`, ip: clientIp(request) });
    return redirect(`/admin/users?${new URLSearchParams({ deleted: result.user.email })}`);
  }
  if (intent === "reset-2fa") {
    if (id === user.id) return data<ActionData>({ error: "You cannot reset your own second factor" }, { status: 409 });
    const target = await getStaffUser(context.env.DB, id);
    if (!target) return data<ActionData>({ error: "User not found" }, { status: 404 });
    await resetSecondFactor(context.env.DB, target.id);
    await audit(context.env.DB, { actor: user, action: "2fa.reset", target: target.email, ip: clientIp(request) });
    return redirect(`/admin/users?${new URLSearchParams({ reset: target.email })}`);
  }
  return data<ActionData>({ error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string | null) => (iso ? `${dateFormat.format(new Date(iso))} UTC` : "Never");

function ConfirmDelete({ target }: { target: { id: string; name: string; email: string } }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [target.id]);
  return (
    <section className="confirm-panel" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-body">
      <h2 id="confirm-title" tabIndex={-1} ref={headingRef}>
        Delete {target.name}?
      </h2>
      <p id="confirm-body">{target.email} will be signed out everywhere at once and will no longer be able to sign in. This cannot be undone.</p>
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="id" value={target.id} />
        <SubmitButton busy={busy} busyLabel="Deleting…" className="button button-danger" name="intent" value="delete">
          Delete user
        </SubmitButton>
        <Link to="/admin/users" className="button button-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export default function UsersPage() {
  const { users, meId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const deleted = params.get("deleted");
  const added = params.get("added");
  const reset = params.get("reset");
  return (
    <section aria-labelledby="users-title">
      <div className="admin-title-row">
        <h1 id="users-title">Users</h1>
        <Link to="/admin/users/new" className="button">
          Add user
        </Link>
      </div>
      {(deleted || added || reset) && !result ? (
        <p className="form-success" role="status">
          {deleted
            ? `Deleted ${deleted}.`
            : reset
              ? `Reset the second factor of ${reset}: they were signed out, and set it up again at their next sign-in.`
              : `Added ${added}. They can sign in now.`}
        </p>
      ) : null}
      {result && "error" in result ? (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {result && "confirm" in result ? <ConfirmDelete target={result.confirm} /> : null}
      <table className="admin-table">
        <caption className="visually-hidden">Staff users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Second factor</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td data-label="Name">{u.name}</td>
              <td data-label="Email">{u.email}</td>
              <td data-label="Role">{ROLE_LABELS[u.role]}</td>
              <td data-label="Second factor">{u.secondFactor ? "On" : "Off"}</td>
              <td data-label="Last sign-in">{when(u.lastLoginAt)}</td>
              <td>
                {u.id === meId ? (
                  <span className="admin-muted">(you)</span>
                ) : (
                  <Form method="post" className="admin-row-actions">
                    <input type="hidden" name="id" value={u.id} />
                    {u.secondFactor ? (
                      <button
                        type="submit"
                        name="intent"
                        value="reset-2fa"
                        className="button button-small button-secondary"
                        aria-label={`Reset the second factor of ${u.name} (${u.email})`}
                      >
                        Reset second factor
                      </button>
                    ) : null}
                    <button
                      type="submit"
                      name="intent"
                      value="confirm-delete"
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
        </tbody>
      </table>
    </section>
  );
}

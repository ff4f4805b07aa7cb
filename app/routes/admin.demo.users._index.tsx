import { stylesheets } from "~/lib/stylesheets";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminTable, useFlash } from "~/components/admin/AdminScreen";
import { DeleteButton } from "~/components/admin/ConfirmDelete";
import { DemoListScreen } from "~/components/demo/DemoListScreen";
import { deleteUserText } from "~/lib/demo/demoDeleteText";
import { STATUS_LABELS, formatDay, formatWhen } from "~/lib/demo/demoFormat";
import { privatePageMeta } from "~/hooks/rootData";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { deleteAction } from "~/server/admin/deleteAction.server";
import { deleteDemoUser, getDemoUserRecord, listDemoUsers } from "~/server/demo/demoUsers.server";
import demoStyles from "~/styles/demo.css";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/demo/users: every demo user with their access status and activity (demo:manage).
 * Deleting asks first: the shell's confirm modal, or without JavaScript two POSTs (intent=confirm-delete
 * shows the question, intent=delete deletes: sessions, grants and activity go with the user).
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Demo Users");

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async ({ env }) => ({ users: await listDemoUsers(env.DB) }));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ deleteAction("demo:manage", {
  find: ({ env }, id) => getDemoUserRecord(env.DB, id),
  confirm: (t) => ({ id: t.id, name: t.name, username: t.username }),
  notFound: "Demo user not found",
  remove: async ({ call }, id) => {
    const result = await deleteDemoUser(call, { id });
    if (!result.ok) return result.status === 404 ? { ...result, error: "Demo user not found" } : result;
    return { ok: true, to: `/admin/demo/users?${new URLSearchParams({ deleted: result.user.username })}` };
  },
});

export default function DemoUsersPage() {
  const { users } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const flash = useFlash({
    deleted: (username) => `Deleted ${username}.`,
    added: (username) => `Added ${username}. An e-mail invites them to choose their password.`,
  });
  const asked = result && "confirm" in result ? result.confirm : null;
  return (
    <DemoListScreen
      id="demo-users-title"
      title="Demo Users"
      path="/admin/demo/users"
      addLabel="Add demo user"
      intro={
        <>
          Prospects who sign in at /demo to watch the videos and images you share with them. <Link to="/admin/demo/content">Manage demo content</Link>
        </>
      }
      flash={flash}
      result={result}
      confirm={asked ? { id: asked.id, ...deleteUserText(asked), label: "Delete demo user" } : null}
      empty={users.length === 0 ? "No demo users yet." : null}
    >
      <AdminTable caption="Demo users" columns={["Name", "Username", "Status", "Access until", "Demos", "Plays / views", "Last sign-in"]}>
        {users.map((u) => (
          <tr key={u.id}>
            <td data-label="Name">
              {/* One value: a card's cell lays out each child in a grid row of its own. */}
              <div>
                <Link to={`/admin/demo/users/${u.id}`}>{u.name}</Link>
                {u.company ? <div className="admin-muted">{u.company}</div> : null}
              </div>
            </td>
            <td data-label="Username">{u.username}</td>
            <td data-label="Status">
              <span className={`status-badge status-${u.status}`}>{STATUS_LABELS[u.status]}</span>
            </td>
            <td data-label="Access until">{formatDay(u.accessUntil) ?? "No end date"}</td>
            <td data-label="Demos">{u.grantCount}</td>
            <td data-label="Plays / views">
              {u.playCount} / {u.viewCount}
            </td>
            <td data-label="Last sign-in">{formatWhen(u.lastLoginAt)}</td>
            <td>
              <DeleteButton id={u.id} ariaLabel={`Delete ${u.name} (${u.username})`} {...deleteUserText(u)} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </DemoListScreen>
  );
}

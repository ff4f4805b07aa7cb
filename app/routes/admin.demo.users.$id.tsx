import { stylesheets } from "~/lib/stylesheets";
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages, AdminTable, useFlash } from "~/components/admin/AdminScreen";
import { DemoUserForm } from "~/components/demo/DemoUserForm";
import { STATUS_LABELS, formatWhen } from "~/lib/demo/demoFormat";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { grantGroups } from "~/server/demo/demoAdmin.server";
import { saveDemoUser } from "~/server/demo/demoUsers.server";
import { reinviteDemoUser } from "~/server/demo/demoInvitations.server";
import { kickScheduledWork } from "~/server/admin/scheduledWork.server";
import { logError } from "~/server/platform/log.server";
import { demoUserFormValues, demoUserInputFromForm } from "~/lib/demo/demoUserForm";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { getDemoUserRecord } from "~/server/demo/demoUsers.server";
import { activityOf } from "~/server/demo/demoViews.server";
import { progressOf } from "~/server/demo/demoWatch.server";
import { formatDuration } from "~/lib/demo/demoFormat";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { formFields } from "~/lib/formErrors";
import { demoUserIntents } from "~/lib/demo/demoUserIntents";
import demoStyles from "~/styles/demo.css";
import { withRetryAfter } from "~/lib/cache";

/** /admin/demo/users/:id: edit a demo user and their grants, and see what they watched (demo:manage). */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Demo User ${d.user.username}` : "Demo User" }),
  { name: "robots", content: "noindex" },
];

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async ({ params, env }) => {
  const user = await getDemoUserRecord(env.DB, params.id!);
  if (!user) throw new Response("Demo user not found", { status: 404 });
  const [groups, activity, watched] = await Promise.all([grantGroups(env.DB), activityOf(env.DB, user.id), progressOf(env.DB, user.id)]);
  return { user, grantGroups: groups, activity, watched };
});

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("demo:manage", async ({ request, params, context, env, call }) => {
  const form = await readForm(request);
  return dispatchIntent(demoUserIntents, formFields(form), {
    invite: async () => {
      const invited = await reinviteDemoUser(call, env, { id: params.id! });
      if (!invited.ok) throw new Response("Demo user not found", { status: 404 });
      context.waitUntil(kickScheduledWork.now(env, invited.outboxId).catch((error) => logError(context.requestId, "outbox.drain", error)));
      return redirect(`/admin/demo/users/${params.id}?${new URLSearchParams({ invited: invited.email })}`);
    },
    save: async () => {
      const input = { ...demoUserInputFromForm(form, params.id), password: undefined };
      const result = await saveDemoUser(call, input);
      if (!result.ok) return actionFailure(result.status === 404 ? { ...result, error: "Demo user not found" } : result, demoUserFormValues(input));
      return redirect(`/admin/demo/users/${result.user.id}?saved=1`);
    },
  });
});

export default function EditDemoUserPage() {
  const { user, grantGroups, activity, watched } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const flash = useFlash({ invited: (to) => `A new invitation was sent to ${to}. Earlier links no longer work.`, saved: () => "Saved." });
  const initial = {
    name: user.name,
    company: user.company,
    email: user.email,
    username: user.username,
    accessUntil: user.accessUntil,
    active: user.active,
    itemIds: user.itemIds,
  };
  return (
    <section aria-labelledby="demo-user-title">
      <h1 id="demo-user-title">{user.name}</h1>
      <p>
        <span className={`status-badge status-${user.status}`}>{STATUS_LABELS[user.status]}</span> · Last sign-in: {formatWhen(user.lastLoginAt)} · Added{" "}
        {formatWhen(user.createdAt)}
      </p>
      {/* The form shows the save's error itself, beside its fields: here, only what the last redirect said. */}
      <ActionMessages flash={result ? null : flash} result={null} />
      {/* Remount after a save so the fields show what was stored. */}
      <DemoUserForm key={user.updatedAt} mode="edit" initial={initial} grantGroups={grantGroups} result={result} />

      <h2>Invitation</h2>
      <Form method="post" className="admin-form">
        <p>A new link lets {user.name} choose a new password (for a lost password, or an invitation that expired). It works once, for 7 days.</p>
        <button type="submit" {...demoUserIntents.button("invite")} className="button button--secondary">
          Send a new invitation
        </button>
      </Form>

      <h2 id="watched-title">Videos watched</h2>
      {watched.length === 0 ? (
        <p>No video started yet.</p>
      ) : (
        <AdminTable labelledBy="watched-title" columns={["Video", "Watched", "Stopped at", "Last watched"]} actions={false}>
          {watched.map((w) => (
            <tr key={w.itemId}>
              <td data-label="Video">
                <Link to={`/admin/demo/content/${w.itemId}`}>{w.title}</Link>
              </td>
              <td data-label="Watched">
                {w.watchedPercent !== null ? (
                  <>
                    <meter min={0} max={100} value={w.watchedPercent} aria-label={`${w.title}: share watched`} /> {w.watchedPercent} %{" "}
                    <span className="admin-muted">
                      ({formatDuration(w.watchedSeconds)} of {formatDuration(w.durationSeconds)})
                    </span>
                  </>
                ) : (
                  formatDuration(w.watchedSeconds)
                )}
              </td>
              <td data-label="Stopped at">{w.positionSeconds > 0 ? formatDuration(w.positionSeconds) : "the start (finished or not begun)"}</td>
              <td data-label="Last watched">{formatWhen(w.updatedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2 id="activity-title">Activity</h2>
      <p className="admin-muted">
        {user.playCount} {user.playCount === 1 ? "play" : "plays"} and {user.viewCount} image {user.viewCount === 1 ? "view" : "views"}. The latest 100:
      </p>
      {activity.length === 0 ? (
        <p>No plays or views yet.</p>
      ) : (
        <AdminTable labelledBy="activity-title" columns={["When", "What", "Demo"]} actions={false}>
          {activity.map((a, i) => (
            <tr key={`${a.at}-${i}`}>
              <td data-label="When">{formatWhen(a.at)}</td>
              <td data-label="What">{a.action === "play" ? "Played video" : "Viewed image"}</td>
              <td data-label="Demo">
                <Link to={`/admin/demo/content/${a.itemId}`}>{a.title}</Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <p>
        <Link to="/admin/demo/users">Back to demo users</Link>
      </p>
    </section>
  );
}

import { stylesheets } from "~/lib/stylesheets";
import { type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoUserForm } from "~/components/demo/DemoUserForm";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { grantGroups } from "~/server/demo/demoAdmin.server";
import { saveDemoUser } from "~/server/demo/demoUsers.server";
import { demoUserFormValues, demoUserInputFromForm } from "~/lib/demo/demoUserForm";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import { kickScheduledWork } from "~/server/admin/scheduledWork.server";
import { logError } from "~/server/platform/log.server";
import demoStyles from "~/styles/demo.css";
import { withRetryAfter } from "~/lib/cache";
import { InvitationSent } from "~/components/demo/InvitationSent";
import { requestNow } from "~/server/platform/clock.server";

/**
 * /admin/demo/users/new: a new demo user with an access window and grants (demo:manage). No
 * password: the prospect is invited by e-mail and chooses their own.
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Add Demo User");

/** A new prospect's access ends after a month unless staff choose otherwise (the field stays editable, and may be emptied). */
const DEFAULT_ACCESS_DAYS = 30;

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async ({ env, request }) => ({
  grantGroups: await grantGroups(env.DB),
  defaultAccessUntil: new Date(requestNow(request, env).getTime() + DEFAULT_ACCESS_DAYS * 86_400_000).toISOString().slice(0, 10),
}));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("demo:manage", async ({ request, context, env, call }) => {
  const input = demoUserInputFromForm(await readForm(request));
  const result = await saveDemoUser(call, { ...input, password: undefined }, env);
  if (!result.ok) return actionFailure(result, demoUserFormValues(input));
  // The invitation leaves now, not at the next drain (and any reminder that fell due with it).
  context.waitUntil(kickScheduledWork.now(env, result.invitationId).catch((error) => logError(context.requestId, "outbox.drain", error)));
  // The invitation's link is shown this once to the staff member who made it, to hand over
  // themselves if they wish (the stored copy is sealed and the token hashed): in this response, not
  // in a URL a redirect would leave in history and logs.
  if (result.invitationLink) return data({ invited: { username: result.user.username, email: result.user.email, link: result.invitationLink } });
  return redirect(`/admin/demo/users?${new URLSearchParams({ added: result.user.username, invited: result.user.email })}`);
});

export default function NewDemoUserPage() {
  const { grantGroups, defaultAccessUntil } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result && "invited" in result) return <InvitationSent {...result.invited} />;
  const initial = { name: "", company: "", email: "", username: "", accessUntil: defaultAccessUntil, active: true, itemIds: [] };
  return (
    <section aria-labelledby="new-demo-user-title">
      <h1 id="new-demo-user-title">Add Demo User</h1>
      <DemoUserForm mode="create" initial={initial} grantGroups={grantGroups} result={result} />
    </section>
  );
}

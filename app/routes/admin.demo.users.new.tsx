import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoUserForm } from "~/components/demo/DemoUserForm";
import { privatePageMeta } from "~/hooks/rootData";
import { requirePermission } from "~/server/auth/guards.server";
import { grantGroups } from "~/server/demo/demoAdmin.server";
import { saveDemoUser } from "~/server/demo/demoUsers.server";
import { demoUserFormValues, demoUserInputFromForm } from "~/lib/demo/demoUserForm";
import { staffCall } from "~/server/admin/staffOperation.server";
import { actionFailure } from "~/server/platform/actionFailure.server";
import { readForm } from "~/server/platform/forms.server";
import demoStyles from "~/styles/demo.css";

/** /admin/demo/users/new: a new demo user with a password, an access window and grants (demo:manage). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: demoStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Add Demo User");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "demo:manage");
  return { grantGroups: await grantGroups(context.env.DB) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePermission(request, context.env, "demo:manage");
  const input = demoUserInputFromForm(await readForm(request));
  const result = await saveDemoUser(staffCall(context.env.DB, user, request), input);
  if (!result.ok) return actionFailure(result, demoUserFormValues(input));
  return redirect(`/admin/demo/users?${new URLSearchParams({ added: result.user.username })}`);
}

const EMPTY = { name: "", company: "", email: "", username: "", accessUntil: null, active: true, itemIds: [] };

export default function NewDemoUserPage() {
  const { grantGroups } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-demo-user-title">
      <h1 id="new-demo-user-title">Add Demo User</h1>
      <DemoUserForm mode="create" initial={EMPTY} grantGroups={grantGroups} result={result} />
    </section>
  );
}

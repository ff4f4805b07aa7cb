import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoUserForm, type DemoUserFormResult } from "~/components/demo/DemoUserForm";
import { privatePageMeta } from "~/hooks/rootData";
import { requirePermission } from "~/server/auth/guards.server";
import { grantGroups, saveDemoUserForm } from "~/server/demo/demoAdmin.server";
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
  const result = await saveDemoUserForm(context.env.DB, user.id, await readForm(request));
  if (!result.ok) return data<DemoUserFormResult>({ error: result.error, fieldErrors: result.fieldErrors, values: result.values }, { status: result.status });
  return redirect(`/admin/demo/users?${new URLSearchParams({ added: result.username })}`);
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

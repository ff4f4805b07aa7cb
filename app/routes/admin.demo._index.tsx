import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requirePermission } from "~/server/auth/guards.server";

/** /admin/demo: the demo-access screens start at the demo users. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "demo:manage");
  return redirect("/admin/demo/users");
}

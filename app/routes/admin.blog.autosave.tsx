import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requirePermission } from "~/server/auth/guards.server";
import { autosaveDraft } from "~/server/blog/postAutosave.server";
import { staffCall } from "~/server/admin/staffOperation.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { readForm } from "~/server/platform/forms.server";
import { formFields } from "~/lib/formErrors";

/**
 * POST /admin/blog/autosave (resource route): the editor's autosave, called by PostForm with
 * fetch() (no page data reloads, so the form the writer is typing in is never re-rendered from
 * the server). The operation is autosaveDraft (decision record 0025); this only reads the form
 * and maps its Result to JSON: { id, updatedAt } or { error, stale?, updatedAt? }.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePermission(request, context.env, "blog:manage");
  const fields = formFields(await readForm(request, POST_BODY_LIMIT));
  const result = await autosaveDraft(staffCall(context.env.DB, user, request), fields);
  if (!result.ok) {
    const newer = result.issues?.find((i) => i.path === "updatedAt")?.message;
    return Response.json({ error: result.error, newerAt: newer ?? null }, { status: result.status, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json({ id: result.id, updatedAt: result.updatedAt, created: result.created }, { headers: { "Cache-Control": "no-store" } });
}

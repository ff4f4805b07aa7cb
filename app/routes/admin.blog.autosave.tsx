import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requirePermission } from "~/server/auth/guards.server";
import { autosaveDraft } from "~/server/blog/postAutosave.server";
import { staffCall } from "~/server/operations/staffOperation.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { readForm } from "~/server/platform/forms.server";
import { jsonAnswer, jsonError, jsonResource, methodNotAllowed } from "~/server/platform/jsonResource.server";
import { formFields } from "~/lib/formErrors";
import { withRetryAfter } from "~/lib/cache";

/**
 * POST /admin/blog/autosave (resource route): the editor's autosave, called by PostForm with
 * fetch() (no page data reloads, so the form the writer is typing in is never re-rendered from
 * the server). The operation is autosaveDraft (decision record 0025); this only reads the form
 * and maps its Result to JSON: { id, updatedAt, created }, or the JSON error shape
 * { error, requestId, issues?, newerAt } (newerAt: the newer version's time on a 409). Signed
 * out, another method or a body that is not a form: 401, 405, 415 in the same shape.
 */
export const loader = ({ context }: LoaderFunctionArgs) => methodNotAllowed(context.requestId);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  jsonResource(request, context.requestId, async () => {
    const { user } = await requirePermission(request, context.env, "blog:manage");
    const fields = formFields(await readForm(request, POST_BODY_LIMIT));
    const result = await autosaveDraft(staffCall(context.env, user, request), fields);
    if (!result.ok) {
      const newer = result.status === 409 ? result.issues?.find((i) => i.path === "updatedAt")?.message : undefined;
      return jsonError(context.requestId, result.status, result.error, { issues: newer ? undefined : result.issues, newerAt: newer ?? null });
    }
    return jsonAnswer({ id: result.id, updatedAt: result.updatedAt, created: result.created });
  });

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withRetryAfter } from "~/lib/cache";
import { formFields } from "~/lib/formErrors";
import { requirePermission } from "~/server/auth/guards.server";
import { staffCall } from "~/server/operations/staffOperation.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { readForm } from "~/server/platform/forms.server";
import { jsonAnswer, jsonError, jsonResource, methodNotAllowed } from "~/server/platform/jsonResource.server";
import { autosaveStory } from "~/server/stories/storyAutosave.server";
import { storyFormValues } from "~/server/stories/storyForm.server";

/**
 * POST /admin/stories/autosave (resource route): the story editor's autosave, called by StoryForm
 * through the post editor's hook (useDraftAutosave) with fetch(). The operation is autosaveStory;
 * this reads the form and maps its Result to JSON, as /admin/blog/autosave does: { id, updatedAt },
 * or { error, requestId, issues?, newerAt } (newerAt: the newer version's time on a 409).
 */
export const loader = ({ context }: LoaderFunctionArgs) => methodNotAllowed(context.requestId);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  jsonResource(request, context.requestId, async () => {
    const { user } = await requirePermission(request, context.env, "stories:manage");
    const form = await readForm(request, POST_BODY_LIMIT);
    const fields = formFields(form);
    const result = await autosaveStory(staffCall(context.env, user, request), {
      id: fields.id,
      baseUpdatedAt: fields.baseUpdatedAt,
      values: storyFormValues(form),
    });
    if (!result.ok) {
      const newer = result.status === 409 ? result.issues?.find((i) => i.path === "updatedAt")?.message : undefined;
      return jsonError(context.requestId, result.status, result.error, { issues: newer ? undefined : result.issues, newerAt: newer ?? null });
    }
    return jsonAnswer({ id: result.id, updatedAt: result.updatedAt, created: false });
  });

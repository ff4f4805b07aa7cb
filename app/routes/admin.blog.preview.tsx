import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BODY_MAX } from "~/lib/blog/schemas";
import { requirePermission } from "~/server/auth/guards.server";
import { previewOf } from "~/server/blog/postForm.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { readForm } from "~/server/platform/forms.server";
import { jsonAnswer, jsonError, jsonResource, methodNotAllowed } from "~/server/platform/jsonResource.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * POST /admin/blog/preview (resource route): the live preview's HTML for a body as typed, rendered
 * by the same Markdown code and sanitiser as /news (markdown.server.ts). PostForm calls it with
 * fetch() a moment after typing stops; nothing is saved. It answers { html }, or the JSON error
 * shape { error, requestId, issues? } with a 4xx (decision record 0025).
 */
export const loader = ({ context }: LoaderFunctionArgs) => methodNotAllowed(context.requestId);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  jsonResource(request, context.requestId, async () => {
    await requirePermission(request, context.env, "blog:manage");
    const body = (await readForm(request, POST_BODY_LIMIT)).get("body");
    // An empty body is a valid preview (the writer deleted everything); no body field is not.
    if (typeof body !== "string" || body.length > BODY_MAX) {
      const problem = typeof body !== "string" ? "Send the body to preview" : `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters`;
      return jsonError(context.requestId, 400, problem, { issues: [{ path: "body", message: problem }] });
    }
    return jsonAnswer({ html: previewOf(body) });
  });

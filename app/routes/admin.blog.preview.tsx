import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { BODY_MAX } from "~/lib/blog/schemas";
import { requirePermission } from "~/server/auth/guards.server";
import { previewOf } from "~/server/blog/postForm.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { readForm } from "~/server/platform/forms.server";

/**
 * POST /admin/blog/preview (resource route): the live preview's HTML for a body as typed, rendered
 * by the same Markdown code and sanitiser as /news (markdown.server.ts). PostForm calls it with
 * fetch() a moment after typing stops; nothing is saved.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission(request, context.env, "blog:manage");
  const form = await readForm(request, POST_BODY_LIMIT);
  const body = form.get("body") ?? "";
  if (typeof body !== "string" || body.length > BODY_MAX) {
    return Response.json({ error: `Body must be at most ${BODY_MAX.toLocaleString("en-US")} characters` }, { status: 400 });
  }
  return Response.json({ html: previewOf(body) }, { headers: { "Cache-Control": "no-store" } });
}

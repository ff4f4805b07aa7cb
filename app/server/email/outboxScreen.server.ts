import { data, redirect } from "@remix-run/cloudflare";
import { formFields } from "../../lib/formErrors";
import { outboxIntents } from "../../lib/email/outboxIntents";
import { outboxIdSchema, outboxQuerySchema } from "../../lib/email/outboxQuery";
import { staffCall } from "../operations/staffOperation.server";
import { actionFailure } from "../platform/actionFailure.server";
import { requirePermission } from "../auth/guards.server";
import type { Env } from "../platform/env.server";
import { readForm } from "../platform/forms.server";
import { dispatchIntent } from "../platform/intents.server";
import { drainOutbox } from "./outbox.server";
import { listOutbox, outboxMessage, resendOutboxMessage } from "./outboxAdmin.server";
import { sinkMessage } from "./mailSink.server";
import { hideSecretLinks } from "./secretLinks.server";
import { UNREADABLE_BODY, openBody } from "./sealedBody.server";
import { chooseTransport } from "./transport.server";
import { logError } from "../platform/log.server";

/**
 * The server half of /admin/outbox and /admin/outbox/:id (admins: email:outbox; decision record
 * 0013). Kept out of the route files so the integration tests call the same code.
 */
interface ScreenContext {
  env: Env;
  requestId?: string;
  waitUntil?: (p: Promise<unknown>) => void;
}

export async function outboxListLoader(request: Request, { env }: ScreenContext) {
  await requirePermission(request, env, "email:outbox");
  const url = new URL(request.url);
  const parsed = outboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A bad filter in a shared link shows the unfiltered first page and says what was wrong.
  const query = parsed.success ? parsed.data : outboxQuerySchema.parse({});
  const page = await listOutbox(env.DB, query);
  const transport = chooseTransport(env);
  return {
    page,
    query,
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    transport: transport.ok ? transport.transport.name : null,
    transportProblem: transport.ok ? null : transport.reason,
  };
}

export async function outboxDetailLoader(request: Request, id: string | undefined, { env }: ScreenContext) {
  await requirePermission(request, env, "email:outbox");
  const parsedId = outboxIdSchema.safeParse(id);
  const message = parsedId.success ? await outboxMessage(env.DB, parsedId.data) : null;
  if (!message) throw data({ error: "Message not found" }, { status: 404 });
  // What the local mail catcher received, when it is the transport that took it.
  const received = message.transport === "sink" ? await sinkMessage(env.MEDIA, message.id) : null;
  // The message as staff may read it: a sealed body opened, an invitation's link without its token.
  const text = (await openBody(env.SEALING_KEYS, message.to, message.text)) ?? UNREADABLE_BODY;
  return {
    message: { ...message, text: hideSecretLinks(text), html: hideSecretLinks(message.html) },
    received: received && { ...received, text: hideSecretLinks(received.text), html: hideSecretLinks(received.html) },
  };
}

export async function outboxAction(request: Request, { env, requestId, waitUntil }: ScreenContext) {
  const { user } = await requirePermission(request, env, "email:outbox");
  const form = formFields(await readForm(request));
  // The screen's one button: anything else is the one "Unknown action" answer.
  return dispatchIntent(outboxIntents, form, {
    resend: async ({ id }) => {
      const result = await resendOutboxMessage(staffCall(env, user, request), { id });
      if (!result.ok) return actionFailure(result);
      // Sent now rather than at the next minute's traffic.
      waitUntil?.(drainOutbox(env, { prefer: { id: result.id } }).catch((error) => logError(requestId ?? "", "outbox.drain", error)));
      return redirect(`/admin/outbox/${encodeURIComponent(result.id)}?resent=${result.copied ? "copy" : "same"}`);
    },
  });
}

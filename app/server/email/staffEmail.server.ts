import { type StaffCall, admit, auditRow } from "../operations/staffOperation.server";
import type { Env } from "../platform/env.server";
import { logError } from "../platform/log.server";
import type { Result } from "../platform/result.server";
import { drainOutbox, enqueueStaffEmail } from "./outbox.server";
import { sendEmailSchema } from "./sendEmailSchema.server";

/**
 * Queues a staff member's message in the outbox (email:send; the same sender, retries and attempt
 * log as the sales notifications), with its audit row in the same batch, and starts a drain after
 * the response. Replies go to the staff member unless they name another address.
 */
export async function sendStaffEmail(
  call: StaffCall,
  env: Env,
  raw: unknown,
  options: { waitUntil?: (p: Promise<unknown>) => void; requestId?: string } = {},
): Promise<Result<{ id: string; status: "pending" }>> {
  const parsed = admit(call, "email:send", sendEmailSchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const id = crypto.randomUUID();
  await call.db.batch([
    enqueueStaffEmail(call.db, { to: input.to, replyTo: input.replyTo ?? call.actor.email, subject: input.subject, text: input.body }, call.actor.id, id),
    auditRow(call, { action: "email.send", target: input.to, detail: `${input.subject} (${id})` }),
  ]);
  options.waitUntil?.(drainOutbox(env, { prefer: { id } }).catch((error) => logError(options.requestId ?? "", "outbox.drain", error)));
  return { ok: true, id, status: "pending" };
}

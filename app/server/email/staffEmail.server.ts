import type { SendEmailInput } from "../../lib/email/sendEmailSchema";
import type { Env } from "../platform/env.server";
import { logError } from "../platform/log.server";
import { drainOutbox, enqueueStaffEmail } from "./outbox.server";

/**
 * Queues a staff member's message in the outbox (the same sender, retries and attempt log as the
 * sales notifications) and starts a drain after the response. Replies go to the staff member
 * unless they name another address.
 */
export async function sendStaffEmail(
  env: Env,
  sender: { id: string; email: string },
  input: SendEmailInput,
  options: { waitUntil?: (p: Promise<unknown>) => void; requestId?: string } = {},
): Promise<{ id: string; status: "pending" }> {
  const id = crypto.randomUUID();
  await enqueueStaffEmail(env.DB, { to: input.to, replyTo: input.replyTo ?? sender.email, subject: input.subject, text: input.body }, sender.id, id).run();
  options.waitUntil?.(drainOutbox(env, { prefer: { id } }).catch((error) => logError(options.requestId ?? "", "outbox.drain", error)));
  return { id, status: "pending" };
}

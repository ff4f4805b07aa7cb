import { demoResetSchema } from "../../lib/demo/demoResetSchema";
import type { D1 } from "../platform/d1Sessions.server";
import { hit } from "../platform/rateLimit.server";
import { type Result, fail } from "../platform/result.server";
import { type InviteEnv, invitationStatements } from "./demoInvitations.server";

/**
 * "Forgot your password?" on the demo sign-in (decision record 0052): a prospect asks for a link by
 * username or e-mail address, and the account's address gets a new single-use link to the
 * invitation page, where they choose a new password or create a passkey. It is the invitation
 * itself (same token store, page and sealed outbox message), valid for an hour. The password is
 * not touched until the link is used, so asking in someone else's name locks nobody out; the answer
 * is the same whether an account matched or not, so the form tells nobody which accounts exist.
 */

/** Asks one address may make: a person who mistyped, not a sweep of usernames. */
export const RESET_IP_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
/** Links one account is sent in an hour: enough to retry a lost message, too few to flood an inbox. */
const RESET_ACCOUNT_LIMIT = { limit: 3, windowSeconds: 3600 };

interface Account {
  id: string;
  username: string;
  name: string;
  email: string;
}

/**
 * Queues a reset link for each active, unexpired account the username or address names (an address
 * may hold more than one account). Answers the outbox ids queued (none for no match, a lapsed
 * account or one past its hourly limit: the caller says the same in every case), or 429 once this
 * client address has asked too often.
 */
export async function requestDemoPasswordReset(db: D1, env: InviteEnv, raw: unknown, ip: string, nowMs = Date.now()): Promise<Result<{ outboxIds: string[] }>> {
  const parsed = demoResetSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Enter your username or e-mail address";
    return fail(400, message, { issues: [{ path: "login", message }] });
  }
  const limited = await hit(db, `demo-reset-ip:${ip}`, RESET_IP_LIMIT);
  if (!limited.allowed) return fail(429, "Too many requests from this network: please wait a few minutes and try again", { retryAfter: limited.retryAfter });
  const now = new Date(nowMs).toISOString();
  const { results } = await db
    .prepare(
      `SELECT id, username, name, email FROM demo_users
       WHERE (username = ?1 OR email = ?1) AND active = 1 AND (expires_at IS NULL OR expires_at > ?2)
       ORDER BY created_at LIMIT 5`,
    )
    .bind(parsed.data.login, now)
    .all<Account>();
  const outboxIds: string[] = [];
  for (const account of results) {
    if (!(await hit(db, `demo-reset-account:${account.id}`, RESET_ACCOUNT_LIMIT)).allowed) continue;
    const { statements, outboxId } = await invitationStatements(db, env, account, null, nowMs, "reset");
    await db.batch(statements);
    outboxIds.push(outboxId);
  }
  return { ok: true, outboxIds };
}

import { credentialFor } from "../auth/authenticate.server";
import { verifyToken } from "../auth/tokens.server";
import { demoAccessRefusal } from "../auth/demoAccounts.server";
import type { Env } from "../platform/env.server";
import type { Columns } from "../platform/columns.server";

/**
 * Why a browser's demo session stopped working, when the reason is the account: its user was
 * deactivated or their access expired after they signed in. The guards already refuse such a
 * session (it reads as signed out); this finds the message to show instead of a bare sign-in form.
 * Returns null for anything else (no cookie, a forged, revoked or timed-out session).
 */
export async function lapsedDemoAccess(request: Request, env: Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV">): Promise<string | null> {
  const credential = credentialFor(request, env, "demo");
  if (!credential) return null;
  const claims = await verifyToken(env, credential.token, "demo");
  if (!claims) return null;
  const row = await env.DB.prepare(
    `SELECT u.active, u.expires_at FROM sessions s JOIN demo_users u ON u.id = s.demo_user_id
     WHERE s.id = ?1 AND u.id = ?2 AND s.audience = 'demo' AND s.revoked_at IS NULL AND s.expires_at > ?3`,
  )
    .bind(claims.jti, claims.sub, new Date().toISOString())
    .first<Columns<"demo_users", "active" | "expires_at">>();
  return row ? demoAccessRefusal({ active: row.active === 1, expiresAt: row.expires_at }) : null;
}

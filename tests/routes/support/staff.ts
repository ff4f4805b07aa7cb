import type { Role } from "../../../app/lib/auth/permissions";
import { cookieName } from "../../../app/server/auth/sessionCookies.server";
import { hashPassword } from "../../../app/server/auth/password.server";
import { createSession, markReauthenticatedStatement } from "../../../app/server/auth/sessions.server";
import { signToken } from "../../../app/server/auth/tokens.server";
import { newTotpSecret } from "../../../app/server/auth/totp.server";
import type { Env } from "../../../app/server/platform/env.server";

let counter = 0;

/**
 * A staff member made in the local D1, enrolled in the second factor, and the session cookie a
 * completed sign-in would have set (`recent`: re-authenticated just now, as after /admin/confirm;
 * `enrolled: false`: signed in with a password but no second factor set up yet).
 */
export async function signedInStaff(env: Env, role: Role, options: { recent?: boolean; name?: string; enrolled?: boolean } = {}) {
  const user = {
    id: crypto.randomUUID(),
    email: `route-${role}-${Date.now().toString(36)}-${counter++}@meridian-fs.example`,
    name: options.name ?? `Route ${role}`,
    role,
  };
  await env.DB.prepare("INSERT INTO staff_users (id, email, name, role, password_hash, totp_secret) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(user.id, user.email, user.name, role, await hashPassword(`pw-${crypto.randomUUID()}`), options.enrolled === false ? null : newTotpSecret())
    .run();
  const session = await createSession(env.DB, { audience: "staff", userId: user.id, persistent: false, secondFactor: options.enrolled !== false });
  if (options.recent) await markReauthenticatedStatement(env.DB, session.id).run();
  const token = await signToken(env, { sub: user.id, jti: session.id, aud: "staff", exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return { user, cookie: `${cookieName(env, "staff")}=${token}` };
}

import { env } from "cloudflare:workers";
import { createSession } from "../../app/server/auth/sessions.server";
import { type Audience, signToken } from "../../app/server/auth/tokens.server";
import { parseEnv } from "../../app/server/platform/env.server";
import { hashPassword } from "../../app/server/auth/password.server";
import type { Role } from "../../app/lib/auth/permissions";
import { newTotpSecret, totpAt } from "../../app/server/auth/totp.server";
import { sealTotpSecret } from "../../app/server/auth/secretBox.server";

/**
 * Identity fixtures for integration tests: users made directly in D1 and sessions minted
 * without a password round trip, so any test can call the API as someone.
 *
 *   const headers = await signedInHeaders("editor");
 *   const res = await client().api["sales-requests"].$get({ query: {} }, { headers });
 */
export const appEnv = () => parseEnv(env as unknown as Record<string, unknown>);
/** The keyring that seals TOTP secrets (SEALING_KEYS of vitest.config.ts). */
export const ring = () => appEnv().SEALING_KEYS;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  role: Role;
  password: string;
  /** The TOTP key of an enrolled user (every staff user by default: they must have one). */
  totpSecret: string | null;
}

/**
 * A staff user made directly in D1, enrolled in the second factor (every staff user must have one,
 * decision record 0012; one without can do nothing but enrol): `secondFactor: false` makes one without.
 */
export async function createStaff(role: Role, options: { email?: string; name?: string; password?: string; secondFactor?: boolean } = {}): Promise<TestStaff> {
  const user = {
    id: crypto.randomUUID(),
    email: options.email ?? `${unique(role)}@meridian-fs.example`,
    name: options.name ?? `Test ${role}`,
    role,
    password: options.password ?? `pw-${crypto.randomUUID()}`,
    totpSecret: (options.secondFactor ?? true) ? newTotpSecret() : null,
  };
  await env.DB.prepare("INSERT INTO staff_users (id, email, name, role, password_hash, totp_secret) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(user.id, user.email, user.name, role, await hashPassword(user.password), user.totpSecret && (await sealTotpSecret(ring(), user.id, user.totpSecret)))
    .run();
  return user;
}

/** A code for `user` at a chosen time (each 30-second step passes once: tests pick distinct steps). */
export const codeAt = (user: Pick<TestStaff, "totpSecret">, ms: number) => totpAt(user.totpSecret!, ms);

export interface TestDemoUser {
  id: string;
  username: string;
  password: string;
}

export async function createDemoUser(options: { active?: boolean; expiresAt?: string | null; username?: string } = {}): Promise<TestDemoUser> {
  const user = { id: crypto.randomUUID(), username: options.username ?? unique("demo"), password: `pw-${crypto.randomUUID()}` };
  await env.DB.prepare(
    `INSERT INTO demo_users (id, username, name, company, email, password_hash, expires_at, active)
     VALUES (?1, ?2, 'Pat Prospect', 'Example Credit Union', 'pat@cu.example', ?3, ?4, ?5)`,
  )
    .bind(user.id, user.username, await hashPassword(user.password), options.expiresAt ?? null, options.active === false ? 0 : 1)
    .run();
  return user;
}

/**
 * A live session for `userId` and its token: a sign-in that also stepped up just now (both factors
 * again, decision record 0036), so step-up routes answer; `steppedUp: false` is a sign-in alone.
 */
export async function mintToken(userId: string, audience: Audience, options: { persistent?: boolean; secondFactor?: boolean; steppedUp?: boolean } = {}) {
  const session = await createSession(env.DB, {
    audience,
    userId,
    persistent: options.persistent ?? false,
    secondFactor: options.secondFactor ?? audience === "staff",
    steppedUp: options.steppedUp ?? true,
  });
  const token = await signToken(appEnv(), { sub: userId, jti: session.id, aud: audience, exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return { token, session };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Headers of a freshly signed-in staff user of `role` (a new user each call). */
export async function signedInHeaders(role: Role): Promise<Record<string, string>> {
  const user = await createStaff(role);
  return bearer((await mintToken(user.id, "staff")).token);
}

/** A JSON request's init. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Headers that make a request come from its own client address (lockouts count per IP). */
export const fromIp = (ip: string, headers: Record<string, string> = {}) => ({ "CF-Connecting-IP": ip, ...headers });

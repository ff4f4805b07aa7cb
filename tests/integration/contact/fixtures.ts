import { env } from "cloudflare:workers";
import { parseEnv, type Env } from "../../../app/server/platform/env.server";
import { CONTACT_FIELDS } from "../../support/contact";

/** The app's parsed env inside the test worker (real local D1/R2, vars from wrangler.toml). */
export const appEnv = (): Env => parseEnv(env as unknown as Record<string, unknown>);

let ipCounter = 0;
/** A client address no other test in the file uses, so rate limits never collide. */
export const freshIp = () => `198.51.100.${++ipCounter}`;

/**
 * A valid contact request with a fresh client id and an e-mail address of its own (the form's
 * limits count per e-mail address too, so tests do not share one).
 */
export const validRequest = (overrides: Record<string, unknown> = {}) => ({
  ...CONTACT_FIELDS,
  Email: `ada.${crypto.randomUUID().slice(0, 8)}@example.com`,
  clientId: crypto.randomUUID(),
  ...overrides,
});

export async function countRows(table: "sales_requests" | "suspected_spam" | "email_outbox" | "email_attempts", where = "1 = 1", ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

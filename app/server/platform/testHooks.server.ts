import type { Env } from "./env.server";

/**
 * The test servers' hooks (the fixture writer, POST /api/test-fixtures, and the clock header,
 * X-Test-Now) answer only when both an explicit flag (TEST_FIXTURES / TEST_CLOCK, which only
 * scripts/e2e-server.mjs sets) and a request to this machine are present, and never where APP_ENV
 * says the site is deployed (production or preview). A flag left set on a deployment, or copied
 * into a preview's variables, opens nothing: on Cloudflare a request's host is the site's name
 * and CF-Connecting-IP the visitor's address, never the loopback (decision record 0037).
 */
const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|localhost|\[::1\]|::1)$/i;

/** Addressed to this machine from this machine: a loopback host and, when given, a loopback client address. */
export function isLoopbackRequest(request: Request): boolean {
  const host = new URL(request.url).hostname;
  const client = request.headers.get("CF-Connecting-IP");
  return LOOPBACK_HOST.test(host) && (client === null || LOOPBACK_HOST.test(client));
}

const deployed = (appEnv: unknown) => appEnv === "production" || appEnv === "preview";

/** May this request write test fixtures? */
export const testFixturesOpen = (request: Request, env: Pick<Env, "TEST_FIXTURES" | "APP_ENV">): boolean =>
  env.TEST_FIXTURES === "sql" && !deployed(env.APP_ENV) && isLoopbackRequest(request);

/** May this request set the server's clock (X-Test-Now)? */
export const testClockOpen = (request: Request, env: Pick<Env, "TEST_CLOCK" | "APP_ENV">): boolean =>
  env.TEST_CLOCK === "header" && !deployed(env.APP_ENV) && isLoopbackRequest(request);

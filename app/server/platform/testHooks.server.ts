import type { Env } from "./env.server";

/**
 * The test servers' hooks (the fixture writer, POST /api/test-fixtures, and the clock header,
 * X-Test-Now) answer only when both an explicit flag (TEST_FIXTURES / TEST_CLOCK, which only
 * scripts/e2e-server.mjs sets) and a request to this machine are present, and never where APP_ENV
 * says the site is deployed (production or preview). A flag left set on a deployment, or copied
 * into a preview's variables, opens nothing: on Cloudflare a request's host is the site's name
 * (decision record 0037). CF-Connecting-IP is not asked: locally any client may set it (the
 * browser tests do, to keep each spec's rate limits apart), and on Cloudflare the host check
 * already fails.
 */
// `*.localhost` is the loopback too (RFC 6761): the browser tests name a site of their own that way.
const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|(?:[a-z0-9-]+\.)*localhost|\[::1\]|::1)$/i;

/** Addressed to this machine: a loopback host name or address. */
export function isLoopbackRequest(request: Request): boolean {
  return LOOPBACK_HOST.test(new URL(request.url).hostname);
}

const deployed = (appEnv: unknown) => appEnv === "production" || appEnv === "preview";

/** May this request write test fixtures? */
export const testFixturesOpen = (request: Request, env: Pick<Env, "TEST_FIXTURES" | "APP_ENV">): boolean =>
  env.TEST_FIXTURES === "sql" && !deployed(env.APP_ENV) && isLoopbackRequest(request);

/** May this request set the server's clock (X-Test-Now)? */
export const testClockOpen = (request: Request, env: Pick<Env, "TEST_CLOCK" | "APP_ENV">): boolean =>
  env.TEST_CLOCK === "header" && !deployed(env.APP_ENV) && isLoopbackRequest(request);

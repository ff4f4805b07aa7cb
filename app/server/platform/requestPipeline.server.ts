import { setBuildId, setSiteOrigins } from "./edgeCache.server";
import { refuseFrameworkRequest } from "./frameworkLimits.server";
import { logError, logRequest } from "./log.server";
import { setPageStore } from "./pageStore.server";
import { type PublicCopyEnv, servePublicCopy } from "./publicCopy.server";
import { requestIdFor } from "./requestId.server";
import { shiftClockForTests } from "./shiftedClock.server";
import { APP_ENVS } from "./appEnvs.server";
import { applyDefaultHeaders, newNonce, securityHeaders } from "./securityHeaders.server";
import { StorageUnavailable } from "./storageFaults.server";

/**
 * The one request pipeline (decision record 0045), run by functions/_middleware.ts before every
 * page, API and media function: it gives the request its id and CSP nonce, answers a public page
 * from a kept copy, turns a storage outage into the API's 503, sets the security headers a
 * response has not set itself, and writes the request's one log line.
 *
 * This module and what it imports are evaluated when the isolate starts (`wrangler check
 * startup`): they stay small and free of zod, React and the routes (decision record 0027).
 */

/** What the pipeline shares with the functions after it, on the Pages context's `data`. */
export interface PipelineData {
  buildId: string;
  requestId: string;
  /** The CSP nonce of this response's scripts (pages only use it). */
  cspNonce: string;
  /** A public page's kept copy, already finished: the page function returns it as it is. */
  publicCopy?: Response;
  /** What the log line names: the API's route pattern; the path when unset. */
  route?: string;
  /** The signed-in user, for the log line, where the function after knows one. */
  userId?: string | null;
}

export type PipelineEnv = PublicCopyEnv & { TEST_CLOCK?: string; TEST_CLOCK_SHIFT_DAYS?: string; APP_ENV?: string };

interface PipelineContext {
  request: Request;
  env: PipelineEnv;
  data: Record<string, unknown>;
  waitUntil(promise: Promise<unknown>): void;
  next(): Promise<Response>;
}

/** The pipeline's facts on a Pages context's data (the functions after it read them here). */
export const pipelineData = (data: unknown) => data as PipelineData;

/**
 * The module-level state the platform helpers keep per isolate: the build id the edge cache's keys
 * are under, the pages' store and the site's host names (decision records 0032, 0037). The Remix
 * build is a bundle of its own with its own copy of these modules: server.ts calls this too.
 */
export function configurePlatform(env: PipelineEnv, buildId: string): void {
  setBuildId(buildId);
  setPageStore(env.MEDIA);
  setSiteOrigins(env);
}

/** Paths the API's functions answer (functions/api, media, demo-media, saviewgrid, sendemail); the rest are pages. */
const API_PATH = /^\/(api|media|demo-media|saviewgrid|sendemail)(\/|$)/;

export async function runPipeline(context: PipelineContext, buildId: string): Promise<Response> {
  const { request, env } = context;
  shiftClockForTests(request, env);
  const started = Date.now();
  const url = new URL(request.url);
  const data = pipelineData(context.data);
  data.buildId = buildId;
  data.requestId = requestIdFor(request);
  data.cspNonce = newNonce();
  const isPage = !API_PATH.test(url.pathname);
  let response: Response;
  const refused = appEnvProblem(env.APP_ENV);
  if (refused) {
    // Refused, not guessed: without a known mode the site cannot tell which cookies, headers and
    // guards apply, and development is the least safe guess (decision record 0046).
    logError(data.requestId, "config", new Error(refused));
    response = new Response(`Configuration error: ${refused}\nRequest id: ${data.requestId}\n`, {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  } else {
    configurePlatform(env, buildId);
    response = await nextOrError(context, data, isPage);
  }
  response = finishHeaders(response, { appEnv: env.APP_ENV, requestId: data.requestId, cspNonce: data.cspNonce, isPage });
  logRequest({
    requestId: data.requestId,
    method: request.method,
    route: data.route ?? url.pathname,
    status: response.status,
    durationMs: Date.now() - started,
    userId: data.userId ?? null,
  });
  return response;
}

/** What APP_ENV's value cannot run as, in words naming it; null when it is a known mode. */
export function appEnvProblem(appEnv: unknown): string | null {
  if (typeof appEnv === "string" && (APP_ENVS as readonly string[]).includes(appEnv)) return null;
  const value = appEnv === undefined || appEnv === "" ? "is missing" : `is ${JSON.stringify(appEnv)}, not a known mode`;
  return `APP_ENV ${value}: set it to one of ${APP_ENVS.join(", ")} (wrangler.toml's vars for the environment)`;
}

/**
 * The function after the pipeline. An outage of D1 or R2 is the API's 503; any other error is
 * logged here once, with the request id, and answered 500 (Pages would answer it unlogged).
 */
async function nextOrError(context: PipelineContext, data: PipelineData, isPage: boolean): Promise<Response> {
  try {
    // A public page kept in the location's cache or the pages' store goes out without the app
    // (decision record 0032); the page function returns it and readies the app after.
    if (isPage) data.publicCopy = await servePublicCopy(context.request, context.env, data, (p) => context.waitUntil(p));
    // Route discovery and data requests outside Remix's limits are refused here (decision record 0047).
    return (isPage ? refuseFrameworkRequest(context.request, new URL(context.request.url)) : undefined) ?? (await context.next());
  } catch (error) {
    if (error instanceof StorageUnavailable) {
      // An outage of D1 or R2, not a bug: 503 in the API's error shape (the API rethrows it here).
      logError(data.requestId, `storage unavailable (${error.part})`, error);
      return Response.json({ error: "Service Unavailable", requestId: data.requestId }, { status: 503 });
    }
    logError(data.requestId, "unhandled", error);
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    return new Response(`Internal Error\nRequest id: ${data.requestId}\n`, { status: 500, headers });
  }
}

/**
 * The request id, and the site-wide security headers the response has not set itself: a route's
 * own header wins (the invitation page's `Referrer-Policy: no-referrer`, decision record 0026).
 * HTML gets the policy with its nonce; JSON, media and everything else the strictest one. A page's
 * 304 carries no policy: the copy the browser keeps has its own, whose nonce matches its scripts.
 */
export function finishHeaders(response: Response, facts: { appEnv: unknown; requestId: string; cspNonce: string; isPage: boolean }): Response {
  const out = new Response(response.body, response);
  out.headers.set("X-Request-Id", facts.requestId);
  const isHtml = facts.isPage && (out.headers.get("Content-Type")?.startsWith("text/html") ?? false);
  const defaults = securityHeaders(facts.appEnv, isHtml ? "html" : "api", isHtml ? facts.cspNonce : undefined);
  if (facts.isPage && out.status === 304) delete defaults["Content-Security-Policy"];
  applyDefaultHeaders(out.headers, defaults);
  return out;
}

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { hc } from "hono/client";
import { type AppType, app } from "../../app/api/app.server";
import { currentBuildId } from "../../app/server/platform/edgeCache.server";
import { runPipeline } from "../../app/server/platform/requestPipeline.server";

/**
 * Calls the real Hono app inside workerd with the real local bindings, behind the request pipeline
 * as functions/_middleware.ts and hono/cloudflare-pages run it (the Pages context as env.eventContext),
 * under the build id the test has set.
 */
export async function api(path: string, init?: RequestInit, bindings: Record<string, unknown> = env): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, "http://127.0.0.1"), init);
  const data: Record<string, unknown> = {};
  const eventContext = { request, data, env: bindings, waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p) };
  const response = await runPipeline({ ...eventContext, next: async () => app.fetch(request, { ...bindings, eventContext }, ctx) }, currentBuildId());
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The API through its typed client (`hc<AppType>`), over `api` above: a test written with it fails
 * the type check when a route, parameter or body changes. Tests of malformed requests use `api`,
 * with a `// raw: why` comment (tests/unit/typedApiCalls.test.ts holds every call to that).
 */
export const client = (bindings: Record<string, unknown> = env) =>
  // raw: the typed client's own transport.
  hc<AppType>("http://127.0.0.1", { fetch: (input: RequestInfo | URL, init?: RequestInit) => api(String(input), init, bindings) });

/** The API's error text of a typed client's answer (errors are thrown, so the route's type does not list them). */
export const errorOf = async (res: { json(): Promise<unknown> }) => (await errorBodyOf(res)).error;

/** The API's error shape of a typed client's answer, `{ error, requestId, issues? }` (errors are thrown, so the route's type does not list them). */
export const errorBodyOf = async (res: { json(): Promise<unknown> }) =>
  (await res.json()) as { error: string; requestId: string; issues?: { path: string; message: string }[] };

/** The API's endpoints as Hono lists them ("METHOD /path/:param"): handlers, not the `use()` middleware (listed as ALL /…*). */
export function apiEndpoints(): string[] {
  const keys = app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/** The typed client's routes, for a helper that takes a route's body type: `InferRequestType<Api["api"]["login"]["$post"]>["json"]`. */
export type Api = ReturnType<typeof client>;

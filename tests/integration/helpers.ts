import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../app/api/app.server";
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

/** The API's endpoints as Hono lists them ("METHOD /path/:param"): handlers, not the `use()` middleware (listed as ALL /…*). */
export function apiEndpoints(): string[] {
  const keys = app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

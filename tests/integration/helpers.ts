import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../app/api/app.server";

/** Calls the real Hono app inside workerd with the real local bindings. */
export async function api(path: string, init?: RequestInit, bindings: Record<string, unknown> = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, "http://127.0.0.1"), init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The API's endpoints as Hono lists them ("METHOD /path/:param"): handlers, not the `use()` middleware (listed as ALL /…*). */
export function apiEndpoints(): string[] {
  const keys = app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

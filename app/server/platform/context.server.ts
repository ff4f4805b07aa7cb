import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RequestSession } from "./d1Sessions.server";
import { parseEnv, requestEnv, type Env } from "./env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    requestId: string;
    /** This response's CSP nonce for inline scripts. */
    cspNonce: string;
    waitUntil(promise: Promise<unknown>): void;
  }
}

/** What the request pipeline gave the request (pipelineData): its id and its CSP nonce. */
export interface RequestIds {
  requestId: string;
  cspNonce: string;
}

/**
 * What a page's loaders and actions get, and the request's D1 session beside it: its env with the
 * session as env.DB (d1Sessions.server.ts), made before the render; the caller sends the session's
 * bookmark after it (server.ts).
 */
export function pageLoadContext(
  rawEnv: unknown,
  request: Request,
  ids: RequestIds,
  waitUntil: (promise: Promise<unknown>) => void,
): { loadContext: AppLoadContext; session: RequestSession } {
  const { env, session } = requestEnv(parseEnv(rawEnv as Record<string, unknown>), request);
  return { loadContext: { env, requestId: ids.requestId, cspNonce: ids.cspNonce, waitUntil }, session };
}

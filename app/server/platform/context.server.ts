import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RequestSession } from "./d1Sessions.server";
import { parseEnv, requestEnv, type Env } from "./env.server";

interface CloudflareContext {
  env: unknown;
  ctx: { waitUntil(promise: Promise<unknown>): void };
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    requestId: string;
    /** This response's CSP nonce for inline scripts. */
    cspNonce: string;
    waitUntil(promise: Promise<unknown>): void;
  }
}

export interface RequestMeta {
  requestId: string;
  cspNonce: string;
  /** The request's D1 session, set by loadContext: server.ts sends its bookmark after a write. */
  d1?: RequestSession;
}

/** Loaders and actions get the request's D1 session as env.DB (d1Sessions.server.ts). */
export function loadContext(cloudflare: CloudflareContext, request: Request, meta: RequestMeta): AppLoadContext {
  const { env, session } = requestEnv(parseEnv(cloudflare.env as Record<string, unknown>), request);
  meta.d1 = session;
  return {
    env,
    requestId: meta.requestId,
    cspNonce: meta.cspNonce,
    waitUntil: (p) => cloudflare.ctx.waitUntil(p),
  };
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseEnv, type Env } from "./env.server";

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
}

export function loadContext(cloudflare: CloudflareContext, meta: RequestMeta): AppLoadContext {
  return {
    env: parseEnv(cloudflare.env as Record<string, unknown>),
    ...meta,
    waitUntil: (p) => cloudflare.ctx.waitUntil(p),
  };
}

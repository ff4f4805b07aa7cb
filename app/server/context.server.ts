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
    waitUntil(promise: Promise<unknown>): void;
  }
}

export function loadContext(cloudflare: CloudflareContext, requestId: string): AppLoadContext {
  return {
    env: parseEnv(cloudflare.env as Record<string, unknown>),
    requestId,
    waitUntil: (p) => cloudflare.ctx.waitUntil(p),
  };
}

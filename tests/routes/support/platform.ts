import { readFile } from "node:fs/promises";
import { getPlatformProxy } from "wrangler";
import { parseEnv } from "../../../app/server/platform/env.server";

type Proxy = Awaited<ReturnType<typeof getPlatformProxy<Record<string, unknown>>>>;
const shared = globalThis as { routeTestProxy?: Promise<Proxy> };

/**
 * The real local bindings for route tests running in Node: wrangler's platform proxy starts
 * workerd with wrangler.toml's D1 and R2 on the state globalSetup migrated, so a loader's
 * `context.env.DB` is the same local D1 `npm start` serves (not a mock). One proxy per test worker
 * process, shared by its files (wrangler's module, and so the proxy, outlives each file); Miniflare
 * stops its workerd when the process exits.
 */
export async function platform() {
  shared.routeTestProxy ??= getPlatformProxy<Record<string, unknown>>({ configPath: "wrangler.toml", persist: { path: ".wrangler/route-tests/v3" } });
  const proxy = await shared.routeTestProxy;
  const env = parseEnv({
    ...proxy.env,
    ASSETS: publicFiles,
    APP_ENV: "test",
    SESSION_SECRET: "route-test-secret-0123456789abcdef0123",
    EMAIL_TRANSPORT: "sink",
  });
  return { env, context: { env, requestId: "route-test", cspNonce: "route-test", waitUntil: () => {} } };
}

/** Pages' ASSETS binding as a deploy has it: the files of public/ by path (the translations are read through it). */
const publicFiles = {
  async fetch(input: string): Promise<Response> {
    const path = decodeURIComponent(new URL(input).pathname);
    if (path.includes("..")) return new Response("Not Found", { status: 404 });
    try {
      return new Response(await readFile(`public${path}`));
    } catch {
      return new Response("Not Found", { status: 404 });
    }
  },
};

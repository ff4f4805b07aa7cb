import type { Env } from "./env.server";
import { APP_VERSION } from "../../config/version";

export type Check = { ok: true; ms: number } | { ok: false; ms: number; error: string };

async function timed(fn: () => Promise<unknown>): Promise<Check> {
  const start = Date.now();
  try {
    await fn();
    return { ok: true, ms: Date.now() - start };
  } catch (e) {
    return { ok: false, ms: Date.now() - start, error: e instanceof Error ? e.message : String(e) };
  }
}

/** A real round trip to each store: a query on D1 (touching the migrated schema) and a list on R2. */
export async function checkHealth(env: Pick<Env, "DB" | "MEDIA">) {
  const [d1, r2] = await Promise.all([
    timed(() => env.DB.prepare("SELECT count(*) AS n FROM d1_migrations").first()),
    timed(() => env.MEDIA.list({ limit: 1 })),
  ]);
  const failing = [d1.ok ? null : "d1", r2.ok ? null : "r2"].filter((x): x is string => x !== null);
  return {
    status: failing.length === 0 ? ("ok" as const) : ("degraded" as const),
    version: APP_VERSION,
    checks: { d1, r2 },
    failing,
  };
}

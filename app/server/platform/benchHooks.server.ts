import { delayedD1 } from "./benchD1Delay.server";

/**
 * The bench's hook on the platform's bindings, applied by functions/_middleware.ts before any
 * function reads them: with BENCH_D1_DELAY_MS set (only `npm run bench:edge` sets it), D1
 * answers that many ms late. Kept here, outside the env schema's parse, so the production
 * artifact links a no-op in its place (scripts/artifact/noBenchHooks.server.ts) and ships none of
 * it; the env schema still refuses the variable in production.
 */
const applied = new WeakSet<object>();

export function applyBenchHooks(env: Record<string, unknown>): void {
  if (applied.has(env)) return;
  applied.add(env);
  const ms = Number(env.BENCH_D1_DELAY_MS ?? 0);
  if (!(ms > 0) || env.APP_ENV === "production") return;
  const db = env.DB as D1Database | undefined;
  if (db) env.DB = delayedD1(db, Math.min(ms, 2000));
}

/**
 * The pages' store's read is one round trip to where the bucket lives, as far as D1's primary:
 * the same BENCH_D1_DELAY_MS before it (ignored where APP_ENV is production).
 */
export async function benchStoreDelay(env: { BENCH_D1_DELAY_MS?: string; APP_ENV?: string }): Promise<void> {
  const ms = Number(env.BENCH_D1_DELAY_MS ?? 0);
  if (ms > 0 && ms <= 2000 && env.APP_ENV !== "production") await new Promise((resolve) => setTimeout(resolve, ms));
}

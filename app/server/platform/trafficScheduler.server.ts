/**
 * Pages has no cron, so work that must happen without a reader (the outbox's retries, reminders,
 * purges, webhook retries) is started by ordinary traffic: at most once per interval per isolate,
 * after the response (waitUntil). The check on each request is one comparison (decision record 0013).
 */

/** Keeps a promise's work alive after the response is sent (the platform's `ctx.waitUntil`). */
export type WaitUntil = (p: Promise<unknown>) => void;

/**
 * The request's waitUntil, or undefined where there is no execution context (`app.request` in a
 * script or test): then the work waits for the next request that has one.
 */
export function waitUntilOf(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}

/**
 * A scheduler run by traffic: `kick` starts `work` in waitUntil when at least `intervalMs` has
 * passed since the last start in this isolate, and says whether it did. `work` must be idempotent:
 * two isolates may run it at once.
 */
export function trafficScheduler<E>(intervalMs: number, work: (env: E, nowMs: number, onError: (e: unknown) => void) => Promise<unknown>) {
  let last = -Infinity;
  return function kick(env: E, waitUntil: WaitUntil | undefined, nowMs: number = Date.now(), onError: (e: unknown) => void = () => {}): boolean {
    if (!waitUntil || nowMs - last < intervalMs) return false;
    last = nowMs;
    waitUntil(work(env, nowMs, onError).catch(onError));
    return true;
  };
}

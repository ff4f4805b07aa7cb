/**
 * Tells an outage of D1 or R2 apart from a bug. The env's DB and MEDIA bindings are wrapped
 * (once, in parseEnv) so that a failing call on them rejects with StorageUnavailable naming the
 * part; the API answers it 503 'Service Unavailable', while an error of our own code stays 500.
 *
 * Errors that are the query's fault (bad SQL, a broken constraint) are bugs, not outages: they
 * pass through unchanged.
 */
type StoragePart = "d1" | "r2";

export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
  constructor(
    readonly part: StoragePart,
    cause: unknown,
  ) {
    super(`${part}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const OUR_FAULT =
  /SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG)|syntax error|no such (table|column)|constraint failed|datatype mismatch|wrong number of bindings/i;

function classify(error: unknown, part: StoragePart): unknown {
  if (error instanceof StorageUnavailable) return error;
  const message = error instanceof Error ? error.message : String(error);
  return OUR_FAULT.test(message) ? error : new StorageUnavailable(part, error);
}

const targets = new WeakMap<object, object>();
/** The real object behind a guard, for native calls that check their arguments (D1 batch). */
const unwrap = (v: unknown): unknown => (Array.isArray(v) ? v.map(unwrap) : (v && typeof v === "object" && targets.get(v)) || v);

/**
 * `target` with every method's failure classified; objects its methods return synchronously
 * (D1 prepared statements, sessions) are guarded the same way.
 */
export function guardBinding<T extends object>(target: T, part: StoragePart): T {
  const proxy = new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const call = () => (value as (...a: unknown[]) => unknown).apply(t, args.map(unwrap));
        let out: unknown;
        try {
          out = call();
        } catch (e) {
          throw classify(e, part);
        }
        if (out instanceof Promise) return retryWhileBusy(out, call).catch((e: unknown) => Promise.reject(classify(e, part)));
        if (out && typeof out === "object" && !(out instanceof ReadableStream)) return guardBinding(out, part);
        return out;
      };
    },
  });
  targets.set(proxy, target);
  return proxy;
}

const BUSY = /SQLITE_BUSY|database is locked/;
const BUSY_RETRIES = 3;

/**
 * SQLite answers BUSY before it changes anything, so the same call can simply be made again. D1
 * in production serialises writes and should not see it; the local database does whenever
 * another process (a test's `wrangler d1 execute`) holds its lock for a moment.
 */
async function retryWhileBusy(first: Promise<unknown>, call: () => unknown): Promise<unknown> {
  let pending = first;
  for (let attempt = 1; ; attempt++) {
    try {
      return await pending;
    } catch (error) {
      if (attempt > BUSY_RETRIES || !BUSY.test(error instanceof Error ? error.message : String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      pending = Promise.resolve(call());
    }
  }
}

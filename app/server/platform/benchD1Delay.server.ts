/**
 * For `npm run bench:edge` only (decision record 0027): the D1 binding with a simulated
 * round trip to a far primary, `ms` before each query or batch answers. Turned on by the env var
 * BENCH_D1_DELAY_MS, which the env schema refuses when APP_ENV is production (env.server.ts), so a
 * production isolate fails at its first request rather than run slowed down.
 */
import type { D1 } from "./d1Sessions.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const QUERIES = new Set(["first", "all", "run", "raw"]);
const RAW = Symbol("raw statement");
function delayedStatement(statement: D1PreparedStatement, ms: number): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key, receiver) {
      if (key === RAW) return target;
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (key === "bind") return (...args: unknown[]) => delayedStatement(value.apply(target, args) as D1PreparedStatement, ms);
      if (typeof key === "string" && QUERIES.has(key))
        return async (...args: unknown[]) => {
          await pause(ms);
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
}

export function delayedD1<T extends D1>(db: T, ms: number): T {
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      // The request's session (d1Sessions.server.ts) is as far away as the binding.
      if (key === "withSession") return (start?: string) => delayedD1((value as (s?: string) => D1).call(target, start), ms);
      if (key === "prepare") return (sql: string) => delayedStatement(target.prepare(sql), ms);
      if (key === "batch")
        return async (statements: D1PreparedStatement[]) => {
          await pause(ms);
          // The statements are our proxies; D1's batch wants its own statements back.
          return target.batch(statements.map((s) => (s as unknown as { [RAW]?: D1PreparedStatement })[RAW] ?? s));
        };
      if (key === "exec")
        return async (sql: string) => {
          await pause(ms);
          // Only the binding has exec (a session has not): reached only when `value` is a function.
          return (value as (sql: string) => Promise<unknown>).call(target, sql);
        };
      return value.bind(target);
    },
  });
}

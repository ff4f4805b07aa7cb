import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withRetryAfter } from "~/lib/cache";

/**
 * Every 429 tells the client when to try again (RFC 9110 §10.2.3 `Retry-After`): the API's answers
 * and every Remix action's alike. Remix builds a page's and a form post's headers only from the
 * routes' `headers` exports, so an action's `Retry-After` reaches the browser only through its
 * route's export (app/lib/cache.ts, withRetryAfter).
 */
const read = (path: string) => readFileSync(path, "utf8");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The source of the module a route's `headers` comes from (its own file, or the one it re-exports from). */
function headersSource(file: string, source: string): string | undefined {
  if (/export (const|function) headers\b/.test(source)) return source;
  const reexport = /export \{[^}]*\bheaders\b[^}]*\} from "([^"]+)"/.exec(source)?.[1];
  if (!reexport) return undefined;
  const target = reexport.startsWith("~/") ? join("app", reexport.slice(2)) : join("app/routes", reexport);
  return headersSource(target, read(`${target}.tsx`));
}

describe("Retry-After on every 429", () => {
  it("every route with an action exports headers that keep the action's Retry-After", () => {
    const missing: string[] = [];
    for (const name of readdirSync("app/routes")) {
      const file = join("app/routes", name);
      const source = read(file);
      if (!/export (const|async function|function) action\b|export \{[^}]*\baction\b/.test(source)) continue;
      const own = headersSource(file, source);
      if (!own || !/withRetryAfter|privatePageHeaders|"Retry-After"/.test(own)) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it("every 429 the server answers carries its retry time", () => {
    const bare: string[] = [];
    for (const file of [...filesUnder("app/server"), ...filesUnder("app/api"), ...filesUnder("app/routes"), ...filesUnder("app/routeModules")]) {
      const source = read(file);
      for (const match of source.matchAll(/\b(fail|failure|ApiError|data|json)\(\s*[^,()]*\b429\b/g)) {
        // The call's own arguments: up to where its parentheses close.
        let depth = 0;
        let end = match.index + match[0].indexOf("(");
        for (; end < source.length; end++) {
          if (source[end] === "(") depth++;
          else if (source[end] === ")" && --depth === 0) break;
        }
        const call = source.slice(match.index, end + 1);
        if (!/retryAfter|Retry-After/.test(call)) bare.push(`${file}: ${call.slice(0, 80)}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it("withRetryAfter keeps the action's Retry-After over the route's own headers, and the parent's without them", () => {
    const args = (actionHeaders: Record<string, string>) => ({
      actionHeaders: new Headers(actionHeaders),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers({ "Cache-Control": "private, no-store" }),
      errorHeaders: undefined,
    });
    const inherited = new Headers(withRetryAfter()(args({ "Retry-After": "3600" })));
    expect(inherited.get("Retry-After")).toBe("3600");
    expect(inherited.get("Cache-Control")).toBe("private, no-store");
    const own = new Headers(withRetryAfter(() => ({ "Cache-Control": "no-store" }))(args({})));
    expect(own.get("Cache-Control")).toBe("no-store");
    expect(own.has("Retry-After")).toBe(false);
  });
});

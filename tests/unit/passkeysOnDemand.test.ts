import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The passkey library (@simplewebauthn/server, with @peculiar/*, asn1js, tsyringe and
 * reflect-metadata, about a sixth of the server bundle) is loaded by the first passkey ceremony,
 * not by the first page render (docs/performance.md, "Server bundle and cold render"). The Remix
 * build evaluates every route module and everything they import statically on its first render, a
 * public page's included, so no module reachable that way may import the library as a value: only
 * `import type` (erased) or `import()` (a module the bundler initialises on first call).
 */
const ROOT = resolve(__dirname, "../..");
const APP = join(ROOT, "app");
const LIBRARY = "@simplewebauthn/server";

/** What the first render evaluates from: server.ts, the entries, the root and every route module. */
function entryPoints(): string[] {
  const routes = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return routes(path);
      return /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name) ? [path] : [];
    });
  const fixed = ["server.ts", "app/root.tsx", "app/entry.server.tsx"].map((f) => join(ROOT, f)).filter((f) => existsSync(f));
  return [...fixed, ...routes(join(APP, "routes"))];
}

// Static imports and re-exports that keep a value: `import type` / `export type` are erased.
const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/g;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? join(APP, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC)].map((m) => m[1]!);
}

/** Every chain of static imports from `starts` that ends at `pkg`, as file paths relative to the root. */
function staticChainsTo(
  starts: string[],
  pkg: string,
  read: (file: string) => string,
  resolveSpec: (from: string, spec: string) => string | null = resolveLocal,
): string[][] {
  const parent = new Map<string, string | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  const found: string[][] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of staticImports(read(file))) {
      if (spec === pkg || spec.startsWith(`${pkg}/`)) {
        const chain = [file];
        for (let p = parent.get(file); p; p = parent.get(p)) chain.unshift(p);
        found.push(chain.map((f) => relative(ROOT, f)));
        continue;
      }
      const target = resolveSpec(file, spec);
      if (target && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return found;
}

describe("the passkey library, loaded on demand", () => {
  it("tells a value import from a type-only or dynamic one (the check works)", () => {
    expect(staticImports(`import { a } from "x";\nimport type { B } from "y";\nconst z = () => import("z");`)).toEqual(["x"]);
    expect(staticImports(`import {\n  type A,\n  b,\n} from "x";\nexport { c } from "./c";\nexport type { D } from "./d";`)).toEqual(["x", "./c"]);
    const files: Record<string, string> = {
      [join(APP, "routes/page.tsx")]: `import { f } from "~/server/a.server";`,
      [join(APP, "server/a.server.ts")]: `import { g } from "${LIBRARY}";`,
    };
    const fake = (_from: string, spec: string) => (spec.startsWith("~/") ? `${join(APP, spec.slice(2))}.ts` : null);
    expect(staticChainsTo([join(APP, "routes/page.tsx")], LIBRARY, (f) => files[f] ?? "", fake)).toEqual([["app/routes/page.tsx", "app/server/a.server.ts"]]);
  });

  it("is imported by app/ (the ceremonies still use it)", () => {
    const source = readFileSync(join(APP, "server/auth/webauthn.server.ts"), "utf8");
    expect(source).toContain(`import("${LIBRARY}")`);
  });

  it("is not reached by a static import from server.ts, the root or any route module", () => {
    const starts = entryPoints();
    expect(starts.length).toBeGreaterThan(50);
    expect(staticChainsTo(starts, LIBRARY, (f) => readFileSync(f, "utf8"))).toEqual([]);
  });
});

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import graph of app/ has no circle (decision record 0020). ESLint's layer rules keep each
 * import pointing down; a circle inside one layer (two modules of one folder, or a type each side
 * takes from the other) is what they cannot see, so this test reads every import, type-only ones
 * too, and looks for strongly connected groups of modules.
 */
const APP = resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? join(APP, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => resolveImport(file, (m[1] ?? m[2])!));
      return [file, [...new Set(targets.filter((t): t is string => t !== null))]];
    }),
  );
}

/** Tarjan's strongly connected components with more than one module: the circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("app/'s import graph", () => {
  it("finds a circle when there is one (the check works)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(graph).map((g) => g.sort())).toEqual([["a", "b", "c"]]);
  });

  it("has no circle, type-only imports included", () => {
    const graph = importGraph(sourceFiles(APP));
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph).map((group) => group.map((f) => relative(APP, f)).sort())).toEqual([]);
  });
});

/**
 * app/server's folders, lowest first. A folder imports only from folders in rows above its own
 * (and from lib/, catalogue/, config/ outside server/): no folder imports back up, so each can be
 * read, and tested, with only what is above it. Two folders in one row import neither.
 */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ["platform"], // env, requests, storage, headers: what every domain stands on
  ["i18n"], // the translations (public/i18n/ through ASSETS): pages and the contact request read them
  ["operations"], // the staff-operation kernel: permission, schema, change and audit row in one batch
  ["auth"], // tokens, sessions, passwords, second factors, and the account rows sign-in reads
  ["users", "uploads", "trust", "company", "insights", "email", "webhooks"], // domains that stand alone
  ["sales"], // requests: raised with an e-mail and a webhook
  ["brochures", "demo"], // each raises a sales request
  ["products"], // a product's pictures and copy, and its brochure
  ["launch"], // the go-live checklist reads company, products and trust
  ["blog"], // posts (sample posts are refused in production: launch's rule)
  ["stories"], // customer stories reuse the blog's Markdown and news cache
  ["translations"], // staff's words per language: each kind's English record is read from its domain (0054)
  ["admin"], // what consumes the domains: staff routes' guard, dashboard, health, scheduled work
];

const SERVER = join(APP, "server");
const folderOf = (file: string) => relative(SERVER, file).split("/")[0]!;

describe("app/server's folders", () => {
  const layerOf = new Map(SERVER_LAYERS.flatMap((row, layer) => row.map((name) => [name, layer] as const)));
  const folders = readdirSync(SERVER, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it("are each given a row", () => {
    expect(folders.filter((name) => !layerOf.has(name))).toEqual([]);
  });

  it("import only from rows above their own", () => {
    const graph = importGraph(sourceFiles(SERVER));
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => target.startsWith(`${SERVER}/`) && folderOf(target) !== folderOf(file))
        .filter((target) => layerOf.get(folderOf(target))! >= layerOf.get(folderOf(file))!)
        .map((target) => `${relative(APP, file)} -> ${relative(APP, target)}`),
    );
    expect(upward).toEqual([]);
  });
});

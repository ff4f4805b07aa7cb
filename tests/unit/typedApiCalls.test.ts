import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Integration tests call the API through its typed client (`client()`, `hc<AppType>`), so a renamed
 * path or a changed parameter or body fails the type check (decision record 0051). The untyped
 * `api(path, init)` stays for what the typed client cannot send: malformed JSON, a wrong
 * Content-Type, a body the schema's type refuses, an unknown path, a raw header. Each such call
 * says so with a `// raw: why` comment on its line or the line before.
 */
const ROOT = "tests/integration";
const CALL = /(?<![\w.$])api\(/;
const DEFINITION = /\bfunction api\(/;
const RAW = /\/\/ raw: \S/;

function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** The lines (1-based) of `text` that call `api(` without a `// raw:` reason on that line or the one before. */
export function unmarkedCalls(text: string): number[] {
  const lines = text.split("\n");
  return lines.flatMap((line, i) => (CALL.test(line) && !DEFINITION.test(line) && !RAW.test(line) && !RAW.test(lines[i - 1] ?? "") ? [i + 1] : []));
}

describe("integration tests use the typed API client", () => {
  it("finds a call without a reason, and accepts one with a reason above it or on its line", () => {
    const text = [
      "const a = await client().api.health.$get();",
      'const b = await api("/api/health");',
      "// raw: a path the API does not have.",
      'const c = await api("/api/nope");',
      'const d = await api("{"); // raw: JSON that does not parse.',
      "export async function api(path: string) {}",
    ].join("\n");
    expect(unmarkedCalls(text)).toEqual([2]);
  });

  it("every untyped api() call in tests/integration says why it is raw", () => {
    const files = filesUnder(ROOT).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    const unmarked = files.flatMap((f) => unmarkedCalls(readFileSync(f, "utf8")).map((line) => `${f}:${line}`));
    expect(unmarked, "call these through client() (helpers.ts), or add a `// raw: why` comment").toEqual([]);
  });
});

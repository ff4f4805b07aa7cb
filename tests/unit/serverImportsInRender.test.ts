import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Remix empties a route module's imports from `.server` modules in the browser build, so a
 * constant imported from one and rendered (`<p>{MESSAGE}</p>`) shows on the server's HTML, then
 * vanishes when the page hydrates. Loaders and actions may use such constants; markup may not.
 */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : [],
  );
}

export function renderedServerConstants(source: string): string[] {
  const imported = [...source.matchAll(/import\s+\{([^}]*)\}\s+from\s+"[^"]*\.server"/g)].flatMap((m) =>
    m[1]!
      .split(",")
      .map((n) => n.trim())
      .filter((n) => /^[A-Z][A-Z0-9_]+$/.test(n)),
  );
  const code = source.replace(/^import\s[^;]*;/gm, "");
  return imported.filter((name) => new RegExp(`(?<!\\$)\\{\\s*${name}\\s*\\}`).test(code));
}

describe("constants from server modules in markup", () => {
  it("finds a rendered one and ignores one a loader uses", () => {
    expect(renderedServerConstants(`import { GONE } from "~/x.server";\nexport default () => <p>{GONE}</p>;`)).toEqual(["GONE"]);
    expect(renderedServerConstants(`import { PATH } from "~/x.server";\nconst to = \`\${PATH}?a\`;`)).toEqual([]);
  });

  it("no route or component renders one", () => {
    const offenders = tsxFiles("app").flatMap((file) => renderedServerConstants(readFileSync(file, "utf8")).map((name) => `${file}: ${name}`));
    expect(offenders).toEqual([]);
  });
});

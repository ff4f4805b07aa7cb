import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, test names and log messages stand alone: the tracker the work came from is not in the
 * repository, so a number from it points a reader nowhere. Where the reason matters, the code says it
 * or cites its decision record (docs/decisions/NNNN). Migrations are left as they landed.
 */
const ROOTS = ["app", "functions", "scripts", "tests", "docs", "server.ts", "remix.config.js", "README.md", "CHANGELOG.md"];
const CITATION = new RegExp(["\\bissues?", "\\d+\\b"].join(" "), "i");

function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : filesUnder(join(path, name))));
}

describe("no tracker numbers", () => {
  it("no source, test, script or document cites an issue number", () => {
    const found = ROOTS.flatMap(filesUnder)
      .filter((f) => /\.(tsx?|mjs|js|css|sql|sh|md)$/.test(f))
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .flatMap((line, i) => (CITATION.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

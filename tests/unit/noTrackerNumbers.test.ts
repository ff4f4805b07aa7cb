import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, test names, log messages and configuration stand alone: the tracker the work came from is
 * not in the repository, so a number from it points a reader nowhere. Where the reason matters, the
 * code says it or cites its decision record (docs/decisions/NNNN). Migrations are left as they landed.
 */
const ROOTS = ["app", "functions", "scripts", "tests", "docs", "seed", "server.ts", "README.md", "CHANGELOG.md"];
/** Configuration at the top of the repository and in CI: every tracked file of these kinds. */
const CONFIG = /^(\.ci\/|\.github\/|[^/]+\.(config\.[jt]s|json|toml|ya?ml)$|\.[a-z]+(ignore|rc\.json)$|\.dev\.vars\.example$|\.nvmrc$)/;
const CITATION = new RegExp(["\\bissues?", "\\d+\\b"].join(" "), "i");

function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : filesUnder(join(path, name))));
}

function configFiles(): string[] {
  const top = readdirSync(".").filter((name) => name !== "package-lock.json" && statSync(name).isFile());
  const ci = [".ci", ".github"].flatMap(filesUnder);
  return [...top, ...ci].filter((f) => CONFIG.test(f.replaceAll("\\", "/")));
}

function citations(files: string[]): string[] {
  return files.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) => (CITATION.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("no tracker numbers", () => {
  it("no source, test, script or document cites an issue number", () => {
    const files = ROOTS.flatMap(filesUnder).filter((f) => /\.(tsx?|mjs|js|css|sql|sh|md|json)$/.test(f));
    expect(citations(files)).toEqual([]);
  });

  it("no configuration file cites one either (eslint, Playwright, vitest, wrangler, CI)", () => {
    const files = configFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        "eslint.config.js",
        "playwright.config.ts",
        "vitest.config.ts",
        "wrangler.toml",
        "package.json",
        "tsconfig.json",
        ".github/workflows/ci.yml",
        ".ci/run",
      ]),
    );
    expect(citations(files)).toEqual([]);
  });
});

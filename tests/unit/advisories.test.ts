import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { findAdvisories, inRange } from "../../scripts/lib/advisories.mjs";

/** What ships is checked against known advisories offline (decision record 0041). */
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; dev?: boolean }> };
const require = createRequire(import.meta.url);
const installed = (name: string) => require(`${name}/package.json`) as { version: string; dependencies?: Record<string, string> };

describe("the offline advisory check", () => {
  it("finds no known advisory in package-lock.json", () => {
    expect(findAdvisories(lock)).toEqual([]);
  });

  it("fails a lockfile that ships react-router-dom 6.30.4 (GHSA-jjmj-jmhj-qwj2)", () => {
    const bad = structuredClone(lock);
    bad.packages["node_modules/react-router-dom"] = { version: "6.30.4" };
    expect(findAdvisories(bad).map((hit) => hit.id)).toEqual(["GHSA-jjmj-jmhj-qwj2"]);
  });

  it("ignores development-only copies, which never reach the deploy", () => {
    const devOnly = structuredClone(lock);
    devOnly.packages["node_modules/some-tool/node_modules/react-router-dom"] = { version: "6.30.4", dev: true };
    expect(findAdvisories(devOnly)).toEqual([]);
  });

  it("reads ranges as every comparator holding", () => {
    expect(inRange("6.30.5", [">=6.30.2", "<6.30.6"])).toBe(true);
    expect(inRange("6.30.6", [">=6.30.2", "<6.30.6"])).toBe(false);
    expect(inRange("6.30.1", [">=6.30.2", "<6.30.6"])).toBe(false);
    expect(inRange("2.17.5", ["<2.17.3"])).toBe(false);
  });

  it("installs the router Remix runs on at the fixed versions, one copy each", () => {
    expect(installed("react-router-dom").version).toBe("6.30.6");
    expect(installed("react-router").version).toBe("6.30.6");
    // The router react-router 6.30.6 was published with, not the older one Remix 2.17.5 pins.
    expect(installed("@remix-run/router").version).toBe(installed("react-router").dependencies?.["@remix-run/router"]);
    const copies = Object.keys(lock.packages).filter((path) => /node_modules\/(react-router|react-router-dom|@remix-run\/router)$/.test(path));
    expect(copies.sort()).toEqual(["node_modules/@remix-run/router", "node_modules/react-router", "node_modules/react-router-dom"]);
  });
});

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADVISORIES, advisoryStatuses, findAdvisories, inRange } from "../../scripts/lib/advisories.mjs";

/** What ships is checked against every known advisory offline (decision records 0041, 0047). */
type Lock = { packages: Record<string, { version?: string; dev?: boolean; resolved?: string }> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;
const require = createRequire(import.meta.url);
const installed = (name: string) => require(`${name}/package.json`) as { version: string; dependencies?: Record<string, string> };
const statusOf = (l: Lock, list = ADVISORIES) => Object.fromEntries(advisoryStatuses(l, list).map((s) => [s.advisory.id, s.status]));

describe("the offline advisory check", () => {
  it("holds every advisory published on what ships, each fixed or assessed", () => {
    expect(ADVISORIES.map((a) => a.id).sort()).toEqual(
      [
        "GHSA-jjmj-jmhj-qwj2",
        "GHSA-h5cw-625j-3rxh",
        "GHSA-2w69-qvjg-hvjx",
        "GHSA-8x6r-g9mw-2r78",
        "GHSA-rxv8-25v2-qmq8",
        "GHSA-49rj-9fvp-4h2h",
        "GHSA-8v8x-cx79-35w7",
        "GHSA-84g9-w2xq-vcv6",
        "GHSA-chx6-hx7r-mcp5",
        "GHSA-wrjc-x8rr-h8h6",
        "GHSA-337j-9hxr-rhxg",
      ].sort(),
    );
    expect(statusOf(lock)).toEqual({
      "GHSA-jjmj-jmhj-qwj2": "fixed",
      "GHSA-h5cw-625j-3rxh": "fixed",
      "GHSA-2w69-qvjg-hvjx": "fixed",
      "GHSA-8x6r-g9mw-2r78": "fixed",
      "GHSA-rxv8-25v2-qmq8": "assessed",
      "GHSA-49rj-9fvp-4h2h": "assessed",
      "GHSA-8v8x-cx79-35w7": "assessed",
      "GHSA-84g9-w2xq-vcv6": "fixed",
      "GHSA-chx6-hx7r-mcp5": "fixed",
      "GHSA-wrjc-x8rr-h8h6": "assessed",
      "GHSA-337j-9hxr-rhxg": "assessed",
    });
  });

  it("fails an advisory that covers what ships and is not assessed, added to a copy of the list", () => {
    const unassessed = { id: "GHSA-xxxx-xxxx-xxxx", title: "a new one", packages: [{ name: "react-router", affected: ["<6.31.0"] }] };
    const statuses = advisoryStatuses(lock, [...ADVISORIES, unassessed]);
    expect(statuses.filter((s) => s.status === "unassessed").map((s) => s.advisory.id)).toEqual(["GHSA-xxxx-xxxx-xxxx"]);
  });

  it("does not take an assessment whose decision record or test does not name the advisory", () => {
    const copy = ADVISORIES.map((a) =>
      a.id === "GHSA-8v8x-cx79-35w7"
        ? { ...a, assessed: { decision: "docs/decisions/0041-advisories-offline.md", test: "tests/unit/routeMatching.test.ts" } }
        : a,
    );
    const [status] = advisoryStatuses(lock, copy).filter((s) => s.advisory.id === "GHSA-8v8x-cx79-35w7");
    expect(status?.status).toBe("unassessed");
    expect(status?.gaps.join("; ")).toContain("does not name GHSA-8v8x-cx79-35w7");
    const missing = copy.map((a) =>
      a.id === "GHSA-8v8x-cx79-35w7" ? { ...a, assessed: { decision: "docs/decisions/9999-none.md", test: "none.test.ts" } } : a,
    );
    expect(statusOf(lock, missing)["GHSA-8v8x-cx79-35w7"]).toBe("unassessed");
  });

  it("fails a fixed advisory whose named proof no longer names it", () => {
    const copy = ADVISORIES.map((a) =>
      a.id === "GHSA-8x6r-g9mw-2r78" ? { ...a, proof: { decision: "docs/decisions/0047-remix-v2-advisories.md", test: "tests/unit/toolchain.test.ts" } } : a,
    );
    expect(statusOf(lock, copy)["GHSA-8x6r-g9mw-2r78"]).toBe("unproven");
  });

  it("fails a lockfile that ships react-router-dom 6.30.4 (GHSA-jjmj-jmhj-qwj2, listed as fixed)", () => {
    const bad = structuredClone(lock);
    bad.packages["node_modules/react-router-dom"] = { version: "6.30.4" };
    expect(findAdvisories(bad).map((hit) => hit.id)).toContain("GHSA-jjmj-jmhj-qwj2");
    expect(statusOf(bad)["GHSA-jjmj-jmhj-qwj2"]).toBe("unassessed");
  });

  it("ignores development-only copies, which never reach the deploy", () => {
    const devOnly = structuredClone(lock);
    devOnly.packages["node_modules/some-tool/node_modules/react-router-dom"] = { version: "6.30.4", dev: true };
    expect(statusOf(devOnly)).toEqual(statusOf(lock));
  });

  it("reads ranges as every comparator holding, a patched build as its release", () => {
    expect(inRange("6.30.5", [">=6.30.2", "<6.30.6"])).toBe(true);
    expect(inRange("6.30.6", [">=6.30.2", "<6.30.6"])).toBe(false);
    expect(inRange("6.30.1", [">=6.30.2", "<6.30.6"])).toBe(false);
    expect(inRange("2.17.5", ["<2.17.3"])).toBe(false);
    expect(inRange("2.4.1-finsoft.1", ["<3.0.0"])).toBe(true);
  });

  it("passes `npm run audit:offline` on this lockfile and lists each advisory with its status", () => {
    const out = execFileSync(process.execPath, ["scripts/check-advisories.mjs"], { encoding: "utf8" });
    for (const { id } of ADVISORIES) expect(out).toMatch(new RegExp(`^(fixed|assessed) +${id} `, "m"));
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

describe("the patched turbo-stream (vendor/)", () => {
  it("is the one copy installed, from the repository's tarball", () => {
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith("node_modules/turbo-stream"));
    expect(copies.map(([path, entry]) => [path, entry.version, entry.resolved])).toEqual([
      ["node_modules/turbo-stream", "2.4.1-finsoft.1", "file:vendor/turbo-stream-2.4.1-finsoft.1.tgz"],
    ]);
    expect(installed("turbo-stream").version).toBe("2.4.1-finsoft.1");
  });

  it("carries both changes in the ESM build (browser and worker) and the CommonJS one", () => {
    const dist = (file: string) => readFileSync(join(dirname(require.resolve("turbo-stream/package.json")), "dist", file), "utf8");
    for (const file of ["turbo-stream.mjs", "flatten.js"]) expect(dist(file)).not.toMatch(/\bflatten\.call\(this,/);
    for (const file of ["turbo-stream.mjs", "unflatten.js"])
      expect(dist(file)).toContain('["EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError"].includes(errorType)');
  });
});

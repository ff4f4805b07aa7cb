// Every published advisory on a package in the production tree, and what this project decided about
// each (decision records 0041, 0047). The registry the build machines reach answers `npm audit`
// with 405, so `npm run audit:offline` reads this list against package-lock.json; the GitHub
// workflow's `npm audit` job reads npm's own report against it (scripts/audit-gate.mjs).
//
// An advisory's status is worked out, never written down:
// - "fixed": no installed copy of a package it names is in its affected range (the version moved
//   past it, or never was in it);
// - "assessed": an installed copy is in range, and the entry names the decision record that says
//   why the site is safe and the test that sends the attack's shape; both files exist and name
//   the advisory;
// - "unassessed": in range and not assessed. The check fails on it, and on "unproven": a fixed
//   advisory whose named proof (a test the issue asked for) no longer exists or names it.
// Each package's range is a list of comparators that must all hold, as published.
import { existsSync, readFileSync } from "node:fs";

const RECORD = "docs/decisions/0047-remix-v2-advisories.md";
const REMIX_TEST = "tests/integration/platform/remixAdvisories.test.tsx";

/**
 * @typedef {{ decision: string, test: string }} Proof
 * @typedef {{ id: string, aliases?: string[], title: string, packages: { name: string, affected: string[] }[], assessed?: Proof, proof?: Proof }} Advisory
 */

/** The advisories, with their sources: github.com/advisories/<id>. @type {Advisory[]} */
export const ADVISORIES = [
  {
    id: "GHSA-jjmj-jmhj-qwj2",
    title: "react-router-dom 6.30.2 to 6.30.5",
    packages: [{ name: "react-router-dom", affected: [">=6.30.2", "<6.30.6"] }],
  },
  {
    id: "GHSA-h5cw-625j-3rxh",
    aliases: ["CVE-2026-22030"],
    title: "CSRF on document POSTs to UI routes",
    packages: [{ name: "@remix-run/server-runtime", affected: ["<2.17.3"] }],
  },
  {
    id: "GHSA-2w69-qvjg-hvjx",
    aliases: ["CVE-2026-22029"],
    title: "XSS via open redirect",
    packages: [
      { name: "@remix-run/router", affected: ["<=1.23.1"] },
      { name: "react-router", affected: [">=6.0.0", "<=6.30.2"] },
    ],
  },
  {
    id: "GHSA-8x6r-g9mw-2r78",
    aliases: ["CVE-2026-42342"],
    title: "DoS via unbounded path expansion in /__manifest",
    packages: [{ name: "@remix-run/server-runtime", affected: [">=2.10.0", "<2.17.5"] }],
    // Fixed by the version; lazy route discovery is on, so the request is also bounded before Remix.
    proof: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-rxv8-25v2-qmq8",
    aliases: ["CVE-2026-34077"],
    title: "DoS via reflected user input in single fetch (turbo-stream 2)",
    packages: [
      { name: "turbo-stream", affected: ["<3.0.0"] },
      { name: "react-router", affected: [">=7.0.0", "<7.14.0"] },
    ],
    assessed: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-49rj-9fvp-4h2h",
    aliases: ["CVE-2026-42211"],
    title: "turbo-stream v2: constructor invocation via TYPE_ERROR deserialization",
    packages: [
      { name: "@remix-run/server-runtime", affected: ["<2.17.5"] },
      { name: "react-router", affected: ["<7.14.2"] },
    ],
    assessed: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-8v8x-cx79-35w7",
    aliases: ["CVE-2026-21884"],
    title: "ScrollRestoration SSR XSS",
    packages: [{ name: "react-router", affected: ["<7.12.0"] }],
    assessed: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-84g9-w2xq-vcv6",
    title: "CSRF via PUT/PATCH/DELETE document requests (framework mode)",
    packages: [{ name: "react-router", affected: [">=7.0.0", "<7.15.1"] }],
    // Outside its range; Remix 2.17.5 carries the same fix, and the site's own rule runs first.
    proof: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-chx6-hx7r-mcp5",
    aliases: ["CVE-2026-55685"],
    title: "Unauthenticated DoS via inefficient route matching",
    packages: [{ name: "react-router", affected: [">=7.0.0", "<7.18.0"] }],
    proof: { decision: RECORD, test: "tests/unit/routeMatching.test.ts" },
  },
  {
    // Its text is not reachable from the build machines: the range is the one decision record 0041
    // recorded, and the assessment covers every security change of the release that fixed it.
    id: "GHSA-wrjc-x8rr-h8h6",
    title: "Fixed in react-router 7.18.0 (text not reachable offline)",
    packages: [{ name: "react-router", affected: ["<7.18.0"] }],
    assessed: { decision: RECORD, test: REMIX_TEST },
  },
  {
    id: "GHSA-337j-9hxr-rhxg",
    title: "SSR hydration errors constructed from a type name (fixed in react-router 7.18.0)",
    packages: [{ name: "react-router", affected: ["<7.18.0"] }],
    assessed: { decision: RECORD, test: REMIX_TEST },
  },
];

const parse = (version) => version.split("-")[0].split(".").map(Number);

function compare(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const TESTS = { ">=": (c) => c >= 0, ">": (c) => c > 0, "<=": (c) => c <= 0, "<": (c) => c < 0, "=": (c) => c === 0 };

/**
 * Whether version satisfies every comparator such as ">=6.30.2" or "<6.30.6". A pre-release or
 * local build (2.4.1-finsoft.1) counts as its release: a patched copy stays in its range.
 */
export function inRange(version, comparators) {
  return comparators.every((comparator) => {
    const [, op, bound] = /^(>=|<=|>|<|=)?\s*(\S+)$/.exec(comparator) ?? [];
    if (!bound) throw new Error(`Unreadable comparator: ${comparator}`);
    return TESTS[op ?? "="](compare(version, bound));
  });
}

/** Installed copies in a package-lock.json (v2/v3) that reach the deploy: development-only ones are skipped. */
function shippedCopies(lock) {
  const copies = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path || entry.dev || !entry.version || !path.includes("node_modules/")) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    copies.push({ name, path, version: entry.version });
  }
  return copies;
}

/** Every shipped copy an advisory's range covers. */
export function findAdvisories(lock, advisories = ADVISORIES) {
  const found = [];
  const copies = shippedCopies(lock);
  for (const advisory of advisories) {
    for (const pkg of advisory.packages) {
      for (const copy of copies) {
        if (copy.name === pkg.name && inRange(copy.version, pkg.affected)) found.push({ id: advisory.id, ...copy, affected: pkg.affected });
      }
    }
  }
  return found;
}

const readText = (path) => (existsSync(path) ? readFileSync(path, "utf8") : undefined);

/**
 * What is missing from an assessment (or, with key "proof", from the proof a fixed advisory carries):
 * its decision record and test must exist and name the advisory.
 */
export function assessmentGaps(advisory, read = readText, key = "assessed") {
  const gaps = [];
  const proof = advisory[key];
  if (!proof?.decision || !proof?.test) return ["no decision record and test named"];
  for (const [kind, path] of [
    ["decision record", proof.decision],
    ["test", proof.test],
  ]) {
    const text = read(path);
    if (text === undefined) gaps.push(`${kind} ${path} does not exist`);
    else if (!text.includes(advisory.id)) gaps.push(`${kind} ${path} does not name ${advisory.id}`);
  }
  return gaps;
}

/** Each advisory with its status ("fixed", "assessed", "unassessed", "unproven"), the copies in range and any gaps. */
export function advisoryStatuses(lock, advisories = ADVISORIES, read = readText) {
  const found = findAdvisories(lock, advisories);
  return advisories.map((advisory) => {
    const hits = found.filter((hit) => hit.id === advisory.id);
    // A fixed advisory that names a proof keeps it true: a proof that no longer names it fails.
    if (!hits.length) {
      const gaps = advisory.proof ? assessmentGaps(advisory, read, "proof") : [];
      return { advisory, status: gaps.length ? "unproven" : "fixed", hits, gaps };
    }
    const gaps = assessmentGaps(advisory, read);
    return { advisory, status: gaps.length ? "unassessed" : "assessed", hits, gaps };
  });
}

/** The list's entry for an advisory id or alias (GHSA or CVE). */
export function advisoryById(id, advisories = ADVISORIES) {
  const wanted = id.toUpperCase();
  return advisories.find((a) => a.id.toUpperCase() === wanted || (a.aliases ?? []).some((alias) => alias.toUpperCase() === wanted));
}

// An offline advisory check for what ships: the registry these machines reach answers `npm audit`
// with 405, so nothing else in the suite would notice a known-bad version (decision record 0041).
// Each entry names a package, the affected range as a list of comparators that must all hold,
// and the advisory. `npm audit` in the GitHub workflow is the online check where the registry allows it.

/** Known advisories against packages in the production tree. Keep each with its source. */
export const KNOWN_ADVISORIES = [
  {
    id: "GHSA-jjmj-jmhj-qwj2",
    name: "react-router-dom",
    affected: [">=6.30.2", "<6.30.6"],
    fixedIn: "6.30.6",
  },
  {
    // CSRF on document POSTs to UI routes (CVE-2026-22030); Remix v2's fix is in server-runtime 2.17.3.
    id: "CVE-2026-22030",
    name: "@remix-run/server-runtime",
    affected: ["<2.17.3"],
    fixedIn: "2.17.3",
  },
];

const parse = (version) => version.split("-")[0].split(".").map(Number);

function compare(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const TESTS = { ">=": (c) => c >= 0, ">": (c) => c > 0, "<=": (c) => c <= 0, "<": (c) => c < 0, "=": (c) => c === 0 };

/** Whether version satisfies every comparator such as ">=6.30.2" or "<6.30.6". */
export function inRange(version, comparators) {
  return comparators.every((comparator) => {
    const [, op, bound] = /^(>=|<=|>|<|=)?\s*(\S+)$/.exec(comparator) ?? [];
    if (!bound) throw new Error(`Unreadable comparator: ${comparator}`);
    return TESTS[op ?? "="](compare(version, bound));
  });
}

/**
 * Every installed copy of a package in a package-lock.json (v2/v3) that a known advisory covers.
 * Development-only copies are skipped: they never reach the deploy.
 */
export function findAdvisories(lock, advisories = KNOWN_ADVISORIES) {
  const found = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path || entry.dev || !entry.version) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    for (const advisory of advisories) {
      if (advisory.name === name && inRange(entry.version, advisory.affected)) {
        found.push({ ...advisory, path, version: entry.version });
      }
    }
  }
  return found;
}

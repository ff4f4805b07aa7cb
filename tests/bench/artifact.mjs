// `npm run bench:artifact` (decision record 0046): the bytes Cloudflare runs, read from the real
// artifact (.rehearsal/site/_worker.js, what `npm run rehearse` served and `npm run deploy`
// uploads; linked here first when missing or with --build). Budget (scripts/lib/artifactBudget.mjs,
// which the rehearsal enforces): ≤ 2.0 MB raw and ≤ 600 KB gzip. Also checks that no npm package is linked twice (two copies at two paths), that
// react-dom's browser renderer and the test-only code are not in it, and lists the largest parts.
// `--compare <worker.js>` prints another artifact's sizes beside it (e.g. the unminified bundle
// `wrangler pages deploy` made of functions/ before, kept by hand in .rehearsal/baseline).
import "../../scripts/lib/requireNode.mjs";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { budgetVerdict, kb, WORKER_BUDGET, workerSizes } from "../../scripts/lib/artifactBudget.mjs";
import { buildArtifact, TEST_ONLY_MARKERS } from "../../scripts/lib/artifact.mjs";
import { bin, run } from "../../scripts/lib/run.mjs";
import { printTable } from "./lib/table.mjs";

const WORKER = ".rehearsal/site/_worker.js";
const META = ".rehearsal/.production-scratch/meta.json";

const { values } = parseArgs({ options: { build: { type: "boolean", default: false }, compare: { type: "string" } } });
if (values.build || !existsSync(WORKER) || !existsSync(META)) {
  await run(bin("remix"), ["build"], { stdio: ["ignore", "ignore", "inherit"] });
  await buildArtifact({ outDir: ".rehearsal/site", kind: "production" });
}

const sizes = workerSizes;
const mine = sizes(WORKER);
const rows = [["this artifact", WORKER, kb(mine.raw), kb(mine.gzip)]];
if (values.compare) {
  const other = sizes(values.compare);
  rows.push(["compared with", values.compare, kb(other.raw), kb(other.gzip)]);
}
printTable("The worker Cloudflare runs", ["", "file", "raw", "gzip (level 9)"], rows);

const meta = JSON.parse(readFileSync(META, "utf8"));
const inputs = Object.values(meta.outputs)[0].inputs;
const packageOf = (path) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
const copies = new Map();
const parts = new Map();
for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
  const name = packageOf(path);
  const root = name ? path.slice(0, path.lastIndexOf(`node_modules/${name}`) + `node_modules/${name}`.length) : null;
  if (name) copies.set(name, new Set([...(copies.get(name) ?? []), root]));
  const part = name ?? (path.startsWith("build/") ? "build/server/remix.js (the Remix build)" : path.split("/").slice(0, 3).join("/"));
  parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
}
printTable(
  "Largest parts (bytes in the minified output)",
  ["part", "bytes"],
  [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([p, b]) => [p, kb(b)]),
);

const text = readFileSync(WORKER, "utf8");
const twice = [...copies].filter(([, roots]) => roots.size > 1).map(([name]) => name);
const checks = [
  { what: `raw ${kb(mine.raw)} ≤ ${kb(WORKER_BUDGET.raw)}`, ok: !budgetVerdict(mine).over.includes("raw") },
  { what: `gzip ${kb(mine.gzip)} ≤ ${kb(WORKER_BUDGET.gzip)}`, ok: !budgetVerdict(mine).over.includes("gzip") },
  { what: `no package linked twice${twice.length ? `: ${twice.join(", ")}` : ""}`, ok: twice.length === 0 },
  { what: "react-dom's browser renderer left out", ok: !Object.keys(inputs).some((p) => p.endsWith("react-dom/cjs/react-dom.production.min.js")) },
  { what: "no test-only code", ok: TEST_ONLY_MARKERS.every((m) => !text.includes(m)) },
];
for (const c of checks) console.log(`${c.ok ? "ok  " : "MISS"} ${c.what}`);
process.exitCode = checks.every((c) => c.ok) ? 0 : 1;

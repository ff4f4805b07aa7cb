// `npm run audit:offline`: every known advisory on what package-lock.json ships, with its status;
// fails when one covers a shipped version and is not assessed, or a fixed one's proof is gone
// (scripts/lib/advisories.mjs; decision records 0041, 0047).
import { readFileSync } from "node:fs";
import { advisoryStatuses } from "./lib/advisories.mjs";

const lock = JSON.parse(readFileSync(process.argv[2] ?? "package-lock.json", "utf8"));
const statuses = advisoryStatuses(lock);
const passing = new Set(["fixed", "assessed"]);
for (const { advisory, status, hits, gaps } of statuses) {
  const shipped = [...new Set(hits.map((hit) => `${hit.name} ${hit.version}`))].join(", ");
  const proof = advisory.proof ? `; proof: ${advisory.proof.test}` : "";
  const where =
    status === "fixed"
      ? `no shipped version in range${proof}`
      : status === "assessed"
        ? `${shipped} in range; ${advisory.assessed?.decision}, ${advisory.assessed?.test}`
        : `${shipped || "not in range"}; ${gaps.join("; ")}`;
  const line = `${status.padEnd(10)} ${advisory.id.padEnd(20)} ${advisory.title} (${where})`;
  if (passing.has(status)) console.log(line);
  else console.error(line);
}
const failing = statuses.filter((s) => !passing.has(s.status));
if (failing.length) {
  console.error(`\n${failing.length} advisory(ies) are neither fixed nor assessed: add a decision and a test, or move past the range.`);
  process.exit(1);
}
console.log(`\nEvery known advisory on what ships is fixed or assessed (${statuses.length} listed).`);

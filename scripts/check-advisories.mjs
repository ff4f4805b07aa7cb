// `npm run audit:offline`: every known advisory on what package-lock.json ships, with its status;
// fails when one covers a shipped version and is not assessed (scripts/lib/advisories.mjs;
// decision records 0041, 0046).
import { readFileSync } from "node:fs";
import { advisoryStatuses } from "./lib/advisories.mjs";

const lock = JSON.parse(readFileSync(process.argv[2] ?? "package-lock.json", "utf8"));
const statuses = advisoryStatuses(lock);
for (const { advisory, status, hits, gaps } of statuses) {
  const shipped = [...new Set(hits.map((hit) => `${hit.name} ${hit.version}`))].join(", ");
  const where =
    status === "fixed" ? "no shipped version in range" : `${shipped} in range; ${status === "assessed" ? advisory.assessed.decision : gaps.join("; ")}`;
  const line = `${status.padEnd(10)} ${advisory.id.padEnd(20)} ${advisory.title} (${where})`;
  if (status === "unassessed") console.error(line);
  else console.log(line);
}
const unassessed = statuses.filter((s) => s.status === "unassessed");
if (unassessed.length) {
  console.error(`\n${unassessed.length} advisory(ies) cover what ships and are not assessed: add a decision and a test, or move past the range.`);
  process.exit(1);
}
console.log(`\nEvery known advisory on what ships is fixed or assessed (${statuses.length} listed).`);

// The `npm audit` job's gate: reads `npm audit --omit=dev --json` (a file argument, or stdin) and
// passes when every advisory it reports is assessed in scripts/lib/advisories.mjs; fails on a new
// one, and on anything that is not an audit report (decision record 0047). In the workflow:
//   npm audit --omit=dev --json > audit.json || true
//   node scripts/audit-gate.mjs audit.json
import { readFileSync } from "node:fs";
import { judgeReport } from "./lib/auditGate.mjs";

const text = readFileSync(process.argv[2] ?? 0, "utf8");
let judged;
try {
  judged = judgeReport(JSON.parse(text));
} catch (error) {
  console.error(`audit gate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
for (const a of judged) {
  const line = `${a.verdict.padEnd(13)} ${a.id.padEnd(20)} ${a.name} ${a.range ?? ""}: ${a.title ?? ""} (${a.why})`;
  if (a.verdict === "assessed") console.log(line);
  else console.error(line);
}
const failing = judged.filter((a) => a.verdict !== "assessed");
if (failing.length) {
  console.error(`\n${failing.length} advisory(ies) npm reports are not assessed: see scripts/lib/advisories.mjs.`);
  process.exit(1);
}
console.log(`\nnpm audit: ${judged.length} advisory(ies) reported, each assessed.`);

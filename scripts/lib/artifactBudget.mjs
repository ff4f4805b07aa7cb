// The size cap of the worker Cloudflare runs (decision records 0046, 0058), in one place: the
// rehearsal refuses an artifact over it (scripts/rehearse.mjs, and so CI's rehearse step) and the
// bench reports against it (tests/bench/artifact.mjs). Cloudflare's own limit is on the compressed
// worker; the raw cap keeps the startup parse (decision record 0027) in check as well.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** KB and MB as this project counts them elsewhere (tests/bench/lib/table.mjs): 1024 bytes. */
export const WORKER_BUDGET = { raw: 2 * 1024 * 1024, gzip: 600 * 1024 };

/** A file's size, raw and gzip at level 9 (what the budget counts). */
export function workerSizes(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The worker's sizes against the budget: `ok` when both are within it, and one line saying both
 * figures beside their caps (over or not), for the rehearsal's refusal and the bench's report.
 * @param {{ raw: number; gzip: number }} sizes
 * @param {{ raw: number; gzip: number }} [budget]
 */
export function budgetVerdict(sizes, budget = WORKER_BUDGET) {
  const over = [];
  if (sizes.raw > budget.raw) over.push("raw");
  if (sizes.gzip > budget.gzip) over.push("gzip");
  const figures = `raw ${kb(sizes.raw)} (${sizes.raw} B, cap ${kb(budget.raw)}), gzip ${kb(sizes.gzip)} (${sizes.gzip} B, cap ${kb(budget.gzip)})`;
  return {
    ok: over.length === 0,
    over,
    message: over.length === 0 ? `the worker is within its budget: ${figures}` : `the worker is over its budget (${over.join(" and ")}): ${figures}`,
  };
}

// `npm run typegen`: writes worker-configuration.d.ts (the Env interface and the runtime's types for
// wrangler.toml's compatibility_date and flags) with `wrangler types`. `--check` only compares, and
// is a step of `npm test`, so a wrangler.toml change without a regenerated file fails the suite.
// Secrets are typed from .dev.vars.example (names only), so every machine generates the same file;
// vars are typed as strings because tests and deployments set other values than wrangler.toml's.
// It also writes app/server/platform/tables.generated.ts, the row types of the migrations (0028).
import "./lib/requireNode.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { bin, run } from "./lib/run.mjs";
import { TABLE_TYPES_FILE, tableTypesSource } from "./lib/tableTypes.mjs";

const check = process.argv.includes("--check");

const tableTypes = await tableTypesSource();
if (!check) writeFileSync(TABLE_TYPES_FILE, tableTypes);
else if (readFileSync(TABLE_TYPES_FILE, "utf8") !== tableTypes) {
  console.error(`${TABLE_TYPES_FILE} does not match migrations/: run \`npm run typegen\` and commit the file.`);
  process.exit(1);
}

try {
  await run(bin("wrangler"), ["types", "--env-file", ".dev.vars.example", "--strict-vars=false", ...(check ? ["--check"] : [])], {
    stdio: check ? ["ignore", "ignore", "inherit"] : "inherit",
  });
} catch {
  console.error(
    check ? "worker-configuration.d.ts does not match wrangler.toml: run `npm run typegen` and commit the file." : "wrangler types failed (see above).",
  );
  process.exit(1);
}

// `npm run typegen`: writes worker-configuration.d.ts (the Env interface and the runtime's types for
// wrangler.toml's compatibility_date and flags) with `wrangler types`. `--check` only compares, and
// is a step of `npm test`, so a wrangler.toml change without a regenerated file fails the suite.
// Secrets are typed from .dev.vars.example (names only), so every machine generates the same file;
// vars are typed as strings because tests and deployments set other values than wrangler.toml's.
import "./lib/requireNode.mjs";
import { bin, run } from "./lib/run.mjs";

const check = process.argv.includes("--check");
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

import { rmSync } from "node:fs";
import { bin, run } from "../../../scripts/lib/run.mjs";

/** A fresh local D1 for the route tests, migrated by wrangler as `npm start` migrates its own. */
export const ROUTE_TEST_STATE = ".wrangler/route-tests";

export default async function setup() {
  rmSync(ROUTE_TEST_STATE, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", ROUTE_TEST_STATE], { stdio: "ignore" });
}

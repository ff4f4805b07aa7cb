import { freshMigratedState } from "../../../scripts/lib/migratedState.mjs";

/** A fresh local D1 for the route tests: a copy of the state wrangler's migrations make, as `npm start` migrates its own. */
export const ROUTE_TEST_STATE = ".wrangler/route-tests";

export default async function setup() {
  await freshMigratedState(ROUTE_TEST_STATE, { stdio: "ignore" });
}

import type { Hono } from "hono";
import { testFixtures } from "./routes/testFixtures.server";
import type { ApiEnv } from "./types.server";

/**
 * The test servers' routes, mounted by app.server.ts. A module of their own so the production
 * artifact links a stand-in that mounts nothing (scripts/artifact/noTestRoutes.server.ts): there,
 * /api/test-fixtures is the ordinary 404 and its path and SQL are not in the uploaded bytes.
 * Elsewhere they still answer only where testHooks.server.ts allows (a flag, not deployed, loopback).
 */
export function mountTestRoutes(app: Hono<ApiEnv>): void {
  app.route("/api/test-fixtures", testFixtures);
}

import type { Hono } from "hono";
import type { ApiEnv } from "../../app/api/types.server";

// Linked in place of app/api/testRoutes.server.ts in the production artifact
// (scripts/lib/artifact.mjs): nothing mounted, so /api/test-fixtures is the API's ordinary JSON
// 404 and neither the path nor the fixture writer's SQL is in the uploaded bytes.
export function mountTestRoutes(_app: Hono<ApiEnv>): void {}

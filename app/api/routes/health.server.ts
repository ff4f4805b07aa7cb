import { Hono } from "hono";
import { checkHealth } from "../../server/admin/health.server";
import type { ConfigError } from "../../server/platform/env.server";
import type { ApiEnv } from "../types.server";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  const report = await checkHealth(c.get("env"));
  c.header("Cache-Control", "no-store");
  return c.json(report, report.failing.length === 0 ? 200 : 503);
});

/**
 * Health when the configuration does not parse: each problem, and the secrets and vars missing
 * by name (`wrangler pages secret put NAME` puts a secret), so a deploy's first check says what to fix.
 */
export function misconfiguredHealth(error: ConfigError) {
  const missing = error.problems.filter((p) => / is missing/.test(p)).map((p) => p.slice(0, p.indexOf(":")));
  return { status: "misconfigured" as const, failing: ["config"], missing, problems: error.problems };
}

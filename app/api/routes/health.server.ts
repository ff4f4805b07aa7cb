import { Hono } from "hono";
import { checkHealth } from "../../server/admin/health.server";
import type { ApiEnv } from "../types.server";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  const report = await checkHealth(c.get("env"));
  c.header("Cache-Control", "no-store");
  return c.json(report, report.failing.length === 0 ? 200 : 503);
});

import { Hono } from "hono";
import { drainOutbox } from "../../server/email/outbox.server";
import { logError } from "../../server/platform/log.server";
import { salesRequestGrid } from "../../server/sales/salesRequests.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { listQuery, waitUntilOf } from "./salesRequests.server";

/**
 * GET /saviewgrid/ (staff, sales:read): the sales inbox grid, i.e. one page of rows for the
 * filters of GET /api/sales-requests, plus totals over every request (by status, by contact type).
 * Opening the inbox also drains the e-mail outbox, so a notification that failed is retried.
 */
export const saviewgrid = new Hono<ApiEnv>().get("/", staffAuth("sales:read"), listQuery, async (c) => {
  const env = c.get("env");
  const { items, ...rest } = await salesRequestGrid(env.DB, c.req.valid("query"));
  waitUntilOf(c)?.(drainOutbox(env).catch((error) => logError(c.get("requestId"), "outbox.drain", error)));
  return c.json({ rows: items, ...rest });
});

import { Hono } from "hono";
import { salesRequestGrid } from "../../server/sales/salesRequestList.server";
import { staffAuth } from "../middleware/auth.server";
import { requestNow } from "../../server/platform/clock.server";
import { staffTimeZone } from "../../server/users/staffTimeZone.server";
import type { ApiEnv } from "../types.server";
import { listQuery } from "./salesRequests.server";

/**
 * GET /saviewgrid/ (staff, sales:read): the sales inbox grid, i.e. one page of rows for the
 * filters of GET /api/sales-requests, plus totals over every request (by status, by contact type).
 * (It used to drain the e-mail outbox; any traffic now does, at most once a minute: decision record 0013.)
 */
export const saviewgrid = new Hono<ApiEnv>().get("/", staffAuth("sales:read"), listQuery, async (c) => {
  const env = c.get("env");
  const { items, ...rest } = await salesRequestGrid(env.DB, c.req.valid("query"), requestNow(c.req.raw, env), staffTimeZone(c.req.raw, c.get("user")).timeZone);
  return c.json({ rows: items, ...rest });
});

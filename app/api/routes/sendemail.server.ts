import { Hono } from "hono";
import { sendStaffEmail } from "../../server/email/staffEmail.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { orThrow, readJsonBody, staffCallOf } from "../validate.server";
import { waitUntilOf } from "../../server/platform/trafficScheduler.server";

/**
 * POST /sendemail/ (staff, email:send): { to, subject, body, replyTo? } goes into the outbox and
 * is delivered like every notification (retries, attempt log). 202: accepted, not yet delivered.
 */
export const sendemail = new Hono<ApiEnv>().post("/", staffAuth("email:send"), async (c) => {
  const result = orThrow(
    await sendStaffEmail(staffCallOf(c), c.get("env"), await readJsonBody(c), { waitUntil: waitUntilOf(c), requestId: c.get("requestId") }),
  );
  return c.json({ id: result.id, status: result.status }, 202);
});

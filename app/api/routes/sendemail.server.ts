import { Hono } from "hono";
import type { sendEmailSchema } from "../../server/email/sendEmailSchema.server";
import { sendStaffEmail } from "../../server/email/staffEmail.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf } from "../validate.server";
import { waitUntilOf } from "../../server/platform/trafficScheduler.server";

/**
 * POST /sendemail/ (staff, email:send): { to, subject, body, replyTo? } goes into the outbox and
 * is delivered like every notification (retries, attempt log). 202: accepted, not yet delivered.
 */
export const sendemail = new Hono<ApiEnv>().post("/", staffAuth("email:send"), operationBody<typeof sendEmailSchema>(), async (c) => {
  const result = orThrow(
    await sendStaffEmail(staffCallOf(c), c.get("env"), c.req.valid("json").body, { waitUntil: waitUntilOf(c), requestId: c.get("requestId") }),
  );
  return c.json({ id: result.id, status: result.status }, 202);
});

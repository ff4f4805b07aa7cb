import { Hono } from "hono";
import { sendEmailSchema } from "../../lib/email/sendEmailSchema";
import { sendStaffEmail } from "../../server/email/staffEmail.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { readJson } from "../validate.server";
import { waitUntilOf } from "./salesRequests.server";

/**
 * POST /sendemail/ (staff, email:send): { to, subject, body, replyTo? } goes into the outbox and
 * is delivered like every notification (retries, attempt log). 202: accepted, not yet delivered.
 */
export const sendemail = new Hono<ApiEnv>().post("/", staffAuth("email:send"), async (c) => {
  const input = await readJson(c, sendEmailSchema);
  const user = c.get("user");
  const queued = await sendStaffEmail(c.get("env"), { id: user.id, email: user.email }, input, {
    waitUntil: waitUntilOf(c),
    requestId: c.get("requestId"),
  });
  return c.json(queued, 202);
});

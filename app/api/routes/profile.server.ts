import { Hono } from "hono";
import { profileUpdateSchema } from "../../lib/auth/authSchemas";
import { getStaffUser } from "../../server/auth/staffAccounts.server";
import { changeStaffPassword, updateStaffName } from "../../server/users/staffUsers.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { setStaffTimeZone } from "../../server/users/staffTimeZone.server";
import { staffCall } from "../../server/operations/staffOperation.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, jsonBody } from "../validate.server";
import { NOT_FOUND_MESSAGE, STEP_UP_REQUIRED_MESSAGE } from "../../lib/messages";
import { recentlyReauthenticated } from "../../server/auth/sessions.server";
import { noticeContext } from "../../server/auth/signInNotice.server";

/**
 * GET /api/profile: the signed-in staff user's own record.
 * PUT /api/profile: { name?, currentPassword?, newPassword?, timeZone? }. A new password needs a
 * recent two-factor step-up (POST /api/reauth; 403 with `reauth` otherwise) and the current
 * password, ends the user's other sessions (this one stays signed in) and e-mails the owner. timeZone: a zone name
 * Intl supports, or null for the browser's own (decision record 0029); the answer carries it.
 */
export const profile = new Hono<ApiEnv>()
  .get("/", staffAuth(), async (c) => {
    const user = await getStaffUser(c.get("env").DB, c.get("user").id);
    if (!user) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return c.json(user);
  })
  .put("/", staffAuth(), jsonBody(profileUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("env").DB;
    const me = c.get("user");
    // The password first: if the current password is wrong, nothing changes (not even the name).
    if (input.newPassword !== undefined) {
      // A new password needs a two-factor step-up, not the session alone (decision record 0036).
      if (!recentlyReauthenticated(c.get("session")))
        throw new ApiError(403, STEP_UP_REQUIRED_MESSAGE, [{ path: "reauth", message: STEP_UP_REQUIRED_MESSAGE }]);
      const changed = await changeStaffPassword(db, {
        userId: me.id,
        currentPassword: input.currentPassword ?? "",
        newPassword: input.newPassword,
        keepSessionId: c.get("session").id,
        ip: clientIp(c.req.raw),
        notice: noticeContext(c.get("env"), c.req.raw),
      });
      if (!changed.ok) throw apiFailure(changed);
    }
    if (input.name !== undefined) await updateStaffName(staffCall(c.get("env"), me, c.req.raw), input.name);
    // The profile screen's operation (its audit row in the same batch); the schema checked the name already.
    if (input.timeZone !== undefined) {
      const saved = await setStaffTimeZone(staffCall(c.get("env"), me, c.req.raw), { timeZone: input.timeZone });
      if (!saved.ok) throw apiFailure(saved);
    }
    const user = await getStaffUser(db, me.id);
    if (!user) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return c.json(user);
  });

import { Hono } from "hono";
import { newUserSchema } from "../../lib/auth/authSchemas";
import { createStaffUser, deleteStaffUser, getStaffUser, listStaffUsers } from "../../server/users/staffUsers.server";
import { ApiError } from "../errors.server";
import { audit } from "../../server/admin/audit.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, readJson } from "../validate.server";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";

/** GET /api/users, GET /api/users/:id, DELETE /api/users/:id (admins: users:manage; deleting needs a step-up within 15 minutes). */
export const users = new Hono<ApiEnv>()
  .get("/", staffAuth("users:manage"), async (c) => c.json({ users: await listStaffUsers(c.get("env").DB) }))
  .get("/:id", staffAuth("users:manage"), async (c) => {
    const user = await getStaffUser(c.get("env").DB, c.req.param("id"));
    if (!user) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return c.json(user);
  })
  .delete("/:id", staffAuth("users:manage", { stepUp: true }), async (c) => {
    const result = await deleteStaffUser(c.get("env").DB, c.get("user").id, c.req.param("id"));
    if (!result.ok) throw apiFailure(result);
    await audit(c.get("env").DB, {
      actor: c.get("user"),
      action: "user.delete",
      target: result.user.email,
      detail: `role ${result.user.role}`,
      ip: clientIp(c.req.raw),
    });
    return c.json({ deleted: result.user });
  });

/** POST /api/add-user (admins: users:manage, step-up within 15 minutes): { email, name, role, password } → 201 and the user. */
export const addUser = new Hono<ApiEnv>().post("/", staffAuth("users:manage", { stepUp: true }), async (c) => {
  const input = await readJson(c, newUserSchema);
  const result = await createStaffUser(c.get("env").DB, input);
  if (!result.ok) throw apiFailure(result);
  await audit(c.get("env").DB, {
    actor: c.get("user"),
    action: "user.create",
    target: result.user.email,
    detail: `role ${result.user.role}`,
    ip: clientIp(c.req.raw),
  });
  return c.json(result.user, 201);
});

import { Hono } from "hono";
import type { newUserSchema } from "../../lib/auth/authSchemas";
import { getStaffUser } from "../../server/auth/staffAccounts.server";
import { addStaffUser, deleteStaffUser, listStaffUsers } from "../../server/users/staffUsers.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf } from "../validate.server";
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
    const { user } = orThrow(await deleteStaffUser(staffCallOf(c), { id: c.req.param("id") }));
    return c.json({ deleted: user });
  });

/** POST /api/add-user (admins: users:manage, step-up within 15 minutes): { email, name, role, password } → 201 and the user. */
export const addUser = new Hono<ApiEnv>().post("/", staffAuth("users:manage", { stepUp: true }), operationBody<typeof newUserSchema>(), async (c) => {
  const { user } = orThrow(await addStaffUser(staffCallOf(c), c.req.valid("json").body));
  return c.json(user, 201);
});

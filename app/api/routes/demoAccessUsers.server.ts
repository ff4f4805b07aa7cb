import { Hono } from "hono";
import type { demoUserSchema } from "../../lib/demo/demoSchemas";
import { listDemoItems } from "../../server/demo/demoItems.server";
import { deleteDemoUser, getDemoUserRecord, listDemoUsers, saveDemoUser } from "../../server/demo/demoUsers.server";
import { activityOf } from "../../server/demo/demoViews.server";
import { kickScheduledWork } from "../../server/admin/scheduledWork.server";
import { waitUntilOf } from "../../server/platform/trafficScheduler.server";
import { ApiError } from "../errors.server";
import { demoViewer } from "../middleware/demoViewer.server";
import { anyAuth, staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf } from "../validate.server";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";

/**
 * The spec's demo-user endpoints (mounted at /api):
 *   POST   /UserDemoAccessSaveorEdit               create (no id) or update a demo user and their grants   demo:manage
 *   GET    /DemoAccessUserGetData                  every demo user, with status and activity counts      demo:manage
 *   DELETE /DemoAccessDeleteUsers/:id              delete a demo user: sessions, grants, views go too     demo:manage
 *   GET    /DemoAccessUserGetDataByUserId/:userId  one demo user's record, grants and activity: staff any, a demo user only their own
 *   GET    /DemoAccessGetDataByUserId/:userId      the items granted to a user: staff any, a demo user only their own
 */
function ownOrStaff(c: Parameters<typeof demoViewer>[0], userId: string): void {
  const viewer = demoViewer(c);
  if (viewer.audience === "demo" && viewer.demoUserId !== userId) throw new ApiError(403, "Forbidden");
}

export const demoAccessUsers = new Hono<ApiEnv>()
  .post("/UserDemoAccessSaveorEdit", staffAuth("demo:manage"), operationBody<typeof demoUserSchema>(), async (c) => {
    const { user, created, invitationId } = orThrow(await saveDemoUser(staffCallOf(c), c.req.valid("json").body, c.get("env")));
    if (invitationId) waitUntilOf(c)?.(kickScheduledWork.now(c.get("env"), invitationId).catch(() => undefined));
    return c.json({ user }, created ? 201 : 200);
  })
  .get("/DemoAccessUserGetData", staffAuth("demo:manage"), async (c) => c.json({ users: await listDemoUsers(c.get("env").DB) }))
  .delete("/DemoAccessDeleteUsers/:id", staffAuth("demo:manage"), async (c) => {
    const { user } = orThrow(await deleteDemoUser(staffCallOf(c), { id: c.req.param("id") }));
    return c.json({ deleted: user });
  })
  .get("/DemoAccessUserGetDataByUserId/:userId", anyAuth(), async (c) => {
    const userId = c.req.param("userId");
    ownOrStaff(c, userId);
    const db = c.get("env").DB;
    const user = await getDemoUserRecord(db, userId);
    if (!user) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return c.json({ user, activity: await activityOf(db, userId) });
  })
  .get("/DemoAccessGetDataByUserId/:userId", anyAuth(), async (c) => {
    const userId = c.req.param("userId");
    ownOrStaff(c, userId);
    const db = c.get("env").DB;
    if (!(await getDemoUserRecord(db, userId))) throw new ApiError(404, NOT_FOUND_MESSAGE);
    const items = await listDemoItems(db, { grantedTo: userId });
    const own = c.get("auth").audience === "demo";
    return c.json({ userId, items: own ? items.map(({ grantCount: _count, ...item }) => item) : items });
  });

import { Hono } from "hono";
import { permissionsOf } from "../../lib/auth/permissions";
import { anyAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";

/** GET /api/checklogin: who the credential belongs to (staff or demo user), or 401. */
export const checklogin = new Hono<ApiEnv>().get("/", anyAuth(), (c) => {
  const auth = c.get("auth");
  if (auth.audience === "staff") {
    return c.json({
      audience: "staff" as const,
      UserID: auth.user.id,
      UserName: auth.user.email,
      AccountName: auth.user.name,
      role: auth.user.role,
      permissions: permissionsOf(auth.user.role),
      expiresAt: auth.session.expiresAt,
    });
  }
  return c.json({
    audience: "demo" as const,
    UserID: auth.demoUser.id,
    DemoUserName: auth.demoUser.username,
    name: auth.demoUser.name,
    accessExpiresAt: auth.demoUser.expiresAt,
    expiresAt: auth.session.expiresAt,
  });
});

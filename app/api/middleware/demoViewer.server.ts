import type { Context } from "hono";
import { can } from "../../lib/auth/permissions";
import { ApiError } from "../errors.server";
import type { ApiEnv } from "../types.server";

/**
 * Who is asking for demo content, behind anyAuth(): staff with demo:manage see everything; a demo
 * user sees only what was granted to them; any other staff user gets 403. Call it first thing in
 * a handler (before any lookup), so nothing is read for a caller who may not read it.
 */
export type DemoViewer = { audience: "staff"; staffId: string } | { audience: "demo"; demoUserId: string };

export function demoViewer(c: Context<ApiEnv>): DemoViewer {
  const auth = c.get("auth");
  if (auth.audience === "demo") return { audience: "demo", demoUserId: auth.demoUser.id };
  if (!can(auth.user.role, "demo:manage")) throw new ApiError(403, "Forbidden");
  return { audience: "staff", staffId: auth.user.id };
}

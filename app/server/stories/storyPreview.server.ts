import { can } from "../../lib/auth/permissions";
import { authenticateStaff } from "../auth/authenticate.server";
import type { Env } from "../platform/env.server";

/**
 * Whether this request comes from staff who may edit stories (stories:manage) and so may see one
 * before it is published (decision record 0052). A staff member who has yet to set up a required
 * second factor counts as signed out here, as everywhere but enrolment.
 */
export async function mayPreviewStories(request: Request, env: Pick<Env, "DB" | "SESSION_SECRET" | "SITE_URL" | "APP_ENV">): Promise<boolean> {
  const auth = await authenticateStaff(request, env);
  return auth !== null && can(auth.user.role, "stories:manage");
}

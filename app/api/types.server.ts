import type { DemoAuth, DemoUser, SessionInfo, StaffAuth, StaffUser } from "../server/auth/authenticate.server";
import type { Env } from "../server/platform/env.server";

export interface ApiEnv {
  Bindings: Record<string, unknown>;
  Variables: {
    requestId: string;
    env: Env;
    /** The signed-in staff user; set by staffAuth() (app/api/middleware/auth.server.ts). Read it only behind it. */
    user: StaffUser;
    /** The signed-in demo user; set by demoAuth(). */
    demoUser: DemoUser;
    /** The caller's session (either audience); set by staffAuth(), demoAuth() and anyAuth(). */
    session: SessionInfo;
    /** Either identity; set by anyAuth() (sign-out and checklogin serve both audiences). */
    auth: StaffAuth | DemoAuth;
  };
}

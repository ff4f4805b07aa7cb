import type { Env } from "../platform/env.server";
import { credentialFor } from "./authenticate.server";
import { AUDIENCES, verifyToken } from "./tokens.server";

/**
 * Who a request says it is, for its log line: the subject of a valid staff or demo token it
 * carries (bearer or cookie), checked by signature only. No database read, so every page
 * request can afford it; a token whose session has ended still names who sent it, which is what
 * a log reader wants. Access decisions never use this: they go through authenticate*().
 */
export async function claimedUserId(request: Request, env: Pick<Env, "APP_ENV" | "SESSION_SECRET" | "SITE_URL">): Promise<string | null> {
  for (const audience of AUDIENCES) {
    const credential = credentialFor(request, env, audience);
    const claims = credential ? await verifyToken(env, credential.token, audience) : null;
    if (claims) return claims.sub;
  }
  return null;
}

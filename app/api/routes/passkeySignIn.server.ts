import type { Context } from "hono";
import { endAttemptCookie } from "../../server/auth/passkeys.server";
import type { Issued } from "../../server/auth/signIn.server";
import type { Result } from "../../server/platform/result.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import type { ApiEnv } from "../types.server";
import { apiFailure } from "../validate.server";

type PasskeySignIn<T extends Issued> = (env: ApiEnv["Variables"]["env"], request: Request, raw: unknown, ip: string) => Promise<Result<T>>;

/**
 * POST …/signin of a passkey sign-in, staff or demo (`raw`: its body, from operationBody), up to its answer's body: the attempt's cookie
 * is spent whatever the outcome, the answer is never cached, a failure is the API's error, and a
 * success sets the session cookie (a browser's) beside the token the caller's body carries.
 */
export async function passkeySignIn<T extends Issued>(c: Context<ApiEnv>, raw: unknown, signIn: PasskeySignIn<T>) {
  const env = c.get("env");
  const result = await signIn(env, c.req.raw, raw, clientIp(c.req.raw));
  c.header("Set-Cookie", endAttemptCookie(env), { append: true });
  c.header("Cache-Control", "no-store");
  if (!result.ok) throw apiFailure(result);
  c.header("Set-Cookie", result.setCookie, { append: true });
  return result;
}

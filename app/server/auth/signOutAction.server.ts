import { redirect } from "@remix-run/cloudflare";
import { clearedCookie } from "./sessionCookies.server";
import { assertSameOriginPost, getDemoUser, getStaff } from "./guards.server";
import { type SignInEnv, signOut } from "./signIn.server";

/**
 * The sign-out form's action for either audience (R-SIGN-OUT): ends the caller's session
 * server-side (or, with none left, still clears the cookie) and goes to `to`, never cached.
 * Signing out is a same-origin POST so a link or image elsewhere cannot do it.
 */
export async function signOutAndGo(request: Request, env: SignInEnv, audience: "staff" | "demo", to: string) {
  assertSameOriginPost(request);
  const auth = audience === "staff" ? await getStaff(request, env) : await getDemoUser(request, env);
  const cookie = auth ? await signOut(env, auth) : clearedCookie(env, audience);
  return redirect(to, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

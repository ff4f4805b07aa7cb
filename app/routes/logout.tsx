import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { clearedCookie } from "~/server/auth/cookies.server";
import { assertSameOriginPost, getStaff } from "~/server/auth/guards.server";
import { signOut } from "~/server/auth/signIn.server";

/**
 * POST /logout: ends the staff session server-side, clears the cookie and returns to the home
 * page (R-SIGN-OUT). Signing out is a POST so a link or image elsewhere cannot do it; a GET only
 * goes home.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOriginPost(request);
  const auth = await getStaff(request, context.env);
  const cookie = auth ? await signOut(context.env, auth) : clearedCookie(context.env, "staff");
  return redirect("/", { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

export const loader = () => redirect("/");

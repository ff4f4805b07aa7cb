import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { clearedCookie } from "~/server/auth/cookies.server";
import { assertSameOriginPost, getDemoUser } from "~/server/auth/guards.server";
import { signOut } from "~/server/auth/signIn.server";

/** POST /demo/logout: ends the demo session server-side and returns to /demo (R-SIGN-OUT). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOriginPost(request);
  const auth = await getDemoUser(request, context.env);
  const cookie = auth ? await signOut(context.env, auth) : clearedCookie(context.env, "demo");
  return redirect("/demo", { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

export const loader = () => redirect("/demo");

import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { signOutAndGo } from "~/server/auth/signOutAction.server";

/** POST /demo/logout: ends the demo session server-side and returns to /demo (R-SIGN-OUT). */
export const action = ({ request, context }: ActionFunctionArgs) => signOutAndGo(request, context.env, "demo", "/demo");

export const loader = () => redirect("/demo");

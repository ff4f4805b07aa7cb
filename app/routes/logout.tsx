import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { signOutAndGo } from "~/server/auth/signOutAction.server";
import { withRetryAfter } from "~/lib/cache";

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/**
 * POST /logout: ends the staff session server-side, clears the cookie and returns to the home
 * page (R-SIGN-OUT). Signing out is a POST so a link or image elsewhere cannot do it; a GET only
 * goes home.
 */
export const action = ({ request, context }: ActionFunctionArgs) => signOutAndGo(request, context.env, "staff", "/");

export const loader = () => redirect("/");

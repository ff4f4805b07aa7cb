import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { signOutAndGo } from "~/server/auth/signOutAction.server";
import { withRetryAfter } from "~/lib/cache";

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** POST /demo/logout: ends the demo session server-side and returns to /demo (R-SIGN-OUT). */
export const action = ({ request, context }: ActionFunctionArgs) => signOutAndGo(request, context.env, "demo", "/demo");

export const loader = () => redirect("/demo");

import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { STAFF_SIGN_IN_PATH } from "~/server/auth/guards.server";

/**
 * /login: staff sign-in moved to /admin/login (an admin URL, so the public header and footer are
 * hidden there, R-SHELL). Old links and bookmarks are redirected with their query (redirectTo);
 * a form posted here (an old page still open) is still signed in by the same action.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${STAFF_SIGN_IN_PATH}${search}`, { status: 301, headers: { "Cache-Control": "no-store" } });
}

export { action, headers } from "./admin_.login";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Permission } from "../../lib/auth/permissions";
import type { StaffAuth } from "../auth/authenticate.server";
import { requirePermission } from "../auth/guards.server";
import type { Env } from "../platform/env.server";
import { type StaffCall, staffCall } from "../operations/staffOperation.server";

/**
 * A staff route's loader and action, declared with the permission they need:
 *
 *   export const loader = (pure mark) staffLoader("demo:manage", async ({ env }) => ({ items: await listDemoItems(env.DB) }));
 *
 * The guard (requirePermission: anonymous → sign in, signed in without it → 403) runs before the
 * handler, so no screen can forget it or check the wrong one; the handler gets the staff user and,
 * in an action, the StaffCall its operations take. Other guards (requireRecentAuth) stay in the
 * handler, after this one, as before.
 *
 * Why the pure mark (the comment `@__PURE__` in slash-star form before the call): Remix's classic compiler builds the browser's route chunk by re-exporting
 * only the browser exports and letting esbuild drop the rest. A top-level call is kept unless it is
 * marked pure, and in the browser this `.server` module is an empty object, so an unmarked
 * `staffLoader(...)` would ship the handler and fail when the chunk loads.
 * tests/unit/admin/staffRoute.test.ts checks every route marks it.
 */
interface StaffLoaderArgs extends LoaderFunctionArgs {
  env: Env;
  auth: StaffAuth;
  user: StaffAuth["user"];
}

export interface StaffActionArgs extends ActionFunctionArgs, StaffLoaderArgs {
  /** The caller, address and origin of this request, for the staff operations (decision 0020). */
  call: StaffCall;
}

export function staffLoader<T>(permission: Permission, handler: (args: StaffLoaderArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const { env } = args.context;
    const auth = await requirePermission(args.request, env, permission);
    return handler({ ...args, env, auth, user: auth.user });
  };
}

export function staffAction<T>(permission: Permission, handler: (args: StaffActionArgs) => Promise<T>) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    const { env } = args.context;
    const auth = await requirePermission(args.request, env, permission);
    return handler({ ...args, env, auth, user: auth.user, call: staffCall(env, auth.user, args.request) });
  };
}

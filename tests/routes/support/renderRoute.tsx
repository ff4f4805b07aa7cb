import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { Request as NodeRequest } from "undici";
import { loader as adminLayoutLoader } from "../../../app/routes/admin";

/** A route module as app/routes/*.tsx exports it. */
export interface RouteModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
}

interface Options {
  /** The route's path pattern, as Remix's file name gives it (e.g. "/admin/users/:id"). */
  path: string;
  /** The URL the stub opens. */
  url: string;
  context: AppLoadContext;
  /** The session cookie the browser would send. */
  cookie?: string;
  /** Other routes the screen links or redirects to, rendered as a heading saying where we landed. */
  landings?: string[];
  /**
   * Nest the screen under the admin layout's route ("routes/admin", its real loader), for screens
   * that read the layout's data (useAdminData: the signed-in user, their permissions).
   */
  inAdmin?: boolean;
}

/**
 * Renders one route module with Remix's createRemixStub: its real loader and action, called with
 * the real AppLoadContext (local D1 and R2), its real component in happy-dom. The stub's router
 * makes the requests; the browser's part (cookie, client address) is added here, as the Pages
 * function would receive them.
 */
export function renderRoute(mod: RouteModule, options: Options) {
  // happy-dom's Request drops a Cookie header, as a browser's fetch must: the server's side of the
  // request is built with Node's own (undici), as workerd would hand it to the function.
  const asBrowser = async (request: Request) => {
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (options.cookie) headers.cookie = options.cookie;
    headers["cf-connecting-ip"] = "203.0.113.50";
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    if (body) headers.origin = new URL(request.url).origin;
    return new NodeRequest(request.url, { method: request.method, headers, body }) as unknown as Request;
  };
  const screen = {
    path: options.path,
    Component: mod.default,
    loader: mod.loader
      ? async (args: LoaderFunctionArgs) => mod.loader!({ ...args, request: await asBrowser(args.request), context: options.context })
      : undefined,
    action: mod.action
      ? async (args: ActionFunctionArgs) => mod.action!({ ...args, request: await asBrowser(args.request), context: options.context })
      : undefined,
  };
  const layout = {
    id: "routes/admin",
    path: "/",
    Component: Outlet,
    loader: async (args: LoaderFunctionArgs) => adminLayoutLoader({ ...args, request: await asBrowser(args.request), context: options.context }),
    children: [screen],
  };
  const Stub = createRemixStub([
    options.inAdmin ? layout : screen,
    ...(options.landings ?? []).map((path) => ({ path, Component: () => <h1>Landed on {path}</h1> })),
  ]);
  return render(<Stub initialEntries={[options.url]} />);
}

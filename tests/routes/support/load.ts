import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { matchServerRoutes } from "@remix-run/server-runtime/dist/routeMatching.js";
import { createRoutes } from "@remix-run/server-runtime/dist/routes.js";
import { Request as NodeRequest } from "undici";
import { siteRoutes } from "../../support/siteRoutes";

/** What a loader answered, read alike whether it returned data, `data(...)` or a Response, or threw one. */
export interface Loaded<T = unknown> {
  status: number;
  headers: Headers;
  /** The loader's data (null when it answered a Response). */
  body: T;
  /** A Response's text (null when it answered data). */
  text: string | null;
  /** A redirect's target. */
  location: string | null;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * GETs `url` straight from a route module's loader as a browser would (`headers` added, the client
 * address of a test's own), with the real AppLoadContext (local D1 and R2).
 */
export async function load<T = unknown>(
  loader: Loader,
  url: string,
  context: AppLoadContext,
  options: { headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Loaded<T>> {
  const request = new NodeRequest(url, { headers: { "cf-connecting-ip": "203.0.113.60", ...options.headers } }) as unknown as Request;
  let out: unknown;
  try {
    out = await loader({ request, context, params: options.params ?? {} });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Error) throw out;
  if (out instanceof Response) {
    const text = out.status >= 300 && out.status < 400 ? null : await out.text();
    return { status: out.status, headers: out.headers, body: null as T, text, location: out.headers.get("Location") };
  }
  const wrapped = out as { type?: string; data: unknown; init?: ResponseInit | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), body: wrapped.data as T, text: null, location: null };
  }
  return { status: 200, headers: new Headers(), body: out as T, text: null, location: null };
}

type Manifest = Record<string, { id: string; path?: string; index?: boolean; parentId?: string }>;
const manifest: Manifest = siteRoutes;
const routes = createRoutes(manifest as never);

/**
 * The route module Remix answers `pathname` with ("routes/$", "routes/loans.$"): the manifest
 * `remix build` makes from app/routes and the matcher Remix runs, so a test opens a path with the
 * module a visitor's request would reach.
 */
export const routeIdOf = (pathname: string): string | undefined => matchServerRoutes(routes, pathname)?.at(-1)?.route.id;

import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Request as NodeRequest } from "undici";

/** What an action answered, read alike whether it returned `data(...)` or a Response (a redirect). */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Posts `fields` as a browser's form would (same origin unless `origin` says otherwise, a client
 * address of the test's own) straight to a route module's action, and reads its answer.
 */
export async function postForm(
  action: (args: ActionFunctionArgs) => unknown,
  url: string,
  fields: Record<string, string>,
  context: AppLoadContext,
  options: { cookie?: string; origin?: string; ip?: string; params?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: options.origin ?? new URL(url).origin,
    "cf-connecting-ip": options.ip ?? `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  };
  if (options.cookie) headers.cookie = options.cookie;
  // happy-dom's Request drops Origin and Cookie, as a browser's fetch must: the server side is built with Node's own.
  const request = new NodeRequest(url, { method: "POST", body: new URLSearchParams(fields), headers }) as unknown as Request;
  let out: unknown;
  try {
    out = await action({ request, context, params: options.params ?? {} });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, headers: out.headers, body: null };
  const answered = out as { type?: string; data: unknown; init?: ResponseInit | null };
  // A plain object is data too (200), as Remix serves it.
  if (answered?.type !== "DataWithResponseInit") return { status: 200, headers: new Headers(), body: out };
  return { status: answered.init?.status ?? 200, headers: new Headers(answered.init?.headers), body: answered.data };
}

/**
 * Requests a route module's loader as a browser's GET would (with `cookie`), for resource routes
 * that answer a Response of their own (a file, a redirect): the Response returned or thrown.
 */
export async function getResource(
  loader: (args: LoaderFunctionArgs) => unknown,
  url: string,
  context: AppLoadContext,
  options: { cookie?: string; params?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const request = new NodeRequest(url, { headers }) as unknown as Request;
  try {
    return (await loader({ request, context, params: options.params ?? {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

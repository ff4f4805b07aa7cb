import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type * as z from "zod/v4/core";
import { BodyTooLargeError, DEFAULT_BODY_LIMIT, limitLabel, readBodyLimited } from "../server/platform/bodyLimit.server";
import { type Failure, type Result, issuesOf } from "../server/platform/result.server";
import { type StaffCall, staffCall } from "../server/operations/staffOperation.server";
import type { ApiEnv } from "./types.server";
import { ApiError } from "./errors.server";
import { INVALID_QUERY_MESSAGE, REQUIRED_VALUES_MESSAGE } from "../lib/messages";

/** A schema written with classic zod or zod/mini (both parse with `safeParse`). */
type Schema = z.$ZodType & { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.$ZodError } };

/** JSON, or a JSON-based type such as `application/merge-patch+json`, with or without parameters. */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Every JSON body the API takes is read here, once: 415 for a body that is not declared JSON,
 * 413 for one over `limit` bytes (refused by its declared length, or as soon as the bytes read
 * pass it, so an 8 MB body is never held whole), 400 for one that is not JSON.
 */
async function readBody(c: Context, limit: number): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) throw new ApiError(415, "Content-Type must be application/json");
  let bytes: Uint8Array;
  try {
    bytes = await readBodyLimited(c.req.raw, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, `Request body must be at most ${limitLabel(limit)}`);
    throw error;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, "Request body must be valid JSON");
  }
}

/** A field a schema takes as `unknown` (a preprocessed one) is one a client may leave out. */
type ClientInput<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as unknown extends T[K] ? K : never]?: T[K] } & { [K in keyof T as unknown extends T[K] ? never : K]: T[K] }
    : T;

/** What a body validator adds to a route's type: `In` is what `hc<AppType>` asks a client to send. */
type JsonBody<In, Out> = { in: { json: ClientInput<In> }; out: { json: Out } };

/** A query as a client sends it: every parameter a string, each one optional (the schema has the defaults). */
type QueryInput<T> = { [K in keyof T]?: string };

/**
 * The one JSON body validator, as Hono's `validator("json", …)` but with the limits above:
 * `jsonBody(schema)` before the handler, then `c.req.valid("json")` is the parsed, typed body;
 * a body that does not fit the schema is 400 REQUIRED_VALUES_MESSAGE with `issues`.
 */
export const jsonBody =
  <S extends Schema>(schema: S, limit = DEFAULT_BODY_LIMIT): MiddlewareHandler<ApiEnv, string, JsonBody<z.input<S>, z.output<S>>> =>
  async (c, next) => {
    const parsed = schema.safeParse(await readBody(c, limit));
    if (!parsed.success) throw new ApiError(400, REQUIRED_VALUES_MESSAGE, issuesOf(parsed.error));
    c.req.addValidatedData("json", parsed.data as object);
    await next();
  };

/**
 * The body of a staff or identity operation, which parses it with its own schema (decision record
 * 0020), so a form and the API answer alike: read as jsonBody reads it, handed on as it came
 * (`c.req.valid("json").body`: Hono keeps validated data as an object), and typed for clients by
 * the operation's schema: `operationBody<typeof newUserSchema>()`.
 */
export const operationBody =
  <S extends Schema | undefined = undefined>(
    limit = DEFAULT_BODY_LIMIT,
  ): MiddlewareHandler<ApiEnv, string, JsonBody<S extends Schema ? z.input<S> : unknown, { body: unknown }>> =>
  async (c, next) => {
    c.req.addValidatedData("json", { body: await readBody(c, limit) });
    await next();
  };

/**
 * A route's query validator: `validQuery(schema)` before the handler, then `c.req.valid("query")`
 * is the parsed, typed query; a query that does not fit is 400 INVALID_QUERY_MESSAGE with `issues`.
 * A parameter given twice counts once (its first value), as `c.req.query()` reads it.
 */
export const validQuery = <S extends Schema>(schema: S) =>
  // Typed for clients as QueryInput: Hono would derive the query a client sends from the parsed one.
  validator("query", (value): z.output<S> => {
    const first = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const parsed = schema.safeParse(first);
    if (!parsed.success) throw new ApiError(400, INVALID_QUERY_MESSAGE, issuesOf(parsed.error));
    return parsed.data as z.output<S>;
  }) as unknown as MiddlewareHandler<ApiEnv, string, { in: { query: QueryInput<z.input<S>> }; out: { query: z.output<S> } }>;

/** A domain failure as the API's error (same status and message; Retry-After for a lockout). */
export function apiFailure(f: Failure): ApiError {
  return new ApiError(f.status, f.error, f.issues, f.retryAfter ? { "Retry-After": String(f.retryAfter) } : undefined);
}

/** A staff operation's Result: its value, or the failure thrown as the API's error. */
export function orThrow<T extends object>(result: Result<T>): { ok: true } & T {
  if (!result.ok) throw apiFailure(result);
  return result;
}

/** The StaffCall of a request that passed staffAuth: the signed-in user and the client's address. */
export const staffCallOf = (c: Context<ApiEnv>): StaffCall => staffCall(c.get("env"), c.get("user"), c.req.raw);

import type { Context } from "hono";
import { validator } from "hono/validator";
import type * as z from "zod/v4/core";
import { BodyTooLargeError, DEFAULT_BODY_LIMIT, limitLabel, readBodyLimited } from "../server/platform/bodyLimit.server";
import type { Failure, Result } from "../server/platform/result.server";
import { type StaffCall, staffCall } from "../server/operations/staffOperation.server";
import type { ApiEnv } from "./types.server";
import { ApiError, zodIssues } from "./errors.server";
import { INVALID_QUERY_MESSAGE, REQUIRED_VALUES_MESSAGE } from "../lib/messages";

/** A schema written with classic zod or zod/mini (both parse with `safeParse`). */
type Schema = z.$ZodType & { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.$ZodError } };

/**
 * The JSON body of a request, parsed by its zod schema: 415 for a body that is not declared
 * JSON, 413 for one over `limit` bytes (refused by its declared length, or as soon as the bytes
 * read pass it, so an 8 MB body is never held whole), 400 with `issues` for one that does not
 * fit the schema.
 */
export async function readJson<S extends Schema>(c: Context, schema: S, limit = DEFAULT_BODY_LIMIT): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(c, limit));
  if (!parsed.success) throw new ApiError(400, REQUIRED_VALUES_MESSAGE, zodIssues(parsed.error));
  return parsed.data as z.output<S>;
}

/**
 * The JSON body as it came (415, 413 and 400 as readJson), for a staff operation that parses it
 * with its own schema (decision record 0020).
 */
export async function readJsonBody(c: Context, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) throw new ApiError(415, "Content-Type must be application/json");
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

/**
 * A route's query validator: `validQuery(schema)` before the handler, then `c.req.valid("query")`
 * is the parsed, typed query; a query that does not fit is 400 INVALID_QUERY_MESSAGE with `issues`.
 * A parameter given twice counts once (its first value), as `c.req.query()` reads it.
 */
export const validQuery = <S extends Schema>(schema: S) =>
  validator("query", (value): z.output<S> => {
    const first = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const parsed = schema.safeParse(first);
    if (!parsed.success) throw new ApiError(400, INVALID_QUERY_MESSAGE, zodIssues(parsed.error));
    return parsed.data as z.output<S>;
  });

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

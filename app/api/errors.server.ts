import type { Context } from "hono";
import type { Issue } from "../server/platform/result.server";

/** An error the API answers with its own status and message (never a stack trace). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 503,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A field's problem: the same shape as a domain failure's (result.server.ts maps zod's). */
type ApiIssue = Issue;

/** The one JSON error shape of the API: { error, requestId, issues? }. */
export function errorBody(c: Context, message: string, issues?: ApiIssue[]) {
  const body: { error: string; requestId: string; issues?: ApiIssue[] } = {
    error: message,
    requestId: c.get("requestId") ?? "",
  };
  if (issues?.length) body.issues = issues;
  return body;
}

import { data } from "@remix-run/cloudflare";
import { type ActionFailureData, fieldErrorsOfIssues } from "../../lib/actionData";
import type { Failure } from "./result.server";

/**
 * The one way a Remix action answers a failed operation: its status (Retry-After for a lockout),
 * its message, the first issue per field, and the values to put back in the form (and `extra`,
 * what else the screen shows beside them, such as a post's preview).
 */
export function actionFailure<V = undefined, X extends object = object>(result: Failure, values?: V, extra?: X) {
  const body = { ...extra, error: result.error } as ActionFailureData<V> & Partial<X>;
  if (result.issues?.length) body.fieldErrors = fieldErrorsOfIssues(result.issues);
  if (values !== undefined) body.values = values;
  return data(body, { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined });
}

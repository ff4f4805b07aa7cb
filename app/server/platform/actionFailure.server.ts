import { data } from "@remix-run/cloudflare";
import { type ActionFailureData, fieldErrorsOfIssues } from "../../lib/actionData";
import type { Failure } from "./result.server";

/**
 * The one way a Remix action answers a failed operation: its status (Retry-After for a lockout),
 * its message, the first issue per field, and the values to put back in the form.
 */
export function actionFailure<V = undefined>(result: Failure, values?: V) {
  const body: ActionFailureData<V> = { error: result.error };
  if (result.issues?.length) body.fieldErrors = fieldErrorsOfIssues(result.issues);
  if (values !== undefined) body.values = values;
  return data(body, { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined });
}

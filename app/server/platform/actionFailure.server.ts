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

/**
 * The first step of a delete without JavaScript (intent=confirm-delete; components/admin/
 * ConfirmDelete.tsx): what the confirm panel names, or 404 with `notFound` when it is gone.
 */
export function confirmDelete<T, C extends object>(found: T | null | undefined, show: (found: T) => C, notFound: string) {
  if (found == null) return data<ActionFailureData>({ error: notFound }, { status: 404 });
  return data({ confirm: show(found) });
}

/**
 * What a staff form action answers when it fails (decision record 0020): the message for the
 * form's alert, the first message per field, and the values to put back. Routes and components
 * both read it, so it lives below both.
 */
export interface ActionFailureData<V = Record<string, string>> {
  error: string;
  fieldErrors?: Record<string, string>;
  values?: V;
}

/** The first message per top-level field, from the issues a Result carries (paths such as "email" or "items.0"). */
export function fieldErrorsOfIssues(issues: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues ?? []) out[issue.path.split(".")[0] || "form"] ??= issue.message;
  return out;
}

/** A failed parse's issues, as zod and zod/mini both report them. */
interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per top-level field of a failed parse, for showing beside each input (aria-invalid, aria-describedby). */
export function fieldErrorsOf(error: ParseIssues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** A form's text fields as a plain object, the first value of each name (as FormData.get reads it); files are dropped. */
export function formFields(source: FormData | URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of source.entries()) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}

/** The named text fields of a form read by formFields, each the empty string when the form did not send it. */
export function fieldTexts<K extends string>(fields: Record<string, string | undefined>, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ""])) as Record<K, string>;
}

import { data, redirect } from "@remix-run/cloudflare";
import { safeRedirect } from "../../lib/auth/authSchemas";
import { fieldErrorsOf, formFields } from "../../lib/formErrors";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { readForm } from "../platform/forms.server";
import type { Failure } from "../platform/result.server";
import { assertSameOriginPost } from "./guards.server";

/** What every sign-in page's action answers on a failure (the staff and demo pages add their own fields). */
export interface SignInRefusal {
  error: string;
  fieldErrors?: Record<string, string>;
  /** Echoed so a failed plain-form post (rendered at the bare action URL) keeps its target. */
  redirectTo: string;
}

type Parse<T> = (input: unknown) => { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] };

/**
 * The form side of a sign-in page's action (/admin/login, /demo), the steps the two pages share:
 * a same-origin post, its fields, the same-site target (`fallback` when none), the schema's parse.
 * `echo` names the field typed back into the form on a failure (the e-mail or the username, never
 * the password). The answers: `invalid` (400, the first issue per field) when the parse fails;
 * `refused(result)` for a failed sign-in (its status, Retry-After for a lockout); `signedIn` the
 * redirect with the session cookie.
 */
export async function readSignInForm<D extends SignInRefusal, T>(
  request: Request,
  schema: { safeParse: Parse<T> },
  { echo, fallback }: { echo: Exclude<keyof D, keyof SignInRefusal> & string; fallback?: string },
) {
  assertSameOriginPost(request);
  const fields = formFields(await readForm(request));
  const redirectTo = safeRedirect(fields.redirectTo, fallback);
  // The body is D's shared part plus the echoed field, which D declares as an optional string.
  const answer = (body: SignInRefusal, init: ResponseInit) => data<D>({ ...body, [echo]: fields[echo] } as D, init);
  const refused = (result: Failure) =>
    answer(
      { error: result.error, redirectTo },
      { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );
  const signedIn = (setCookie: string) => redirect(redirectTo, { headers: { "Set-Cookie": setCookie } });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    return { ok: false as const, invalid: answer({ error: REQUIRED_VALUES_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), redirectTo }, { status: 400 }) };
  }
  return { ok: true as const, input: parsed.data, redirectTo, refused, signedIn };
}

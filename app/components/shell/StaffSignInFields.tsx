import { useEffect, useState } from "react";
import { CodeField } from "~/components/forms/CodeField";
import { Field } from "~/components/forms/Field";
import type { LoginActionData } from "~/lib/auth/loginActionData";

/**
 * The staff sign-in form's fields, shared by /admin/login and the shell's Log In pane, in two
 * steps: email and password; then, for an account with a second factor, the code.
 *
 * With JavaScript the second step hides the first step's fields (their values stay in the form
 * and go with the code, as POST /api/login takes them in one body). Without JavaScript the page
 * is rendered anew and never echoes the password: the second step shows all three fields, the
 * e-mail filled in.
 */
export function StaffSignInFields({
  idPrefix,
  result,
  autoFocusEmail = false,
}: {
  /** Distinguishes the page's ids from the pane's. */
  idPrefix: string;
  result: LoginActionData | undefined;
  autoFocusEmail?: boolean;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // "Use a different account" returns to the first step until the next answer.
  const [dismissed, setDismissed] = useState<LoginActionData | undefined>(undefined);
  const needsCode = result?.needsCode === true && dismissed !== result;
  useEffect(() => {
    // Asked for the code (not an error): focus goes to it. A wrong code focuses the error instead.
    if (needsCode && !result?.fieldErrors?.code) document.getElementById(`${idPrefix}-code`)?.focus();
  }, [needsCode, result, idPrefix]);
  // A locked account asks for the password and the code together: both steps stay in view.
  const hideFirstStep = needsCode && hydrated && !result?.locked;

  return (
    <>
      <div className="signin-step" hidden={hideFirstStep}>
        <Field
          id={`${idPrefix}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          // A sign-in page has one thing to do; after a failure, focus goes to the error instead.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocusEmail}
          defaultValue={result?.email}
          error={result?.fieldErrors?.email}
        />
        <Field
          id={`${idPrefix}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
      </div>
      {needsCode ? (
        <div className="signin-step">
          {hideFirstStep ? <p className="signin-who">Signing in as {result?.email}</p> : null}
          <CodeField id={`${idPrefix}-code`} error={result?.fieldErrors?.code} />
          {hydrated ? (
            <button type="button" className="link-button" onClick={() => setDismissed(result)}>
              Use a different account
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="field field-checkbox">
        <input id={`${idPrefix}-remember`} type="checkbox" name="remember" value="on" />
        <label htmlFor={`${idPrefix}-remember`}>Keep me signed in after closing the browser (12 hours at most)</label>
      </div>
    </>
  );
}

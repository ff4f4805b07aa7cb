import { Field } from "./Field";

/**
 * The second-factor code field: an authenticator code or a recovery code, as the sign-in form's
 * second step and the step-up page ask for it (autofill from the phone's one-time codes).
 */
export function CodeField({ id = "field-code", error }: { id?: string; error?: string }) {
  return (
    <Field
      // Always an id: an `id` of undefined would override the field's own and leave the label unattached.
      id={id}
      label="Authentication code"
      name="code"
      type="text"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      required
      hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      error={error}
    />
  );
}

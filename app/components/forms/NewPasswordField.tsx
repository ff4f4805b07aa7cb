import { PASSWORD_MIN } from "~/lib/auth/authSchemas";
import { Field } from "./Field";

/**
 * A password being chosen (a new account's, a changed one, an invited demo user's): the browser
 * may offer to generate and save it, and the length rule the schema checks is stated in the hint
 * (followed by `hintMore`, what this form adds).
 */
export function NewPasswordField({ label = "New password", name, error, hintMore }: { label?: string; name: string; error?: string; hintMore?: string }) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      hint={hintMore ? `At least ${PASSWORD_MIN} characters. ${hintMore}` : `At least ${PASSWORD_MIN} characters.`}
      error={error}
    />
  );
}

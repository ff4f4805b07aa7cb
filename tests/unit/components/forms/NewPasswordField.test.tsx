import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewPasswordField } from "../../../../app/components/forms/NewPasswordField";
import { Field } from "../../../../app/components/forms/Field";
import { PASSWORD_MIN } from "../../../../app/lib/auth/authSchemas";

describe("NewPasswordField (app/components/forms/NewPasswordField.tsx)", () => {
  it("is the Field a chosen password needs: new-password, required, the schema's minimum said in the hint", () => {
    expect(renderToStaticMarkup(<NewPasswordField name="newPassword" error="Too short" />)).toBe(
      renderToStaticMarkup(
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          error="Too short"
        />,
      ),
    );
  });

  it("takes its own label and adds what the form says after the rule", () => {
    const html = renderToStaticMarkup(<NewPasswordField label="Initial password" name="password" hintMore="Give it in person." />);
    expect(html).toContain(">Initial password<");
    expect(html).toContain(`At least ${PASSWORD_MIN} characters. Give it in person.`);
  });
});

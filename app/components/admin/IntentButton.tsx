import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A one-button form that posts `intent` (and the row's hidden fields) to the screen's action: the
 * row buttons of the staff lists (publish, remove, resend…), which work without JavaScript. Its
 * intent and fields come from the screen's intents: `<IntentButton {...intents.hidden("remove", { id })}>`.
 */
export function IntentButton({
  intent,
  fields = {},
  ariaLabel,
  className = "button button-small button-secondary",
  disabled,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className} aria-label={ariaLabel} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

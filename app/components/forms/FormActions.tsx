import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "./SubmitButton";

/**
 * A form's closing row: its submit button (a spinner while the request runs; `name`/`value` from
 * the screen's intents) and, when `cancelTo` is given, a link back that saves nothing.
 */
export function FormActions({
  busy,
  busyLabel = "Saving…",
  children,
  cancelTo,
  cancelLabel = "Cancel",
  ...button
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  cancelTo?: string;
  cancelLabel?: string;
  name?: string;
  value?: string;
}) {
  return (
    <div className="form-actions">
      <SubmitButton busy={busy} busyLabel={busyLabel} {...button}>
        {children}
      </SubmitButton>
      {cancelTo ? (
        <Link to={cancelTo} className="button button-secondary">
          {cancelLabel}
        </Link>
      ) : null}
    </div>
  );
}

import { Form, useSubmit } from "@remix-run/react";
import { useUi } from "~/components/shell/uiContext";

/**
 * A delete that asks first. With JavaScript, the shell's confirm modal asks and OK posts
 * intent=delete. Without it, the button posts intent=confirm-delete and the route renders the
 * same question as a panel (ConfirmDelete) whose button posts intent=delete.
 */
export function DeleteButton({
  id,
  headline,
  body,
  label = "Delete",
  ariaLabel,
  className = "button button-small button-danger",
}: {
  id: string;
  headline: string;
  body: string;
  label?: string;
  ariaLabel?: string;
  className?: string;
}) {
  const ui = useUi();
  const submit = useSubmit();
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        ui.openModal({ type: "confirm", headline, body, callback: () => submit({ intent: "delete", id }, { method: "post" }) });
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="confirm-delete" className={className} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}

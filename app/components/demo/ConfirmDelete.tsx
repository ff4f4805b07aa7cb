import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";

/**
 * The second step of a delete that works without JavaScript: the first POST (intent=confirm-delete)
 * renders this panel, its button posts intent=delete. Focus moves to the question.
 */
export function ConfirmDelete({ id, title, body, confirmLabel, cancelTo }: { id: string; title: string; body: string; confirmLabel: string; cancelTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  return (
    <section className="confirm-panel" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-body">
      <h2 id="confirm-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <p id="confirm-body">{body}</p>
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="id" value={id} />
        <SubmitButton busy={busy} busyLabel="Deleting…" className="button button-danger" name="intent" value="delete">
          {confirmLabel}
        </SubmitButton>
        <Link to={cancelTo} className="button button-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

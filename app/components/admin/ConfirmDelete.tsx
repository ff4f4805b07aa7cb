import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { deleteIntents } from "~/lib/intents";
import { useContext, useEffect, useRef, type ReactNode } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { UiContext } from "~/hooks/uiContext";

/**
 * Delete with a confirmation, in two layers:
 *  - without JavaScript (or outside the site shell) the button posts intent=confirm-delete and
 *    the action answers with the page plus <ConfirmPanel>, whose button posts intent=delete;
 *  - with the shell's modal available, the button opens the confirm modal instead and OK posts
 *    intent=delete directly. The action is the same either way.
 */
export function DeleteButton({
  id,
  named,
  headline = `Delete ${named}?`,
  body,
  label = "Delete",
  ariaLabel = named === undefined ? undefined : `Delete ${named}`,
  className = "button button-small button-danger",
  extra,
}: {
  id: string;
  /** What the row is called, as is: the question "Delete <named>?" and the button's label "Delete <named>", unless given. */
  named?: string;
  headline?: string;
  body: string;
  label?: string;
  ariaLabel?: string;
  className?: string;
  /** More fields for the delete (e.g. where a category's posts move). */
  extra?: Record<string, string>;
}) {
  const ui = useContext(UiContext);
  const submit = useSubmit();
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        {...deleteIntents.button("confirm-delete")}
        className={className}
        aria-label={ariaLabel}
        onClick={(e) => {
          if (!ui) return;
          e.preventDefault();
          ui.openModal({
            type: "confirm",
            headline,
            body,
            callback: () => submit({ ...extra, intent: deleteIntents.button("delete").value, id }, { method: "post" }),
          });
        }}
      >
        {label}
      </button>
    </Form>
  );
}

/** The no-JavaScript second step: what will be deleted, a Delete button and Cancel. */
export function ConfirmPanel({
  id,
  headline,
  children,
  cancelTo,
  confirmLabel,
  extra,
}: {
  id: string;
  headline: string;
  children: ReactNode;
  cancelTo: string;
  confirmLabel: string;
  extra?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  return (
    <section className="confirm-panel" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-body">
      <h2 id="confirm-title" tabIndex={-1} ref={headingRef}>
        {headline}
      </h2>
      <div id="confirm-body">{children}</div>
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="id" value={id} />
        {extra}
        <SubmitButton busy={busy} busyLabel="Deleting…" className="button button-danger" {...deleteIntents.button("delete")}>
          {confirmLabel}
        </SubmitButton>
        <Link to={cancelTo} className="button button-secondary">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

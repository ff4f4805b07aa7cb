import type { AutosaveStatus } from "~/hooks/useDraftAutosave";

/** The line above the post editor's form: whether the draft saves itself, when it last did, or why it could not. */
export function AutosaveLine({ status }: { status: AutosaveStatus }) {
  const text =
    status.kind === "saving"
      ? "Saving…"
      : status.kind === "saved"
        ? `Saved at ${status.at}`
        : status.kind === "idle"
          ? "Drafts save themselves as you write."
          : status.message;
  return (
    // A live region without role=status: the page's flash is the one status message (tests and
    // screen readers look for it); a failure is an alert.
    <p className={`autosave-status autosave-${status.kind}`} role={status.kind === "failed" ? "alert" : undefined} aria-live="polite">
      {text}
    </p>
  );
}

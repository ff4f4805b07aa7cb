import type { ReactNode } from "react";

/**
 * A submit button that shows a spinner while its form's request runs (R-API: "a loading
 * spinner shows during each call"). Without JavaScript it is a plain button.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "button",
  ...rest
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" className={className} aria-disabled={busy || undefined} aria-busy={busy || undefined} {...rest}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

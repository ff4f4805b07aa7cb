import { type ReactNode, useEffect, useRef } from "react";

/**
 * A form's error, announced as it appears (role="alert"); nothing when there is none. With
 * `focusOn` (the action's answer), it also takes focus each time that answer changes, so a keyboard
 * or screen-reader user lands on the reason the form was refused, not back at its top.
 */
export function ErrorAlert({ children, focusOn }: { children: ReactNode; focusOn?: unknown }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const focus = focusOn !== undefined;
  const shown = children !== null && children !== undefined && children !== false && children !== "";
  useEffect(() => {
    if (focus && shown) ref.current?.focus();
    // The answer is what changes; a new answer with the same words is focused again.
  }, [focusOn, focus, shown]);
  if (!shown) return null;
  return (
    <p className="form-error" role="alert" {...(focus ? { tabIndex: -1, ref } : {})}>
      {children}
    </p>
  );
}

import { type ReactNode, useEffect, useRef } from "react";

/** The first field a person types in: not a hidden input, a button, or something disabled. */
const FIRST_FIELD = "input:not([type=hidden]):not([type=submit]):not([type=button]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * A form opened by a link elsewhere on the page (an Edit in a row, an Add above a list). The form
 * can open far from the link that opened it (below a long list, at a phone's width): on opening, it
 * is scrolled into view and its first field takes focus, so the person sees what they asked for and
 * a keyboard or screen-reader user lands in it. `openedBy` names what is open (an entry's id);
 * a change of it is a new opening. A form re-shown after a refused post (`focusOnOpen` false) is
 * left to the error summary, which takes focus itself.
 */
export function FormPanel({ openedBy, focusOnOpen, className, children }: { openedBy: string; focusOnOpen: boolean; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!focusOnOpen || !panel) return;
    panel.scrollIntoView({ block: "start" });
    panel.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
    // Only a new opening moves the page, not a re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedBy]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

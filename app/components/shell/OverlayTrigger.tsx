import type { ReactNode } from "react";
import { useHydrated } from "~/hooks/useHydrated";

interface Props {
  /** Where the control leads without JavaScript (a page with the same content). */
  href: string;
  onOpen(): void;
  /** Called on hover and focus, to fetch the overlay's code before the click. */
  onIntent?(): void;
  className?: string;
  expanded?: boolean;
  children: ReactNode;
}

/**
 * A control that opens an overlay: a plain link in the server HTML (so it works before and
 * without JavaScript), a button with `aria-haspopup="dialog"` once the page is hydrated.
 */
export function OverlayTrigger({ href, onOpen, onIntent, className, expanded, children }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
      {children}
    </button>
  );
}

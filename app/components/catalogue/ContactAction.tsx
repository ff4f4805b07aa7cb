import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { contactHref, type ContactPreset } from "~/lib/shellUi";
import { useContactOpener } from "./useContactOpener";

/**
 * A link to the contact page with a preset (R-CONTACT-PRESETS Contact presets). With JavaScript and the
 * shell's overlay present it opens the overlay instead of navigating.
 */
export function ContactAction({ preset, className, children }: { preset: ContactPreset; className?: string; children: ReactNode }) {
  const open = useContactOpener();
  return (
    <Link
      to={contactHref(preset)}
      className={className}
      onClick={(event) => {
        if (!open || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open(preset);
      }}
    >
      {children}
    </Link>
  );
}

import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import type { ContactPreset } from "~/components/shell/uiContext";
import { presetValues } from "~/lib/contact/presets";
import type { loader as contactLoader } from "~/routes/contact";
import contactStyles from "~/styles/contact.css";
import { ContactForm } from "./ContactForm";
import { useDialogFocus } from "./useDialogFocus";

export interface ContactOverlayProps {
  preset: ContactPreset;
  onClose(): void;
}

/**
 * The contact form as a modal dialog over any page (SPEC §2.5). The shell imports this module
 * lazily on first open, so zod and the form stay out of every page's first load. Each opening
 * is a fresh form (the shell unmounts it on close): closing resets values, success and errors.
 */
export default function ContactOverlay({ preset, onClose }: ContactOverlayProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useDialogFocus(dialogRef, () => onCloseRef.current());

  // The signed timestamp comes from the /contact loader, like the no-JavaScript page's.
  const token = useFetcher<typeof contactLoader>();
  useEffect(() => {
    token.load("/contact");
    // Once per opening.
  }, []);

  const presetKey = preset.kind === "default" ? "default" : `${preset.kind}:${preset.productId ?? ""}`;
  return (
    <div className="contact-overlay">
      <link rel="stylesheet" href={contactStyles} />
      <div ref={dialogRef} className="contact-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>Contact Us</h2>
        <button type="button" className="contact-dialog-close" aria-label="Close" onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
        <ContactForm
          key={presetKey}
          formToken={token.data?.formToken}
          initialValues={presetValues(preset)}
          onClose={() => onCloseRef.current()}
          onFailure={() => onCloseRef.current()}
        />
      </div>
    </div>
  );
}

export { ContactOverlay };

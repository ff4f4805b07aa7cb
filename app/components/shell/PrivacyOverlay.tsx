import { useRef } from "react";
import { CloseIcon } from "./icons";
import { PrivacyPolicy } from "./PrivacyPolicy";
import { useOverlay } from "./useOverlay";

/** The privacy policy over the page (R-PRIVACY): opened from the footer; its close action closes it. */
export function PrivacyOverlay({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const backdrop = useOverlay(dialog, onClose, close);
  return (
    <dialog ref={dialog} open aria-modal="true" aria-labelledby="privacy-title" className="overlay overlay--centered" {...backdrop}>
      <div className="overlay-panel privacy-panel">
        <button ref={close} type="button" className="icon-button overlay-close overlay-close--corner" onClick={onClose} aria-label="Close privacy policy">
          <CloseIcon />
        </button>
        <div className="privacy-scroll">
          <PrivacyPolicy level={2} titleId="privacy-title" />
        </div>
        <div className="overlay-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

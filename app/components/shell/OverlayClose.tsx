import { CloseIcon } from "./icons";

/** An overlay's close button (the × in its head), named for what it closes. */
export function OverlayClose({ label, onClose }: { label: string; onClose(): void }) {
  return (
    <button type="button" className="icon-button overlay-close" onClick={onClose} aria-label={label}>
      <CloseIcon />
    </button>
  );
}

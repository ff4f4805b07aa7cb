import { useRef } from "react";
import { OverlayClose } from "./OverlayClose";
import { resolveModal } from "./modalConfig";
import type { ModalConfig } from "~/lib/shellUi";
import { useOverlay } from "./useOverlay";

/**
 * The modal dialog (R-MODAL) over a backdrop. The default type has a close button; the confirm
 * type has Cancel and OK, and OK runs its callback.
 */
export function Modal({ config, onClose }: { config: ModalConfig; onClose(): void }) {
  const modal = resolveModal(config);
  const dialog = useRef<HTMLDialogElement>(null);
  const backdrop = useOverlay(dialog, onClose);
  const confirm = modal.type === "confirm";
  return (
    <dialog
      ref={dialog}
      open
      aria-modal="true"
      role={confirm ? "alertdialog" : undefined}
      aria-labelledby="modal-headline"
      aria-describedby="modal-body"
      className="overlay overlay--centered overlay--modal"
      {...backdrop}
    >
      <div className="overlay-panel modal-panel">
        <div className="modal-head">
          <h2 id="modal-headline">{modal.headline}</h2>
          {!confirm && <OverlayClose label="Close" onClose={onClose} />}
        </div>
        <p id="modal-body">{modal.body}</p>
        {confirm && (
          <div className="overlay-actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                onClose();
                modal.callback?.();
              }}
            >
              OK
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

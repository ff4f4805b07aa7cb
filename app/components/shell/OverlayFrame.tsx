import { useEffect } from "react";
import { useMessages } from "~/hooks/messages";

/**
 * What an overlay shows in the instant between the click and its code arriving (only on a first
 * open before the idle-time preload finished): the dialog's own frame with its title, so the
 * click is answered at once and the panel does not jump when the real one replaces it. Escape
 * already closes it: a visitor who changes their mind while the code loads is not ignored.
 */
export function OverlayFrame({ title, variant, onClose }: { title: string; variant: "centered" | "pane" | "search"; onClose: () => void }) {
  const loading = useMessages()("overlay.loading");
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <dialog open aria-modal="true" aria-busy="true" aria-label={title} className={`overlay overlay--${variant}`}>
      <div className={variant === "pane" ? "overlay-panel pane-panel overlay-frame" : "overlay-panel overlay-frame"}>
        <h2>{title}</h2>
        <p role="status">{loading}</p>
      </div>
    </dialog>
  );
}

/**
 * What an overlay shows in the instant between the click and its code arriving (only on a first
 * open before the idle-time preload finished): the dialog's own frame with its title, so the
 * click is answered at once and the panel does not jump when the real one replaces it.
 */
export function OverlayFrame({ title, variant }: { title: string; variant: "centered" | "pane" | "search" }) {
  return (
    <dialog open aria-modal="true" aria-busy="true" aria-label={title} className={`overlay overlay--${variant}`}>
      <div className={variant === "pane" ? "overlay-panel pane-panel overlay-frame" : "overlay-panel overlay-frame"}>
        <h2>{title}</h2>
        <p role="status">Loading…</p>
      </div>
    </dialog>
  );
}

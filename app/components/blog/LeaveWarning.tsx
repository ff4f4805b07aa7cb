import { type Blocker, useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * A warning before leaving the editor with unsaved changes (issue 30, decision record 0025): the
 * browser's own prompt when the tab is closed or reloaded (beforeunload), and this dialog for a
 * link inside the app (Remix's useBlocker), such as "All uploads" or the admin menu.
 */
export function useLeaveWarning(unsaved: () => boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (!unsaved()) return;
        e.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        e.returnValue = "";
      },
      [unsaved],
    ),
  );
  return blocker;
}

export function LeaveWarning({ blocker }: { blocker: Blocker }) {
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <div className="overlay overlay--centered overlay--modal leave-warning" role="presentation">
      <div className="overlay-panel modal-panel" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-body">
        <h2 id="leave-title">Leave without saving?</h2>
        <p id="leave-body">This post has changes that are not saved yet. If you leave now, they are lost.</p>
        <div className="overlay-actions">
          <button ref={stay} type="button" className="button" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </button>
          <button type="button" className="button button-secondary" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      </div>
    </div>
  );
}

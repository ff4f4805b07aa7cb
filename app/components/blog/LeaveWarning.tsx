import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** Where a blocked link would have gone, and the two answers to the warning. */
export interface LeaveChoice {
  next: string | null;
  stay: () => void;
  leave: () => void;
}

/**
 * A warning before leaving the editor with unsaved changes (decision record 0025): the
 * browser's own prompt when the tab is closed or reloaded (beforeunload), and this dialog for a
 * link inside the app, such as "Upload an image" or the admin menu.
 *
 * Links are caught in the capture phase, before Remix's <Link> handles the click (it skips a click
 * whose default is prevented). Remix's useBlocker would also catch Back, but its code sits in the
 * router chunk every public page loads and put the home and product pages over their 100 KB budget;
 * Back is covered by autosave, which keeps the draft on the server two seconds after typing stops.
 */
export function useLeaveWarning(unsaved: () => boolean): LeaveChoice {
  const navigate = useNavigate();
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname || !unsaved()) return;
      e.preventDefault();
      setNext(url.pathname + url.search + url.hash);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [unsaved]);

  return {
    next,
    stay: () => setNext(null),
    leave: () => {
      setNext(null);
      if (next) navigate(next);
    },
  };
}

export function LeaveWarning({ choice }: { choice: LeaveChoice }) {
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = choice.next !== null;
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
          <button ref={stay} type="button" className="button" onClick={choice.stay}>
            Stay and keep editing
          </button>
          <button type="button" className="button button-secondary" onClick={choice.leave}>
            Leave without saving
          </button>
        </div>
      </div>
    </div>
  );
}

import type { Blocker, BlockerFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useOverlay } from "~/components/shell/useOverlay";

/** Whether a navigation is held, and the two answers to the warning. */
interface LeaveChoice {
  blocked: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * A warning before leaving a staff editor with unsaved changes (decision record 0025): the
 * browser's own prompt when the tab is closed or reloaded (beforeunload), and this dialog for
 * every move inside the app: a link, the admin menu, and the browser's Back and Forward (the
 * router holds the move and puts the history entry back until the writer answers).
 *
 * A move within the same page (the editor's own Save, a preview) is not a leave.
 */
export function useLeaveWarning(unsaved: () => boolean): LeaveChoice {
  // Once the writer has chosen to leave, the editor still shows until the next page's data has
  // come; a Back or Forward in that moment is not held a second time.
  const left = useRef(false);
  const blocker = useHistoryBlocker(({ currentLocation, nextLocation }) => !left.current && currentLocation.pathname !== nextLocation.pathname && unsaved());

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  return {
    blocked: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => {
      left.current = true;
      blocker.proceed?.();
    },
  };
}

const IDLE: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };
/** The router's own blocker API, as Remix's browser entry exposes the router (window.__remixRouter). */
interface BlockingRouter {
  getBlocker(key: string, fn: BlockerFunction): Blocker;
  deleteBlocker(key: string): void;
  subscribe(fn: (state: { blockers: Map<string, Blocker> }) => void): () => void;
}
let blockers = 0;

/**
 * Remix's useBlocker, over the router's API directly. Importing useBlocker put its code in the
 * entry chunk every public page loads (esbuild keeps react-router's hooks together there; the
 * home and product pages went over their 100 KB budget, decision record 0025); the router's
 * getBlocker / deleteBlocker are in that chunk already, so this code stays in the staff
 * editors' chunk. Without the router (a test renderer) nothing is blocked.
 */
function useHistoryBlocker(shouldBlock: BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(IDLE);
  const test = useRef(shouldBlock);
  test.current = shouldBlock;
  useEffect(() => {
    const router = (window as { __remixRouter?: BlockingRouter }).__remixRouter;
    if (!router) return;
    const key = `leave-warning-${++blockers}`;
    setBlocker(router.getBlocker(key, (args) => test.current(args)));
    const unsubscribe = router.subscribe((state) => setBlocker(state.blockers.get(key) ?? IDLE));
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, []);
  return blocker;
}

/** The dialog: focus goes to "Stay", Tab stays inside, Escape or the backdrop stays, focus then returns to where it was. */
export function LeaveWarning({ choice, what = "This post" }: { choice: LeaveChoice; what?: string }) {
  // Rendered outside the page (a portal): useOverlay makes the page behind inert.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!choice.blocked || !mounted) return null;
  return createPortal(<LeaveDialog choice={choice} what={what} />, document.body);
}

function LeaveDialog({ choice, what }: { choice: LeaveChoice; what: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const backdrop = useOverlay(dialog, choice.stay, stay);
  return (
    <dialog
      ref={dialog}
      open
      aria-modal="true"
      role="alertdialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-body"
      className="overlay overlay--centered overlay--modal leave-warning"
      {...backdrop}
    >
      <div className="overlay-panel modal-panel">
        <h2 id="leave-title">Leave without saving?</h2>
        <p id="leave-body">
          {what} has changes that are not saved yet. If you leave now, they stay only in this browser, and the editor offers them back when you return.
        </p>
        <div className="overlay-actions">
          <button ref={stay} type="button" className="button" onClick={choice.stay}>
            Stay and keep editing
          </button>
          <button type="button" className="button button-secondary" onClick={choice.leave}>
            Leave without saving
          </button>
        </div>
      </div>
    </dialog>
  );
}

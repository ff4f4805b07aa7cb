import { useEffect, useRef, type RefObject } from "react";
import { afterNextPaint } from "~/browser/afterPaint";
import { SITE_ID } from "./siteId";

/**
 * What every overlay (search, privacy, login pane, menu, modal) does while open: the page behind
 * is inert and does not scroll, Escape closes the topmost one, Tab stays inside it, focus goes
 * in on open and back to where it was on close. Overlays are `<dialog open aria-modal="true">`
 * outside the inert page rather than `showModal()`, so the notification area can show above them.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stack: symbol[] = [];
let saved = { overflow: "", paddingRight: "" };
let locked = false;
/**
 * Where focus goes back to once the last overlay has closed, while the page is being unlocked.
 * One overlay replacing another (the menu opening search or the log-in pane) closes and opens in
 * the same commit: the new one takes the page as it is, locked, and this element as its own, so
 * the page is not unlocked and locked again (each a style pass over the whole page, the largest
 * part of an overlay's time to open on a phone).
 */
let handOff: HTMLElement | null = null;

function lockPage() {
  if (locked || stack.length === 0) return;
  locked = true;
  const body = document.body.style;
  saved = { overflow: body.overflow, paddingRight: body.paddingRight };
  // The scrollbar goes with the overflow: pad by its width so the page does not shift.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.overflow = "hidden";
  if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;
  document.getElementById(SITE_ID)?.setAttribute("inert", "");
}

/** After the last overlay has closed, unless another opened in the same commit (it runs effects synchronously after this one's cleanup). */
function unlockPageSoon(returnTo: HTMLElement | null) {
  handOff = returnTo;
  queueMicrotask(() => {
    if (stack.length > 0) return;
    handOff = null;
    if (locked) {
      locked = false;
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      document.getElementById(SITE_ID)?.removeAttribute("inert");
    }
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
  });
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** `initialFocus`: what gets focus on open (a ref, or a selector inside the overlay); else its first control. */
export function useOverlay(ref: RefObject<HTMLElement>, onClose: () => void, initialFocus?: RefObject<HTMLElement> | string) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const returnTo = handOff ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    handOff = null;
    const token = Symbol("overlay");
    stack.push(token);
    const first = typeof initialFocus === "string" ? root.querySelector<HTMLElement>(initialFocus) : initialFocus?.current;
    (first ?? focusables(root)[0] ?? root).focus();
    // The page is locked once the overlay is on screen: making all of it inert and stopping its
    // scroll restyles and lays out the whole page, which on a phone had doubled the time from the
    // click to the first frame with the overlay's field in it. Focus is already inside the
    // overlay, which covers the page, so nothing behind it can be reached in the frame between.
    afterNextPaint(lockPage);

    const onKeyDown = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (e.key === "Escape") {
        e.preventDefault();
        close.current();
      } else if (e.key === "Tab") {
        const items = focusables(root);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (e.shiftKey && (active === first || !root.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !root.contains(active))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) unlockPageSoon(returnTo);
      else if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
    // Mount and unmount only: an overlay opens by mounting and closes by unmounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Props for the full-viewport `<dialog>`: a click on it outside its panel is a backdrop click. */
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (e: { target: EventTarget; currentTarget: EventTarget }) => {
      pressedOnBackdrop.current = e.target === e.currentTarget;
    },
    onClick: (e: { target: EventTarget; currentTarget: EventTarget }) => {
      if (pressedOnBackdrop.current && e.target === e.currentTarget) close.current();
      pressedOnBackdrop.current = false;
    },
  };
}

import type { MouseEvent } from "react";

/** Animated page scrolling (R-HOME-SECTIONS, R-CONSTANTS): 250 ms, landing 35 px above the target. */

const SCROLL = { durationMs: 250, offsetPx: 35 } as const;

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

// A newer scroll cancels one still running.
let generation = 0;

/** Scrolls the window to `y` (clamped to the page); instant when the user prefers reduced motion. */
export function animateScrollTo(y: number, durationMs: number = SCROLL.durationMs): Promise<void> {
  const run = ++generation;
  const from = window.scrollY;
  const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const to = Math.min(Math.max(0, Math.round(y)), max);
  if (durationMs <= 0 || from === to || prefersReducedMotion()) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  const start = performance.now();
  return new Promise((resolve) => {
    const step = () => {
      if (run !== generation) return resolve();
      const t = Math.min(1, (performance.now() - start) / durationMs);
      window.scrollTo(0, t === 1 ? to : from + (to - from) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls to the element with this id and then gives it focus, so keyboard users continue there. */
export async function scrollToSection(id: string): Promise<void> {
  const target = await sectionElement(id);
  if (!target) return;
  await animateScrollTo(target.getBoundingClientRect().top + window.scrollY - SCROLL.offsetPx);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * The section `id`, now or once it is in the page (within about three seconds of frames): the home
 * page's lower sections are islands (decision record 0053), whose code may still be arriving after
 * a client-side navigation to `/`.
 */
async function sectionElement(id: string): Promise<HTMLElement | null> {
  for (let frame = 0; frame < 180; frame++) {
    const element = document.getElementById(id);
    if (element) return element;
    await new Promise(requestAnimationFrame);
  }
  return null;
}

/** A click the browser should handle itself (new tab, new window, download). */
const isModifiedClick = (e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * onClick for a link that scripts take over (an overlay, a section, the top of the page): a plain
 * click runs `run` instead of following the link; a modified click stays the browser's.
 */
export const onPlainClick = (run: () => void) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (isModifiedClick(e)) return;
  e.preventDefault();
  run();
};

/**
 * The sticky navigation's state machine (R-SHELL, R-CONSTANTS): pure, so it is unit-tested apart from
 * the DOM. The bar sticks at 70 vh of scroll, warns at 69 vh (it is placed off-screen, ready to
 * slide in), and stops at the end of its container so it never covers the footer.
 */

export type StickyState = "normal" | "warning" | "stuck" | "end";

export const STICKY = {
  /** Fraction of the viewport height scrolled before the bar sticks. */
  start: 0.7,
  warning: 0.69,
  zIndex: 10,
  stickyClass: "sticky",
  warningClass: "sticky-warning",
  endClass: "sticky-end",
} as const;

export interface StickyInput {
  /** Whether this page has a sticky bar at all (every URL but '/'). */
  enabled: boolean;
  scrollY: number;
  viewportHeight: number;
  /** Height of the sticky bar. */
  height: number;
  /** Document offset of the bottom of the bar's container. */
  containerBottom: number;
}

export function stickyState({ enabled, scrollY, viewportHeight, height, containerBottom }: StickyInput): StickyState {
  if (!enabled) return "normal";
  if (scrollY >= viewportHeight * STICKY.start) {
    return scrollY + height >= containerBottom ? "end" : "stuck";
  }
  if (scrollY >= viewportHeight * STICKY.warning) return "warning";
  return "normal";
}

export function stickyClasses(state: StickyState): string[] {
  switch (state) {
    case "normal":
      return [];
    case "warning":
      return [STICKY.warningClass];
    case "stuck":
      return [STICKY.stickyClass];
    case "end":
      return [STICKY.stickyClass, STICKY.endClass];
  }
}

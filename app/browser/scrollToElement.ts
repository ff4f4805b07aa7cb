/**
 * Scrolls the window so `element` sits `offset` px below the top, over `duration` ms (the spec's
 * page scroll: 250 ms, offset 35). People who prefer reduced motion get the jump without the glide.
 */
export function scrollToElement(element: Element, { duration = 250, offset = 35 } = {}): void {
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - offset);
  if (duration <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

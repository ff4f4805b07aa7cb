import { useEffect, useState, type RefObject } from "react";
import { stickyState, type StickyState } from "./sticky";

/**
 * Feeds the pure sticky state machine from the window's scroll position and sizes. `pageKey`
 * changes with every navigation, when the container's height changes without a scroll.
 */
export function useStickyState(enabled: boolean, container: RefObject<HTMLElement>, bar: RefObject<HTMLElement>, pageKey: string): StickyState {
  const [state, setState] = useState<StickyState>("normal");
  useEffect(() => {
    if (!enabled) {
      setState("normal");
      return;
    }
    // Scroll events already arrive at most once a frame; measuring is two reads.
    const measure = () => {
      const box = container.current;
      const el = bar.current;
      if (!box || !el) return;
      setState(
        stickyState({
          enabled,
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          height: el.offsetHeight,
          containerBottom: box.getBoundingClientRect().bottom + window.scrollY,
        }),
      );
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [enabled, container, bar, pageKey]);
  return state;
}

import { useSyncExternalStore } from "react";

let hydrated = false;
let switching = false;
const listeners = new Set<() => void>();

/**
 * The first subscription comes from the passive effects of the commit that hydrated its
 * component. The switch to true waits for the next task: a store's change re-renders at once and
 * synchronously, and in those effects' task (with Remix's route discovery for every link) it made
 * the longest task after the first paint on a phone (decision record 0057).
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!hydrated && !switching) {
    switching = true;
    setTimeout(() => {
      hydrated = true;
      listeners.forEach((notify) => notify());
    }, 0);
  }
  return () => void listeners.delete(listener);
}

/**
 * False on the server and during hydration, true a task after it (and at once for what mounts
 * later). Lets a control render as a plain link for the first paint (it works without JavaScript)
 * and as a button once React runs it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

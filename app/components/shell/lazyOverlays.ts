import { lazy } from "react";
import { loadContactOverlay } from "../contact/loadContactOverlay";

/**
 * Overlay code is never in the first load (the search overlay carries the whole catalogue): it is
 * fetched once the page has loaded and the browser is idle, or earlier on intent (hover/focus of
 * a trigger), so that a click finds it in memory and the overlay answers at once.
 */
const loaders = {
  search: () => import("./SearchOverlay"),
  privacy: () => import("./PrivacyOverlay"),
  login: () => import("./LoginPane"),
  menu: () => import("./CollapsedMenu"),
  modal: () => import("./Modal"),
  contact: loadContactOverlay,
};

export type LazyOverlay = keyof typeof loaders;

export const preloadOverlay = (name: LazyOverlay) => {
  void loaders[name]().catch(() => {
    // A failed prefetch is retried by the real open, which shows the error boundary if it fails too.
  });
};

export const SearchOverlay = lazy(() => loaders.search().then((m) => ({ default: m.SearchOverlay })));
export const PrivacyOverlay = lazy(() => loaders.privacy().then((m) => ({ default: m.PrivacyOverlay })));
export const LoginPane = lazy(() => loaders.login().then((m) => ({ default: m.LoginPane })));
export const CollapsedMenu = lazy(() => loaders.menu().then((m) => ({ default: m.CollapsedMenu })));
export const Modal = lazy(() => loaders.modal().then((m) => ({ default: m.Modal })));
export const ContactOverlay = lazy(() => loaders.contact().then((m) => ({ default: m.ContactOverlay })));

/** The overlays the header opens, most used first; each in its own idle period, so no preload is a long task. */
const IDLE_ORDER: LazyOverlay[] = ["contact", "menu", "search", "login"];

/** Preloads the header's overlays after the load event, one per idle period (the shell mounts once). */
export function preloadOverlaysWhenIdle() {
  const next = (i: number) => {
    const name = IDLE_ORDER[i];
    if (name)
      (window.requestIdleCallback ?? setTimeout)(
        () =>
          void loaders[name]().then(
            () => next(i + 1),
            () => next(i + 1),
          ),
      );
  };
  if (document.readyState === "complete") next(0);
  else window.addEventListener("load", () => next(0), { once: true });
}

import { createElement, lazy, type ComponentProps, type ComponentType } from "react";
import type { ContactOverlay as ContactOverlayComponent } from "../contact/ContactOverlay";
import { loadContactOverlay } from "../contact/loadContactOverlay";
import type { CollapsedMenu as CollapsedMenuComponent } from "./CollapsedMenu";
import type { LoginPane as LoginPaneComponent } from "./LoginPane";
import type { Modal as ModalComponent } from "./Modal";
import type { PrivacyOverlay as PrivacyOverlayComponent } from "./PrivacyOverlay";
import type { SearchOverlay as SearchOverlayComponent } from "./SearchOverlay";

/**
 * Overlay code is never in the first load (the search overlay carries the whole catalogue): it is
 * fetched once the page has loaded and the browser is idle, or earlier on intent (hover/focus of
 * a trigger), so that a click finds it in memory and the overlay answers at once.
 */
const loaders = {
  search: () => import("./SearchOverlay").then((m) => m.SearchOverlay),
  privacy: () => import("./PrivacyOverlay").then((m) => m.PrivacyOverlay),
  login: () => import("./LoginPane").then((m) => m.LoginPane),
  menu: () => import("./CollapsedMenu").then((m) => m.CollapsedMenu),
  modal: () => import("./Modal").then((m) => m.Modal),
  contact: () => loadContactOverlay().then((m) => m.ContactOverlay),
};

type LazyOverlay = keyof typeof loaders;

/** Each overlay's component once its code has arrived. */
const arrived: Partial<Record<LazyOverlay, unknown>> = {};

const load = (name: LazyOverlay): Promise<unknown> => loaders[name]().then((component) => (arrived[name] = component));

export const preloadOverlay = (name: LazyOverlay) => {
  void load(name).catch(() => {
    // A failed prefetch is retried by the real open, which shows the error boundary if it fails too.
  });
};

/**
 * The overlay `name`: rendered at once, in the click's own render, when its code has arrived
 * (the idle preload or an earlier intent); else through React.lazy, which shows the Suspense
 * fallback (the dialog frame) until it arrives. React.lazy alone suspends on a first render even
 * when the module is loaded (its promise settles a microtask later), and React then renders the
 * overlay in a retry, in 5 ms slices and a frame or more later: on a phone, 145 ms from the click
 * to the contact form's first field.
 */
function overlay<Props extends object>(name: LazyOverlay) {
  const Lazy = lazy(() => load(name).then((component) => ({ default: component as ComponentType<Props> })));
  function Overlay(props: Props) {
    const Component = (arrived[name] ?? Lazy) as ComponentType<Props>;
    return createElement(Component, props);
  }
  // No displayName: the first load is at its byte budget, and DevTools shows the component inside.
  return Overlay;
}

export const SearchOverlay = overlay<ComponentProps<typeof SearchOverlayComponent>>("search");
export const PrivacyOverlay = overlay<ComponentProps<typeof PrivacyOverlayComponent>>("privacy");
export const LoginPane = overlay<ComponentProps<typeof LoginPaneComponent>>("login");
export const CollapsedMenu = overlay<ComponentProps<typeof CollapsedMenuComponent>>("menu");
export const Modal = overlay<ComponentProps<typeof ModalComponent>>("modal");
export const ContactOverlay = overlay<ComponentProps<typeof ContactOverlayComponent>>("contact");

/** The overlays' code, when the browser is idle after the load event, in pieces (idlePreloads.ts; the shell mounts once). */
export function preloadOverlaysWhenIdle() {
  const idle = (run: () => void) => (self.requestIdleCallback ?? setTimeout)(run);
  const start = () =>
    idle(
      () =>
        void import("./idlePreloads").then(
          (m) => m.preloadInPieces(idle, load),
          () => {},
        ),
    );
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

import { lazy } from "react";
import { loadContactOverlay } from "../contact/loadContactOverlay";

/**
 * Overlay code loads on first open (or on hover/focus of its trigger), never in the first load:
 * the search overlay carries the whole catalogue.
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

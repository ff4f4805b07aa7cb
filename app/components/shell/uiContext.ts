import { createContext, useContext } from "react";
import type { ContactPreset } from "~/lib/contact/presets";

/**
 * What any component may ask of the page shell: open an overlay, show a notification, open a
 * modal. The shell (SiteShell) provides it; product pages, the search overlay and the contact
 * form call it. Every overlay also has a no-JavaScript URL, so links degrade to real pages.
 */

export type { ContactPreset };

export type NotificationType = "success" | "error" | "warning" | "default";

export interface NotifyOptions {
  type?: NotificationType;
  /** Default 'System Notification'. */
  message?: string;
  /** Milliseconds before it hides itself; default 3000; 0 stays until clicked. */
  timer?: number;
  closeable?: boolean;
}

export interface ModalConfig {
  /** Default 'Default Modal Headline'. */
  headline?: string;
  /** Default 'This is the default modal bodytext'. */
  body?: string;
  /** 'confirm' adds OK and Cancel and runs `callback` on OK. */
  type?: "default" | "confirm";
  callback?: () => void;
}

export interface UiApi {
  openContact(preset?: ContactPreset): void;
  closeContact(): void;
  openSearch(): void;
  openPrivacy(): void;
  openLogin(): void;
  notify(options: NotifyOptions): void;
  /** Hides the notification showing now, if any (a form's stale error once it has succeeded). */
  dismissNotification(): void;
  openModal(config: ModalConfig): void;
}

export const UiContext = createContext<UiApi | null>(null);

export function useUi(): UiApi {
  const ui = useContext(UiContext);
  if (!ui) throw new Error("useUi must be used inside the site shell");
  return ui;
}

/** The no-JavaScript page for a contact preset (the contact route renders the same form). */
export function contactHref(preset: ContactPreset = { kind: "default" }): string {
  if (preset.kind === "default") return "/contact";
  const params = new URLSearchParams({ preset: preset.kind });
  if (preset.productId) params.set("product", preset.productId);
  return `/contact?${params}`;
}

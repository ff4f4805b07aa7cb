import type { ContactPreset } from "./contact/presets";

/**
 * What any component may ask of the page shell: open an overlay, show a notification, open a
 * modal. The shell (SiteShell) provides it through hooks/uiContext.ts; product pages, the search
 * overlay, the contact form and the browser's data service call it. Types and the no-JavaScript
 * URL only (no React), so browser/ and hooks/ import them without reaching up into components/.
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

/** The contact dialog's title (a shell word, in the page's language): the preset's contact type, or "Contact Us" for the default form. */
export function presetTitle(preset: ContactPreset): "overlay.demoTitle" | "overlay.infoTitle" | "overlay.contactTitle" {
  return preset.kind === "demo" ? "overlay.demoTitle" : preset.kind === "info" ? "overlay.infoTitle" : "overlay.contactTitle";
}

/** The no-JavaScript page for a contact preset (the contact route renders the same form). */
export function contactHref(preset: ContactPreset = { kind: "default" }): string {
  if (preset.kind === "default") return "/contact";
  const params = new URLSearchParams({ preset: preset.kind });
  if (preset.productId) params.set("product", preset.productId);
  return `/contact?${params}`;
}

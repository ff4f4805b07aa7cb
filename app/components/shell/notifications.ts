import type { NotificationType, NotifyOptions } from "~/lib/shellUi";

/**
 * The notification area's behaviour (R-NOTIFICATIONS), kept out of React so every timing is unit-tested:
 * one at a time (a show request while one is visible is ignored), auto-hide after its timer
 * (default 3000 ms; 0 stays until clicked), content cleared 600 ms after hiding.
 */

const NOTIFICATION_DEFAULTS = {
  type: "default" as NotificationType,
  message: "System Notification",
  timer: 3000,
  closeable: false,
};

/** How long the content stays after hiding: the 0.5 s slide-out plays over it. */
const NOTIFICATION_CLEANUP_MS = 600;

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  timer: number;
  closeable: boolean;
}

interface NotificationState {
  visible: boolean;
  /** Kept while hidden until the cleanup delay has passed, so it can slide out. */
  notification: Notification | null;
}

export function normalizeNotification(options: NotifyOptions, id: number): Notification {
  const timer = options.timer ?? NOTIFICATION_DEFAULTS.timer;
  return {
    id,
    type: options.type ?? NOTIFICATION_DEFAULTS.type,
    message: options.message?.trim() ? options.message : NOTIFICATION_DEFAULTS.message,
    timer: Number.isFinite(timer) && timer > 0 ? timer : 0,
    closeable: options.closeable ?? NOTIFICATION_DEFAULTS.closeable,
  };
}

export interface NotificationStore {
  getState(): NotificationState;
  subscribe(listener: () => void): () => void;
  /** The shown notification's id, or null when ignored because one is already visible. */
  show(options?: NotifyOptions): number | null;
  /** Hides the visible one; with an id, only if that one is still the one showing. */
  hide(id?: number): void;
}

const HIDDEN: NotificationState = { visible: false, notification: null };

export function createNotificationStore(): NotificationStore {
  let state: NotificationState = HIDDEN;
  let nextId = 1;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let cleanupTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: NotificationState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const hide = (id?: number) => {
    if (!state.visible || (id !== undefined && state.notification?.id !== id)) return;
    clearTimeout(hideTimer);
    set({ visible: false, notification: state.notification });
    cleanupTimer = setTimeout(() => set(HIDDEN), NOTIFICATION_CLEANUP_MS);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(options = {}) {
      if (state.visible) return null;
      // A new one may arrive while the last slides out: its pending cleanup must not erase it.
      clearTimeout(cleanupTimer);
      const notification = normalizeNotification(options, nextId++);
      set({ visible: true, notification });
      if (notification.timer > 0) hideTimer = setTimeout(hide, notification.timer);
      return notification.id;
    },
    hide,
  };
}

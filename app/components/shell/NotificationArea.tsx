import { useSyncExternalStore } from "react";
import type { NotificationStore } from "./notifications";
import type { NotificationType } from "~/lib/shellUi";
import { CloseIcon, ErrorIcon, InfoIcon, ThumbsUpIcon, WarningIcon } from "./icons";

const ICONS: Record<NotificationType, typeof InfoIcon> = {
  success: ThumbsUpIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  default: InfoIcon,
};

/**
 * The notification area (R-NOTIFICATIONS): bottom right, one at a time, sliding in and out over 0.5 s.
 * The live region is always in the page, so screen readers announce what appears in it. A click
 * anywhere on the notification hides it; one that stays (timer 0) or is closeable also has a
 * close button for keyboard users.
 */
export function NotificationArea({ store }: { store: NotificationStore }) {
  const { visible, notification } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const Icon = notification ? ICONS[notification.type] : null;
  return (
    // A bare live region rather than role="status": pages keep their own status messages
    // (getByRole("status") and screen readers' status lists find those, not this).
    <div className="notification-region" aria-live="polite">
      {notification && Icon && (
        // Mouse users dismiss by clicking it (R-NOTIFICATIONS); the close button is the keyboard way.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          key={notification.id}
          className={`notification notification--${notification.type}${visible ? " is-visible" : ""}`}
          aria-hidden={!visible || undefined}
          onClick={() => store.hide(notification.id)}
        >
          <Icon className="notification-icon" />
          <p className="notification-message">{notification.message}</p>
          {(notification.closeable || notification.timer === 0) && (
            <button type="button" className="icon-button notification-close" aria-label="Dismiss notification">
              <CloseIcon size={18} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

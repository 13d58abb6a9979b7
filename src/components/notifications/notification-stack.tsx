// SPEC 3 "Notification" and SPEC 8 (notification texts with their button): the stack of notifications, newest at the
// bottom. A pure View: notifications in, dismiss and action intents out; the notifications machine owns the rules.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Notification, NotificationType } from '../../domain/notifications';
import './notification-stack.css';

export interface NotificationStackProps {
  notifications: readonly Notification[];
  onDismiss(id: string): void;
  onAction(id: string): void;
}

const ICONS: Record<NotificationType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

function useTypeLabel(): (type: NotificationType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'success':
        return t`Success`;
      case 'error':
        return t`Error`;
      case 'warning':
        return t`Warning`;
      case 'info':
        return t`Information`;
    }
  };
}

export function NotificationStack({ notifications, onDismiss, onAction }: NotificationStackProps) {
  const { t } = useLingui();
  const typeLabel = useTypeLabel();
  const baseId = useId();
  // The live region is always rendered, empty or not: screen readers only announce changes to a region they know.
  return (
    <div className="notification-stack" role="status" aria-live="polite" aria-label={t`Notifications`}>
      {notifications.map((notification, index) => {
        const messageId = `${baseId}-${index}`;
        return (
          <div
            key={notification.id}
            className={`notification notification--${notification.type}`}
            // Errors interrupt (an alert is assertive); the rest wait for a pause.
            role={notification.type === 'error' ? 'alert' : undefined}
          >
            <span className="notification__icon" aria-hidden="true">
              {ICONS[notification.type]}
            </span>
            <p className="notification__message" id={messageId}>
              <span className="notification__type">{typeLabel(notification.type)}: </span>
              {notification.message}
            </p>
            {notification.action1 ? (
              <button type="button" className="notification__action" onClick={() => onAction(notification.id)}>
                {notification.action1.label}
              </button>
            ) : null}
            <button
              type="button"
              className="notification__close"
              aria-label={t`Close`}
              aria-describedby={messageId}
              onClick={() => onDismiss(notification.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}

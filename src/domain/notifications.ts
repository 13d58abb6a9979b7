// SPEC 3 "Other entities": a Notification has an id, a type, a message, an action1 label, a timeToLive and
// hasNoTimeout. SPEC 4 "Session and account": one identical to the previous is ignored; each auto-removes after its
// timeToLive unless hasNoTimeout. SPEC 9: the time-to-live is 5000 ms.

/** SPEC 9 "Notification time-to-live". */
export const NOTIFICATION_TIME_TO_LIVE_MS = 5000;

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['success', 'error', 'warning', 'info'];

export interface NotificationAction {
  /** The button's text, already translated by whoever raises the notification. */
  label: string;
  /** An app event name emitted when the button is pressed; without one the button only closes the notification. */
  event?: string;
}

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  timeToLive: number;
  hasNoTimeout: boolean;
}

/** What a caller gives: everything but type and message has a default. */
export interface NotificationInput {
  id?: string;
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

/**
 * A deterministic id for a notification that was given none: the same type, message and action label give the same
 * id, so a repeat replaces the earlier one instead of stacking a copy (no randomness or clock in machines).
 */
export function notificationId(notification: Pick<Notification, 'type' | 'message' | 'action1'>): string {
  return `${notification.type}:${notification.action1?.label ?? ''}:${notification.message}`;
}

export function createNotification(input: NotificationInput): Notification {
  const notification: Notification = {
    id: input.id ?? notificationId(input),
    type: input.type,
    message: input.message,
    timeToLive: input.timeToLive ?? NOTIFICATION_TIME_TO_LIVE_MS,
    hasNoTimeout: input.hasNoTimeout ?? false,
  };
  if (input.action1) notification.action1 = { ...input.action1 };
  return notification;
}

/** SPEC 4: "identical" means the same type, message and action label; ids and timings do not count. */
export function isSameNotification(
  a: Pick<Notification, 'type' | 'message' | 'action1'>,
  b: Pick<Notification, 'type' | 'message' | 'action1'>,
): boolean {
  return a.type === b.type && a.message === b.message && a.action1?.label === b.action1?.label;
}

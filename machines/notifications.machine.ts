// SPEC 4 "Session and account", last bullet, and SPEC 3 "Notification": a stack of notifications. One identical to
// the last one still shown is ignored; each removes itself after its timeToLive (SPEC 9: 5000 ms by default) unless
// it has hasNoTimeout. The timer is a delayed raise of `notification.expire` with an id per notification, so closing
// a notification cancels its timer. Pressing the action button emits the action's app event for the app to route.
import { assertEvent, assign, cancel, enqueueActions, setup } from 'xstate';
import {
  type Notification,
  type NotificationInput,
  createNotification,
  isSameNotification,
} from '../src/domain/notifications';

export interface NotificationsContext {
  /** Oldest first; the View shows them in this order. */
  notifications: Notification[];
}

export type NotificationsEvent =
  | { type: 'notification.add'; notification: NotificationInput }
  | { type: 'notification.dismiss'; id: string }
  | { type: 'notification.action'; id: string }
  | { type: 'notification.expire'; id: string }
  | { type: 'notification.clear' };

/** Emitted when an action button is pressed: `type` is the action's `event`, e.g. `checkout.open`. */
export interface NotificationActionEmitted {
  type: string;
  notificationId: string;
}

/** The id of a notification's time-to-live timer (a delayed raise), used to cancel it. */
export function expiryTimerId(notificationId: string): string {
  return `notification.expire:${notificationId}`;
}

function withoutId(notifications: readonly Notification[], id: string): Notification[] {
  return notifications.filter((notification) => notification.id !== id);
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as NotificationActionEmitted,
  },
  guards: {
    // SPEC 4: compared with the last notification still on the stack, so the same message can show again once the
    // earlier one has gone.
    isSameAsLast: ({ context, event }) => {
      assertEvent(event, 'notification.add');
      const last = context.notifications.at(-1);
      return last !== undefined && isSameNotification(last, createNotification(event.notification));
    },
    isEmpty: ({ context }) => context.notifications.length === 0,
  },
  actions: {
    // A notification whose id is already on the stack replaces it (and its timer), moving to the top.
    addNotification: assign(({ context, event }) => {
      assertEvent(event, 'notification.add');
      const notification = createNotification(event.notification);
      return { notifications: [...withoutId(context.notifications, notification.id), notification] };
    }),
    scheduleExpiry: enqueueActions(({ context, enqueue }) => {
      const added = context.notifications.at(-1);
      if (!added) return;
      // Scheduling under an id that is already pending would leave the old timer running: cancel it first.
      enqueue.cancel(expiryTimerId(added.id));
      if (added.hasNoTimeout) return;
      enqueue.raise(
        { type: 'notification.expire', id: added.id },
        { id: expiryTimerId(added.id), delay: added.timeToLive },
      );
    }),
    cancelExpiry: cancel(({ event }) => {
      assertEvent(event, ['notification.dismiss', 'notification.action']);
      return expiryTimerId(event.id);
    }),
    cancelAllExpiries: enqueueActions(({ context, enqueue }) => {
      for (const notification of context.notifications) enqueue.cancel(expiryTimerId(notification.id));
    }),
    removeNotification: assign(({ context, event }) => {
      assertEvent(event, ['notification.dismiss', 'notification.action', 'notification.expire']);
      return { notifications: withoutId(context.notifications, event.id) };
    }),
    emitActionEvent: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'notification.action');
      const notification = context.notifications.find((candidate) => candidate.id === event.id);
      const appEvent = notification?.action1?.event;
      if (appEvent) enqueue.emit({ type: appEvent, notificationId: event.id });
    }),
    clearNotifications: assign({ notifications: [] }),
  },
}).createMachine({
  id: 'notifications',
  initial: 'empty',
  context: { notifications: [] },
  states: {
    empty: {
      on: {
        'notification.add': { target: 'showing', actions: ['addNotification', 'scheduleExpiry'] },
      },
    },
    showing: {
      tags: ['visible'],
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'notification.add': [
          // SPEC 4: one identical to the previous is ignored (its timer is not restarted either).
          { guard: 'isSameAsLast' },
          { actions: ['addNotification', 'scheduleExpiry'] },
        ],
        'notification.dismiss': { actions: ['cancelExpiry', 'removeNotification'] },
        'notification.action': { actions: ['emitActionEvent', 'cancelExpiry', 'removeNotification'] },
        'notification.expire': { actions: 'removeNotification' },
        'notification.clear': { target: 'empty', actions: ['cancelAllExpiries', 'clearNotifications'] },
      },
    },
  },
});

// Container: the notifications machine's stack rendered by the pure NotificationStack View.
import { useSelector } from '@xstate/react';
import { NotificationStack } from '../components/notifications/notification-stack';
import { useShop } from './shop-context';

export function NotificationsContainer() {
  const { actors } = useShop();
  const notifications = useSelector(actors.notifications, (snapshot) => snapshot.context.notifications);
  return (
    <NotificationStack
      notifications={notifications}
      onDismiss={(id) => actors.notifications.send({ type: 'notification.dismiss', id })}
      onAction={(id) => actors.notifications.send({ type: 'notification.action', id })}
    />
  );
}

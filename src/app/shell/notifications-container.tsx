// Container: the notifications machine's stack rendered by the pure NotificationStack View.
import { NotificationStack } from '../../components/notifications/notification-stack';
import { useShop } from '../root/shop-context';
import { useNotifications } from '../root/hooks/use-hydration-safe';

export function NotificationsContainer() {
  const { actors } = useShop();
  // None while hydrating, as the server rendered: the worker's 'served from cache' arrives before hydration.
  const notifications = useNotifications();
  return (
    <NotificationStack
      notifications={notifications}
      onDismiss={(id) => actors.notifications.send({ type: 'notification.dismiss', id })}
      onAction={(id) => actors.notifications.send({ type: 'notification.action', id })}
    />
  );
}

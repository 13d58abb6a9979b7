// Reading a machine for rendering where the browser may know more than the server did. Hydration starts from what
// the server rendered: a page served from the service worker's cache while offline was rendered online and with no
// notifications, but before hydrating the client already knows it is offline and the worker has posted 'served from
// cache'. Rendering that at once makes React reject the cached HTML (error #418). useSyncExternalStore's server
// snapshot is the way out: while hydrating React renders `whileHydrating` (what the server rendered), then the
// machine's value right after.
import { useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { Notification } from '../../../domain/notifications';
import { useShop } from '../shop-context';

export function useHydrationSafe<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  whileHydrating: T,
): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => select(actor.getSnapshot()),
    () => whileHydrating,
  );
}

/** The network status: the server always renders online. */
export function useOnline(): boolean {
  const { actors } = useShop();
  return useHydrationSafe(actors.network, (snapshot) => snapshot.hasTag('online'), true);
}

const NONE: readonly Notification[] = [];

/** The notification stack: the server renders none (the worker's messages arrive in the browser only). */
export function useNotifications(): readonly Notification[] {
  const { actors } = useShop();
  return useHydrationSafe(actors.notifications, (snapshot) => snapshot.context.notifications, NONE);
}

// React's view of the lazily loaded commerce subsystem (cart, checkout, orders: lazy-subsystem.ts): the actors once
// loaded, null before and on the server. With `load`, the component asks for them (the checkout page, the mini cart).
import { useEffect, useSyncExternalStore } from 'react';
import type { CommerceActors } from '../commerce-actors';
import { useShop } from '../shop-context';

const none = () => null;

export function useCommerce(load = false): CommerceActors | null {
  const { actors } = useShop();
  const commerce = actors.commerce;
  const current = useSyncExternalStore(commerce.subscribe, commerce.current, none);
  useEffect(() => {
    if (load) void commerce.load();
  }, [commerce, load]);
  return current;
}

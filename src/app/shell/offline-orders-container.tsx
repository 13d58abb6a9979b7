// SPEC 4 "Offline orders and going online": when the shop is back online and automatic transmission is off, the
// orders placed offline are listed for the shopper to confirm (or leave for later); once confirmed they are sent one
// at a time. Shown over any page; the commerce subsystem is loaded at start when orders wait in the queue. What is
// shown when is the order queue's (src/app/shell/order-selectors.ts).
import { useSelector } from '@xstate/react';
import { OfflineOrdersView } from '../../pages/checkout/offline-orders-view';
import type { CommerceActors } from '../root/commerce-actors';
import { offlineOrdersViewProps } from './order-selectors';
import { useShop } from '../root/shop-context';
import { useCommerce } from '../root/hooks/use-commerce';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function OfflineOrders({ commerce }: { commerce: CommerceActors }) {
  const { storeView } = useShop();
  const { orderQueue } = commerce;
  const view = useSelector(orderQueue, (s) => offlineOrdersViewProps(s, storeView), sameJson);
  if (!view) return null;
  return (
    <OfflineOrdersView
      {...view}
      onSend={() => orderQueue.send({ type: 'queue.confirm' })}
      onLater={() => orderQueue.send({ type: 'queue.dismiss' })}
    />
  );
}

export function OfflineOrdersContainer() {
  const commerce = useCommerce();
  return commerce ? <OfflineOrders commerce={commerce} /> : null;
}

// SPEC 4 "Offline orders and going online": when the shop is back online and automatic transmission is off, the
// orders placed offline are listed for the shopper to confirm (or leave for later); once confirmed they are sent one
// at a time. Shown over any page; the commerce subsystem is loaded at start when orders wait in the queue.
import { useSelector } from '@xstate/react';
import { OfflineOrdersView, type OfflineOrderSummary } from '../pages/checkout/offline-orders-view';
import type { OrderRequest } from '../domain/contract/order';
import type { CommerceActors } from './commerce-actors';
import { useShop } from './shop-context';
import { useCommerce } from './use-commerce';

function summary(order: OrderRequest): OfflineOrderSummary {
  return {
    id: order.order_id,
    createdAt: order.created_at,
    grandTotal: order.grand_total ?? 0,
    itemCount: order.products.reduce((sum, product) => sum + product.qty, 0),
  };
}

function OfflineOrders({ commerce }: { commerce: CommerceActors }) {
  const { storeView } = useShop();
  const { orderQueue } = commerce;
  const confirming = useSelector(orderQueue, (s) => s.hasTag('confirm'));
  // Sending after the shopper confirmed: shown until the queue is empty.
  const sending = useSelector(orderQueue, (s) => s.matches('sending') && !s.context.automaticTransmission);
  const orders = useSelector(orderQueue, (s) => s.context.orders);
  if ((!confirming && !sending) || orders.length === 0) return null;
  return (
    <OfflineOrdersView
      orders={orders.map(summary)}
      status={confirming ? 'confirming' : 'sending'}
      locale={storeView.locale}
      dateSeparator={storeView.dateSeparator}
      onSend={() => orderQueue.send({ type: 'queue.confirm' })}
      onLater={() => orderQueue.send({ type: 'queue.dismiss' })}
    />
  );
}

export function OfflineOrdersContainer() {
  const commerce = useCommerce();
  return commerce ? <OfflineOrders commerce={commerce} /> : null;
}

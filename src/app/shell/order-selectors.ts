// Selectors of the order flow (STYLE "Views": containers select, Views render): the order queue's snapshot -> the
// offline-order confirmation's props (SPEC 4 "Offline orders and going online"). What a placement's outcome tells the
// checkout is the checkout machine's (issue 14: it branches on the placement's output). Used by the app and by the
// machine stories, so both show the same thing for the same state. Each call builds new objects: with useSelector, pass a deep compare.
import type { SnapshotFrom } from 'xstate';
import type { orderQueueMachine } from '../../../machines/order-queue.machine';
import type { OrderRequest } from '../../domain/contract/order';
import type { StoreView } from '../../domain/store-views';
import type { OfflineOrderSummary, OfflineOrdersViewProps } from '../../pages/checkout/offline-orders-view';

export type OrderQueueSnapshot = SnapshotFrom<typeof orderQueueMachine>;

export function offlineOrderSummary(order: OrderRequest): OfflineOrderSummary {
  return {
    id: order.order_id,
    createdAt: order.created_at,
    grandTotal: order.grand_total ?? 0,
    itemCount: order.products.reduce((sum, product) => sum + product.qty, 0),
  };
}

/** Everything of OfflineOrdersView the queue and the store view know; the container adds the events. */
export type OfflineOrdersViewData = Omit<OfflineOrdersViewProps, 'onSend' | 'onLater'>;

/**
 * The confirmation while the queue waits for the shopper, and while it sends what the shopper confirmed (until the
 * queue is empty); null otherwise: automatic transmission (SPEC 4) and the other states show nothing.
 */
export function offlineOrdersViewProps(
  snapshot: OrderQueueSnapshot,
  storeView: StoreView,
): OfflineOrdersViewData | null {
  const { orders, automaticTransmission } = snapshot.context;
  const confirming = snapshot.hasTag('confirm');
  const sending = snapshot.matches('sending') && !automaticTransmission;
  if ((!confirming && !sending) || orders.length === 0) return null;
  return {
    orders: orders.map(offlineOrderSummary),
    status: confirming ? 'confirming' : 'sending',
    locale: storeView.locale,
    dateSeparator: storeView.dateSeparator,
  };
}

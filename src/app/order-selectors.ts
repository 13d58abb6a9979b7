// Selectors of the order flow (STYLE "Views": containers select, Views render): the order queue's snapshot -> the
// offline-order confirmation's props (SPEC 4 "Offline orders and going online"), and an order placement's outcome ->
// the event that tells the checkout (SPEC 4 "Order placing"). Used by the app and by the machine stories, so both
// show the same thing for the same state. Each call builds new objects: with useSelector, pass a deep compare.
import type { SnapshotFrom } from 'xstate';
import type { CheckoutEvent } from '../../machines/checkout.machine';
import type { OrderPlacementOutput } from '../../machines/order-placement.machine';
import type { orderQueueMachine } from '../../machines/order-queue.machine';
import type { CheckoutDetails } from '../domain/checkout/details';
import type { OrderRequest } from '../domain/contract/order';
import { orderErrorTarget } from '../domain/order/error-target';
import type { StoreView } from '../domain/store-views';
import type { OfflineOrderSummary, OfflineOrdersViewProps } from '../pages/checkout/offline-orders-view';

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

/**
 * SPEC 4 "Order placing": what a placement's outcome tells the checkout. Queued offline (step 4): the thank-you page
 * of a queued order. Another failure (step 5, issue 12): the order waits in the queue and the checkout with it. A
 * refused (400) or ignored order stays in the checkout, with its reason and, when the server named one, the field.
 */
export function placementOutcomeEvent(
  result: Pick<OrderPlacementOutput, 'outcome' | 'confirmation' | 'error'> & {
    order?: Pick<OrderPlacementOutput['order'], 'order_id'>;
  },
  details?: CheckoutDetails,
): CheckoutEvent {
  if (result.outcome === 'placed' && result.confirmation) {
    return { type: 'checkout.orderPlaced', confirmation: result.confirmation };
  }
  const orderId = result.order?.order_id;
  if (result.outcome === 'queued') return { type: 'checkout.orderQueued', ...(orderId ? { orderId } : {}) };
  // Issue 12: failed (500, no reply): the order waits in the queue; no thank-you page, no step 8 yet.
  if (result.outcome === 'failed' && orderId) return { type: 'checkout.orderWaiting', orderId };
  if (result.outcome === 'failed') return { type: 'checkout.orderQueued' };
  const message = result.error ?? undefined;
  // A refusal naming a field: the checkout opens its step with the field marked.
  const target =
    message && details
      ? orderErrorTarget(message, {
          billingSameAsShipping: details.paymentDetails.billingSameAsShipping,
          country: details.shippingDetails.country,
        })
      : null;
  return { type: 'checkout.orderFailed', message, ...(target ? { target } : {}) };
}

// Issue 14 "Orders": the composed machine that owns order placement (SPEC 4 "Order placing" steps 1-8, "Offline
// orders and going online"). Its children, in one actor system:
// - `checkout` (invoked, systemId `checkout`): the steps; it invokes one order placement per order and branches on its
//   typed output (machines/checkout.machine.ts);
// - `orderQueue` (invoked, systemId `orderQueue`): the untransmitted orders; restored from storage at start
//   (`loadQueue`), told the network, sent on page load / going online / confirmation (machines/order-queue.machine.ts);
// - placements asked for with `orders.place` (spawned, one per request; the fault-injection test places many at once).
// Placements and the queue report here through the system (systemId `orders`): the session's placed hashes live in
// this context (SPEC 9 "Order confirmation hashing … per session"; a hash stays placed while the queue holds an order
// whose online placement failed and is released when the queue cancels it, issue 12); the queue's outcomes for the
// checkout's order go to the checkout (`checkout.queuedOrderSent` / `checkout.queuedOrderCancelled`); SPEC 4 step 8
// clears the cart without sync (`cart.clear` to the system's `cart`, the checkout's cart link) — except for an order
// paid on a provider's page, whose cart the return page clears on a verified success (issue 15). The I/O leaves as
// emitted events the app turns into notifications, storage writes and background sync registrations; the app gives
// only `.provide()` of actors (the network feed, the stored queue, the sender, the lock, the checkout's ports).
import { type AnyActorRef, assign, emit, enqueueActions, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { OrderRequest } from '../src/domain/contract/order';
import { paymentProviderOf } from '../src/domain/contract/payment';
import { orderContentHash } from '../src/domain/order/hash';
import type { OrderNotice } from '../src/domain/order/notices';
import type { ORDER_SYNC_TAG, OrderConfirmation } from '../src/domain/order/outcome';
import type { OrderDraft } from '../src/domain/order/payload';
import type { StoreCode } from '../src/domain/store-views';
import { checkoutMachine } from './checkout.machine';
import {
  type OrderPlacementEmitted,
  type OrderPlacementOutput,
  ORDERS_SYSTEM_ID,
  orderPlacementMachine,
} from './order-placement.machine';
import { type OrderQueueEmitted, orderQueueMachine } from './order-queue.machine';

export interface OrdersInput {
  storeCode: StoreCode;
  online: boolean;
  /** SPEC 9 offline_orders.automatic_transmission_enabled (off by default). */
  automaticTransmission?: boolean;
  /** 0 ≤ n < 1 for the queue's backoff jitter. */
  random?: () => number;
  /** A random UUID per order (crypto.randomUUID in the app). */
  newOrderId: () => string;
  /** The time: ms since the epoch (the checkout's modifiedAt). */
  now: () => number;
}

export interface OrdersContext {
  /** SPEC 9: the content hashes placed in this session. */
  placedHashes: string[];
  online: boolean;
  storeCode: StoreCode;
  automaticTransmission: boolean;
  random: () => number;
  newOrderId: () => string;
  now: () => number;
}

export type OrdersEvent =
  /** Place an order outside the checkout (another caller; the outcome comes back as `orders.settled`). */
  | { type: 'orders.place'; order: OrderDraft | OrderRequest; requestId: string }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The placements' and the queue's reports (machines/order-placement.machine.ts, order-queue.machine.ts). */
  | Exclude<OrderPlacementEmitted, { type: 'order.queue' }>
  | { type: 'order.settled'; placementId: string; output: OrderPlacementOutput }
  | OrderQueueEmitted;

export type OrdersEmitted =
  /** IndexedDB: put every order of `orders`, delete the `removed` ids (the queue's `queue.persist`). */
  | { type: 'orders.persistQueue'; orders: OrderRequest[]; removed: string[] }
  | { type: 'orders.notify'; notice: OrderNotice }
  /** SPEC 4 step 7: the service worker's background sync. */
  | { type: 'orders.registerSync'; tag: typeof ORDER_SYNC_TAG }
  /** SPEC 4 step 5: an order reached the server (the after-placed event). */
  | { type: 'orders.placed'; order: OrderRequest; confirmation: OrderConfirmation }
  /** SPEC 4 step 8 happened for this order (`at`, ISO 8601). */
  | { type: 'orders.succeeded'; order: OrderRequest; at: string }
  /** The outcome of an `orders.place` request (placementId = requestId). */
  | { type: 'orders.settled'; requestId: string; output: OrderPlacementOutput };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

/** An order paid on a provider's page (issue 15): its cart stays until the return page verified the payment. */
const paidOnProviderPage = (order: OrderRequest) =>
  ['montonio', 'esto', 'modena'].includes(paymentProviderOf(order.addressInformation.payment_method_code) ?? '');
/** Issue 15: a Liisi order placed online (not sent later by the queue) is settled by its application call: the
 * checkout clears the cart when that call succeeds (after a failure the shopper retries it with the cart there). */
const settledByLiisiCall = (order: OrderRequest, placedOnline: boolean) =>
  placedOnline && paymentProviderOf(order.addressInformation.payment_method_code) === 'liisi';

const PLACEMENT_PREFIX = 'placement:';

export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    input: {} as OrdersInput,
    events: {} as OrdersEvent,
    emitted: {} as OrdersEmitted,
  },
  actors: {
    checkout: checkoutMachine,
    orderQueue: orderQueueMachine,
    placeOrder: orderPlacementMachine,
    // What the stored queue holds at start (IndexedDB); a failed read is an empty queue.
    loadQueue: fromPromise<OrderRequest[]>(notProvided('loadQueue')),
    // The network machine's news as `network.online` / `network.offline` (the app links it).
    network: fromCallback(() => undefined),
  },
  actions: {
    setOnline: assign((_, online: boolean) => ({ online })),
    // The network reaches the queue (SPEC 4 "On going online") and the checkout (issue 15 offline payment rule).
    tellNetwork: enqueueActions(({ enqueue }, online: boolean) => {
      enqueue.sendTo('orderQueue', { type: online ? 'network.online' : 'network.offline' });
      enqueue.sendTo('checkout', { type: 'checkout.network', online });
    }),
    restoreQueue: enqueueActions(({ enqueue }, orders: OrderRequest[]) =>
      enqueue.sendTo('orderQueue', { type: 'queue.restore', orders }),
    ),
    spawnPlacement: spawnChild('placeOrder', {
      id: ({ event }) => `${PLACEMENT_PREFIX}${(event as { requestId: string }).requestId}`,
      input: ({ context, event }) => ({
        order: (event as { order: OrderDraft | OrderRequest }).order,
        online: context.online,
        placedHashes: context.placedHashes,
        newOrderId: context.newOrderId,
        now: () => new Date(context.now()).toISOString(),
      }),
    }),
    addHash: assign(({ context }, hash: string) =>
      context.placedHashes.includes(hash) ? {} : { placedHashes: [...context.placedHashes, hash] },
    ),
    removeHash: assign(({ context }, hash: string) => ({
      placedHashes: context.placedHashes.filter((placed) => placed !== hash),
    })),
    settle: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'order.settled' || !event.placementId.startsWith(PLACEMENT_PREFIX)) return;
      const requestId = event.placementId.slice(PLACEMENT_PREFIX.length);
      enqueue.emit({ type: 'orders.settled', requestId, output: event.output });
      enqueue.stopChild(event.placementId);
    }),
    // SPEC 4 step 8: the cart cleared without sync (not for an order paid on a provider's page, issue 15).
    succeed: enqueueActions(
      (
        { enqueue, system },
        { order, at, placedOnline }: { order: OrderRequest; at: string; placedOnline?: boolean },
      ) => {
        enqueue.emit({ type: 'orders.succeeded', order, at });
        const cart = system.get('cart') as AnyActorRef | undefined;
        if (cart && !paidOnProviderPage(order) && !settledByLiisiCall(order, placedOnline ?? false)) {
          enqueue.sendTo(cart, { type: 'cart.clear', sync: false });
        }
      },
    ),
    tellCheckout: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'queue.transmitted') {
        const { order, confirmation } = event;
        enqueue.sendTo('checkout', { type: 'checkout.queuedOrderSent', orderId: order.order_id, confirmation });
      } else if (event.type === 'queue.cancelled') {
        enqueue.sendTo('checkout', { type: 'checkout.queuedOrderCancelled', orderId: event.order.order_id });
      }
    }),
    notify: emit((_, notice: OrderNotice) => ({ type: 'orders.notify' as const, notice })),
    registerSync: emit((_, tag: typeof ORDER_SYNC_TAG) => ({ type: 'orders.registerSync' as const, tag })),
    persistQueue: emit((_, write: { orders: OrderRequest[]; removed: string[] }) => ({
      type: 'orders.persistQueue' as const,
      orders: write.orders,
      removed: write.removed,
    })),
    announcePlaced: emit((_, placed: { order: OrderRequest; confirmation: OrderConfirmation }) => ({
      type: 'orders.placed' as const,
      order: placed.order,
      confirmation: placed.confirmation,
    })),
  },
}).createMachine({
  id: ORDERS_SYSTEM_ID,
  context: ({ input }) => ({
    placedHashes: [],
    online: input.online,
    storeCode: input.storeCode,
    automaticTransmission: input.automaticTransmission ?? false,
    random: input.random ?? (() => 0.5),
    newOrderId: input.newOrderId,
    now: input.now,
  }),
  invoke: [
    {
      id: 'orderQueue',
      systemId: 'orderQueue',
      src: 'orderQueue',
      input: ({ context }) => ({
        online: context.online,
        automaticTransmission: context.automaticTransmission,
        random: context.random,
      }),
    },
    {
      id: 'checkout',
      systemId: 'checkout',
      src: 'checkout',
      input: ({ context }) => ({
        storeCode: context.storeCode,
        now: context.now,
        online: context.online,
        newOrderId: context.newOrderId,
        isoNow: () => new Date(context.now()).toISOString(),
      }),
    },
    { id: 'network', src: 'network' },
  ],
  on: {
    'network.online': {
      actions: [
        { type: 'setOnline', params: true },
        { type: 'tellNetwork', params: true },
      ],
    },
    'network.offline': {
      actions: [
        { type: 'setOnline', params: false },
        { type: 'tellNetwork', params: false },
      ],
    },
    'orders.place': { actions: 'spawnPlacement' },
    'order.settled': { actions: 'settle' },
    'order.hashPlaced': { actions: { type: 'addHash', params: ({ event }) => event.hash } },
    'order.hashReleased': { actions: { type: 'removeHash', params: ({ event }) => event.hash } },
    'order.notify': { actions: { type: 'notify', params: ({ event }) => event.notice } },
    'order.registerSync': { actions: { type: 'registerSync', params: ({ event }) => event.tag } },
    'order.placed': { actions: { type: 'announcePlaced', params: ({ event }) => event } },
    'order.succeeded': { actions: { type: 'succeed', params: ({ event }) => ({ ...event, placedOnline: true }) } },
    'queue.persist': { actions: { type: 'persistQueue', params: ({ event }) => event } },
    'queue.notify': { actions: { type: 'notify', params: ({ event }) => event.notice } },
    'queue.registerSync': { actions: { type: 'registerSync', params: ({ event }) => event.tag } },
    'queue.transmitted': { actions: 'tellCheckout' },
    // Issue 12: the hash of an order that failed online stayed placed while the queue held it; cancelled, the shopper
    // may place the same cart again.
    'queue.cancelled': {
      actions: [{ type: 'removeHash', params: ({ event }) => orderContentHash(event.order) }, 'tellCheckout'],
    },
    // Issue 12: an order whose online placement failed reached the server: SPEC 4 step 8 now.
    'queue.succeeded': {
      actions: {
        type: 'succeed',
        params: ({ event, context }) => ({ order: event.order, at: new Date(context.now()).toISOString() }),
      },
    },
  },
  initial: 'loading',
  states: {
    // SPEC 4 "Offline orders", issue 6: what storage holds is sent on page load (or offered for confirmation).
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: { target: 'running', actions: { type: 'restoreQueue', params: ({ event }) => event.output } },
        onError: { target: 'running', actions: { type: 'restoreQueue', params: [] } },
      },
    },
    running: {},
  },
});

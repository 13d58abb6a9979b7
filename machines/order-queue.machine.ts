// SPEC 4 "Offline orders and going online" and "Order placing" steps 6-7, SPEC 8 "Order and cart notifications":
// the untransmitted orders. They are restored from storage at start (`queue.restore`), added by the order placement
// (`order.queue`, one entry per order_id) and persisted after every change (`queue.persist`, a store never cleared
// under storage pressure). On going online or on page load (`queue.drain`) they are sent when automatic transmission
// is on (SPEC: off by default) or the thank-you page is shown; otherwise the shopper is offered the offline-order
// confirmation (`awaitingConfirmation`) and `queue.confirm` sends them. Sending is one order at a time under a
// cross-tab lock (another tab holding it is already sending: wait and ask again). 200 removes the order
// (`queue.transmitted`); 400, or 500 'Error: Error while adding products', cancels it with SPEC 8's notice; anything
// else keeps it and retries after an exponential backoff with jitter; a request that got no reply also registers the
// background sync `orderSync`, so the service worker sends with no tab open. Going offline stops sending until the
// network returns. An order stays stored until its answer, so a reload resends the same order_id (the server's
// idempotency key makes that exactly-once).
// Issue 12: an order whose online placement failed (`order.queue` with `placedOnline`) was confirmed by the shopper
// already: it is sent without the offline-order confirmation, and its 200 is SPEC 4 step 8's success
// (`queue.succeeded`: the app clears the cart, the checkout shows the thank-you page with the number).
// Issue 14: inside the composed `orders` machine (machines/orders.machine.ts, which invokes it with systemId
// `orderQueue`) everything it emits goes to `orders` too, which routes outcomes to the checkout and I/O to its ports.
// An order queued while the queue rests makes it decide at once (SPEC 4 step 6: resent while online).
import {
  type ActorSystem,
  type AnyActorRef,
  type AnyEventObject,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import type { OrderRequest } from '../src/domain/contract/order';
import { ORDER_NOTICES, type OrderNotice } from '../src/domain/order/notices';
import {
  ORDER_LOCK_RETRY_DELAY_MS,
  ORDER_SYNC_TAG,
  type OrderConfirmation,
  type OrderReply,
  classifyOrderReply,
  orderRetryDelay,
} from '../src/domain/order/outcome';
import { errorText } from '../src/domain/session';
import { ORDERS_SYSTEM_ID, type SendOrderInput, systemActor } from './order-placement.machine';

export interface OrderQueueInput {
  online: boolean;
  /** SPEC 9 offline_orders.automatic_transmission_enabled; SPEC 4: off by default. */
  automaticTransmission?: boolean;
  /** 0 ≤ n < 1 for the backoff's jitter (Math.random in the app, fixed in tests). */
  random?: () => number;
}

export interface OrderQueueContext {
  /** Untransmitted orders, oldest first; the first is the one being sent. */
  orders: OrderRequest[];
  /** The order in flight (or waiting for the lock); null otherwise. */
  current: OrderRequest | null;
  online: boolean;
  automaticTransmission: boolean;
  /** SPEC 4: the thank-you page is shown (then the queue is processed on going online). */
  isThankYouPage: boolean;
  /** Failed sends of the first order in a row; reset when it is answered for good. */
  attempts: number;
  /** The wait before the next retry, ms (ORDER_RETRY_* rules with jitter). */
  retryDelay: number;
  /** Why the last send did not go through (a message, SPEC 8 bad content-type included); null after success. */
  error: string | null;
  /** The order_ids placed online whose first send failed: sent without confirmation; step 8 waits for them. */
  placedOnline: string[];
  random: () => number;
}

export type OrderQueueEvent =
  /** At start, the orders storage holds. */
  | { type: 'queue.restore'; orders: OrderRequest[] }
  | { type: 'order.queue'; order: OrderRequest; placedOnline?: boolean }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** Page load, a retry now, the service worker's ask. */
  | { type: 'queue.drain' }
  /** The shopper confirms the offline orders. */
  | { type: 'queue.confirm' }
  /** The shopper closes the confirmation: the orders stay queued. */
  | { type: 'queue.dismiss' }
  | { type: 'queue.thankYouPage'; shown: boolean };

export type OrderQueueEmitted =
  /**
   * Storage writes (IndexedDB, the never-purged store): put every order of `orders` (the whole queue) and delete the
   * ids in `removed` (answered for good). Orders storage holds that the queue has not seen yet are never touched.
   */
  | { type: 'queue.persist'; orders: OrderRequest[]; removed: string[] }
  /** SPEC 4 step 6: 200, transmitted. */
  | { type: 'queue.transmitted'; order: OrderRequest; confirmation: OrderConfirmation }
  /** Issue 12: an order placed online whose first send failed is now transmitted: SPEC 4 step 8 follows. */
  | { type: 'queue.succeeded'; order: OrderRequest; confirmation: OrderConfirmation }
  /** SPEC 4 step 6: cancelled (marked transmitted), with its notice. */
  | { type: 'queue.cancelled'; order: OrderRequest; reason: 'invalid' | 'outOfStock' }
  | { type: 'queue.notify'; notice: OrderNotice }
  /** SPEC 4 step 7: the service worker's background sync sends the queue with no tab open. */
  | { type: 'queue.registerSync'; tag: typeof ORDER_SYNC_TAG };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

const isQueued = (orders: readonly OrderRequest[], order: OrderRequest) =>
  orders.some((queued) => queued.order_id === order.order_id);

/** Stored orders first, then those queued before storage answered; one entry per order_id. */
function mergeOrders(stored: readonly OrderRequest[], meanwhile: readonly OrderRequest[]): OrderRequest[] {
  const merged: OrderRequest[] = [];
  for (const order of [...stored, ...meanwhile]) if (!isQueued(merged, order)) merged.push(order);
  return merged;
}

/** Emitted, and sent to the composed `orders` machine when the queue runs inside it. */
function tell(
  enqueue: { emit(event: OrderQueueEmitted): void; sendTo(to: AnyActorRef, event: AnyEventObject): void },
  // biome-ignore lint/suspicious/noExplicitAny: the system's actors are of any logic
  system: ActorSystem<any>,
  event: OrderQueueEmitted,
): void {
  enqueue.emit(event);
  const orders = systemActor(system, ORDERS_SYSTEM_ID);
  if (orders) enqueue.sendTo(orders, event);
}

export const orderQueueMachine = setup({
  types: {
    context: {} as OrderQueueContext,
    input: {} as OrderQueueInput,
    events: {} as OrderQueueEvent,
    emitted: {} as OrderQueueEmitted,
  },
  actors: {
    // Supplied by the composition root: the cross-tab lock (Web Locks or BroadcastChannel). true: this tab holds it;
    // false: another tab does (it is sending).
    acquireLock: fromPromise<boolean>(notProvided('acquireLock')),
    releaseLock: fromPromise<void>(notProvided('releaseLock')),
    // POST /api/order (SPEC 7), see order-placement's sendOrder: any reply resolves, no reply rejects.
    sendOrder: fromPromise<OrderReply, SendOrderInput>(notProvided('sendOrder')),
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelay,
    lockRetryDelay: ORDER_LOCK_RETRY_DELAY_MS,
  },
  guards: {
    hasNoOrders: ({ context }) => context.orders.length === 0,
    isOffline: ({ context }) => !context.online,
    // SPEC 4: automatic transmission on, or the thank-you page shown; issue 12: or an order the shopper placed online.
    mayTransmit: ({ context }) =>
      context.automaticTransmission ||
      context.isThankYouPage ||
      context.orders.some((order) => context.placedOnline.includes(order.order_id)),
    isPlacedOnline: ({ event }) => event.type === 'order.queue' && event.placedOnline === true,
    isLockHeld: (_, held: boolean) => held === true,
    isTransmitted: (_, reply: OrderReply) => classifyOrderReply(reply).kind === 'transmitted',
    isCancelled: (_, reply: OrderReply) => classifyOrderReply(reply).kind === 'cancelled',
    isThankYouShown: ({ event }) => event.type === 'queue.thankYouPage' && event.shown,
  },
  actions: {
    restoreOrders: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'queue.restore');
      const orders = mergeOrders(event.orders, context.orders);
      enqueue.assign({ orders });
      tell(enqueue, system, { type: 'queue.persist', orders, removed: [] });
    }),
    // Never lose an order: stored before anything else happens.
    addOrder: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'order.queue');
      if (event.placedOnline && !context.placedOnline.includes(event.order.order_id)) {
        enqueue.assign({ placedOnline: [...context.placedOnline, event.order.order_id] });
      }
      if (isQueued(context.orders, event.order)) return;
      const orders = [...context.orders, event.order];
      enqueue.assign({ orders });
      tell(enqueue, system, { type: 'queue.persist', orders, removed: [] });
    }),
    takeNext: assign(({ context }) => ({ current: context.orders[0] ?? null })),
    // SPEC 4 step 6: transmitted (200) or cancelled (400, 500 out of stock): removed, stored, announced.
    finishOrder: enqueueActions(({ context, enqueue, system }, reply: OrderReply) => {
      const order = context.current;
      if (!order) return;
      const orders = context.orders.filter((queued) => queued.order_id !== order.order_id);
      const placedOnline = context.placedOnline.filter((id) => id !== order.order_id);
      enqueue.assign({ orders, current: null, attempts: 0, error: null, placedOnline });
      tell(enqueue, system, { type: 'queue.persist', orders, removed: [order.order_id] });
      const outcome = classifyOrderReply(reply);
      if (outcome.kind === 'transmitted') {
        tell(enqueue, system, { type: 'queue.transmitted', order, confirmation: outcome.confirmation });
        if (placedOnline.length < context.placedOnline.length) {
          tell(enqueue, system, { type: 'queue.succeeded', order, confirmation: outcome.confirmation });
        }
      } else if (outcome.kind === 'cancelled') {
        tell(enqueue, system, { type: 'queue.cancelled', order, reason: outcome.reason });
        const key = outcome.reason === 'invalid' ? 'invalidAddressCancelled' : 'outOfStockCancelled';
        tell(enqueue, system, { type: 'queue.notify', notice: ORDER_NOTICES[order.store_code][key] });
      }
    }),
    // The order stays first and stored; the next try waits longer each time.
    scheduleRetry: assign(({ context }, { error }: { error: string }) => {
      const attempts = context.attempts + 1;
      return { current: null, attempts, error, retryDelay: orderRetryDelay(attempts, context.random()) };
    }),
    releaseCurrent: assign({ current: null }),
    registerSync: enqueueActions(({ enqueue, system }) =>
      tell(enqueue, system, { type: 'queue.registerSync', tag: ORDER_SYNC_TAG }),
    ),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setThankYouPage: assign(({ event }) => {
      assertEvent(event, 'queue.thankYouPage');
      return { isThankYouPage: event.shown };
    }),
  },
}).createMachine({
  id: 'orderQueue',
  context: ({ input }) => ({
    orders: [],
    current: null,
    online: input.online,
    automaticTransmission: input.automaticTransmission ?? false,
    isThankYouPage: false,
    attempts: 0,
    retryDelay: 0,
    error: null,
    placedOnline: [],
    random: input.random ?? (() => 0.5),
  }),
  on: {
    'order.queue': { actions: 'addOrder' },
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
    'queue.thankYouPage': { actions: 'setThankYouPage' },
  },
  initial: 'loading',
  states: {
    // Waiting for what storage holds; orders queued meanwhile are kept and stored.
    loading: {
      tags: ['busy'],
      on: { 'queue.restore': { target: 'deciding', actions: 'restoreOrders' } },
    },
    // SPEC 4 "On going online": send, or offer the confirmation. Never rests here.
    deciding: {
      always: [
        { guard: 'hasNoOrders', target: 'idle' },
        { guard: 'isOffline', target: 'offline' },
        { guard: 'mayTransmit', target: 'sending' },
        { target: 'awaitingConfirmation' },
      ],
    },
    idle: {
      tags: ['settled'],
      on: {
        // SPEC 4 step 6: an order queued while the queue rests (a refused or failed placement) is decided on now.
        'order.queue': { target: 'deciding', actions: 'addOrder' },
        'queue.drain': { target: 'deciding' },
        'network.online': { target: 'deciding', actions: 'setOnline' },
        'network.offline': { target: 'offline', actions: 'setOffline' },
      },
    },
    // Orders only queue; the network's return decides again.
    offline: {
      tags: ['settled', 'offline'],
      on: { 'network.online': { target: 'deciding', actions: 'setOnline' } },
    },
    // SPEC 4: the offline-order confirmation lists `orders`; staying on it (or the thank-you page) sends them.
    awaitingConfirmation: {
      tags: ['settled', 'confirm'],
      on: {
        'queue.confirm': { target: 'sending' },
        'queue.dismiss': { target: 'idle' },
        // Issue 12: an order the shopper just placed online (its send failed) goes without asking.
        'order.queue': [{ guard: 'isPlacedOnline', target: 'sending', actions: 'addOrder' }, { actions: 'addOrder' }],
        'queue.thankYouPage': [
          { guard: 'isThankYouShown', target: 'sending', actions: 'setThankYouPage' },
          { actions: 'setThankYouPage' },
        ],
        'network.offline': { target: 'offline', actions: 'setOffline' },
      },
    },
    sending: {
      tags: ['busy'],
      // Whatever ends a run (the queue emptied, the network gone), no order stays in flight.
      exit: 'releaseCurrent',
      initial: 'next',
      states: {
        // One order at a time, oldest first, while online. Never rests here.
        next: {
          always: [
            { guard: 'hasNoOrders', target: '#orderQueue.idle' },
            { guard: 'isOffline', target: '#orderQueue.offline' },
            { target: 'locking', actions: 'takeNext' },
          ],
        },
        locking: {
          invoke: {
            id: 'acquireLock',
            src: 'acquireLock',
            onDone: [
              { guard: { type: 'isLockHeld', params: ({ event }) => event.output }, target: 'transmitting' },
              { target: 'lockWait' },
            ],
            onError: { target: 'lockWait' },
          },
        },
        // Another tab is sending: ask again later.
        lockWait: {
          after: { lockRetryDelay: { target: 'next' } },
          on: { 'network.offline': { target: '#orderQueue.offline', actions: 'setOffline' } },
        },
        transmitting: {
          tags: ['transmitting'],
          invoke: {
            id: 'sendOrder',
            src: 'sendOrder',
            input: ({ context }) => ({ order: context.current as OrderRequest }),
            onDone: [
              {
                guard: { type: 'isTransmitted', params: ({ event }) => event.output },
                target: 'releasing',
                actions: { type: 'finishOrder', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isCancelled', params: ({ event }) => event.output },
                target: 'releasing',
                actions: { type: 'finishOrder', params: ({ event }) => event.output },
              },
              {
                target: 'releasingForRetry',
                actions: {
                  type: 'scheduleRetry',
                  params: ({ event }) => {
                    const outcome = classifyOrderReply(event.output);
                    return { error: outcome.kind === 'retry' ? outcome.error : '' };
                  },
                },
              },
            ],
            // No reply: kept for a retry, and SPEC 4 step 7's background sync.
            onError: {
              target: 'releasingForRetry',
              actions: [
                { type: 'scheduleRetry', params: ({ event }) => ({ error: errorText(event.error) }) },
                'registerSync',
              ],
            },
          },
        },
        releasing: {
          invoke: {
            id: 'releaseLock',
            src: 'releaseLock',
            onDone: { target: 'next' },
            onError: { target: 'next' },
          },
        },
        releasingForRetry: {
          invoke: {
            id: 'releaseLockForRetry',
            src: 'releaseLock',
            onDone: [{ guard: 'isOffline', target: '#orderQueue.offline' }, { target: 'backoff' }],
            onError: [{ guard: 'isOffline', target: '#orderQueue.offline' }, { target: 'backoff' }],
          },
        },
        // The failed order waits its backoff; `queue.drain` tries again at once.
        backoff: {
          tags: ['error'],
          after: { retryDelay: { target: 'next' } },
          on: {
            'queue.drain': { target: 'next' },
            'network.offline': { target: '#orderQueue.offline', actions: 'setOffline' },
          },
        },
      },
    },
  },
});

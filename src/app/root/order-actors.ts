// The orders part of the composition root (ARCHITECTURE §1 rule 2; issue 14): the composed `orders` machine
// (machines/orders.machine.ts: the checkout, the order queue and the placements as its children) given its I/O with
// `.provide()` of actors, and its emitted I/O turned into storage writes, notifications and background sync:
// - POST /api/order for the queue and the placements; the queue's cross-tab lock from `acquireLock` to `releaseLock`
//   (let go when the page goes away); what IndexedDB holds at start (`loadQueue`); the network machine's news;
// - never lose an order: an order is written to the stored queue before a placement sends it (a reload mid-send finds
//   it there and resends the same order_id, the server's idempotency key) and dropped from storage when the placement
//   got its 200; a write that fails leaves everything in memory and is written again with the next change;
// - the checkout's ports (account creation, payment redirect, Liisi application, the cart link, the browser's
//   navigation) come from the commerce root (src/app/root/commerce-actors.ts).
// Who routes what between the machines is the machines' (sendTo over systemIds), not this file's. `place` places an
// order outside the checkout (the fault-injection test); `on(type, handler)` listens to the outcomes.
import { type ActorRefFrom, type AnyActorLogic, createActor, fromCallback, fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.machine';
import type { networkMachine } from '../../../machines/network.machine';
import type { notificationsMachine } from '../../../machines/notifications.machine';
import {
  ORDERS_SYSTEM_ID,
  type OrderPlacementEmitted,
  type OrderPlacementOutput,
  type SendOrderInput,
  orderPlacementMachine,
} from '../../../machines/order-placement.machine';
import { type OrderQueueEmitted, orderQueueMachine } from '../../../machines/order-queue.machine';
import { ordersMachine } from '../../../machines/orders.machine';
import type { OrderRequest } from '../../domain/contract/order';
import type { NotificationInput } from '../../domain/notifications';
import type { OrderNotice } from '../../domain/order/notices';
import { type OrderReply, classifyOrderReply } from '../../domain/order/outcome';
import type { OrderDraft } from '../../domain/order/payload';
import type { StoreCode } from '../../domain/store-views';
import { BAD_CONTENT_TYPE_MESSAGE, WRONG_FORMAT_MESSAGE } from '../../domain/sync-tasks';

/** Lets go of the cross-tab lock (src/adapters/locks.ts). */
export type Release = () => void;

/** The queue machine's `queue.persist`: put every order of `orders`, delete the `removed` ids, touch nothing else. */
export interface OrderQueueWrite {
  orders: OrderRequest[];
  removed: string[];
}

/** The orders' I/O in the browser (src/adapters); the order actors never run during SSR. */
export interface OrderDeps {
  /**
   * POST /api/order with the current customer's token: resolves with any reply (see `answeringOrderSend`), rejects
   * only when no reply came (network, time-out, aborted).
   */
  send(order: OrderRequest, signal: AbortSignal): Promise<OrderReply>;
  /** The store view's order queue in IndexedDB (orderQueueStorage: `load` as orders, `write` = its `persist`). */
  queue: { load(): Promise<OrderRequest[]>; write(persist: OrderQueueWrite): Promise<void> };
  /** The cross-tab lock of this store view's queue: its release when this tab got it, null when another holds it. */
  tryLock(): Promise<Release | null>;
  /** SPEC 4 step 7: registers the service worker's background sync (when offline-order notification is on). */
  registerSync(tag: string): Promise<void>;
  /** A random UUID per order (crypto.randomUUID). */
  newId(): string;
  /** The current time, ISO 8601. */
  now(): string;
  /** 0 ≤ n < 1 for the retry backoff's jitter (Math.random when omitted). */
  random?(): number;
  /** SPEC 9 offline_orders.automatic_transmission_enabled; SPEC 4: off by default. */
  automaticTransmission: boolean;
}

export interface OrderWiring {
  online: boolean;
  network: ActorRefFrom<typeof networkMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** An order notice in the shopper's language (the app's i18n); SPEC 8's English text with OK when none is given. */
  notification?(notice: OrderNotice): NotificationInput;
  /** The store view of the checkout ('ee' when none is given). */
  storeCode?: StoreCode;
  /** The checkout's ports (src/app/root/commerce-actors.ts); left out, the checkout's defaults (tests of the orders). */
  checkout?: CheckoutPorts;
}

/** The checkout's I/O: its actors by name (createAccount, createPaymentRedirect, postLiisiApplication, cart,
 * detailsStorage). */
export interface CheckoutPorts {
  actors?: Partial<
    Record<
      'createAccount' | 'createPaymentRedirect' | 'postLiisiApplication' | 'checkGiftCard' | 'cart' | 'detailsStorage',
      AnyActorLogic
    >
  >;
  /** Issue 15: the browser goes to the provider's page. */
  navigate?(url: string): void;
}

/** The machine definitions, replaceable in tests (e.g. shorter delays through `.provide({ delays })`). */
export interface OrderLogic {
  orderQueue?: typeof orderQueueMachine;
  orderPlacement?: typeof orderPlacementMachine;
}

/** What the app can listen to with `on`. */
export type OrderActorsEvent =
  | Extract<OrderPlacementEmitted, { type: 'order.placed' | 'order.succeeded' }>
  | Extract<OrderQueueEmitted, { type: 'queue.transmitted' | 'queue.cancelled' }>;

type Handler<T extends OrderActorsEvent['type']> = (event: Extract<OrderActorsEvent, { type: T }>) => void;

/** Thrown by `place` when the actors stop (the page goes away) before the placement settled. */
export const ORDER_PLACEMENT_STOPPED = 'The order placement stopped before it settled';

/**
 * `deps.send` from the order API (src/adapters/order.ts orderApi(http).send with the customer's token): a reply that
 * is not JSON, or JSON without the envelope, is still a reply (SPEC 8 "Order request outcomes": a bad content-type
 * leaves the order untransmitted), so it resolves as `{ code: <status>, result: <message> }`; only no reply rejects.
 */
export function answeringOrderSend(
  send: (order: OrderRequest, signal: AbortSignal) => Promise<OrderReply>,
): OrderDeps['send'] {
  return (order, signal) =>
    send(order, signal).catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      const message = error instanceof Error ? error.message : '';
      if (typeof code === 'number' && (message === BAD_CONTENT_TYPE_MESSAGE || message === WRONG_FORMAT_MESSAGE)) {
        return { code, result: message };
      }
      throw error;
    });
}

export function createOrderActors(deps: OrderDeps, wiring: OrderWiring, logic: OrderLogic = {}) {
  const writer = queueWriter(deps.queue);
  const lock = heldLock(deps.tryLock);
  const handlers = new Map<OrderActorsEvent['type'], Set<(event: OrderActorsEvent) => void>>();
  const pending = new Map<string, { resolve(output: OrderPlacementOutput): void; reject(error: Error): void }>();
  let requests = 0;
  let stopped = false;

  const announce = (event: OrderActorsEvent) => {
    for (const handler of handlers.get(event.type) ?? []) handler(event);
  };
  const notify = (notice: OrderNotice) =>
    wiring.notifications.send({
      type: 'notification.add',
      // SPEC 8: order notifications appear with an OK button.
      notification: wiring.notification?.(notice) ?? { type: notice.type, message: notice.message, action1: OK },
    });
  const registerSync = (tag: string) => void deps.registerSync(tag).catch(() => undefined);

  const placement = (logic.orderPlacement ?? orderPlacementMachine).provide({
    actors: {
      // Stored before it leaves: a reload mid-send finds the order in the queue and resends the same order_id.
      // Transmitted: its stored copy goes; otherwise the queue holds it now (or it was never sent).
      sendOrder: fromPromise<OrderReply, SendOrderInput>(async ({ input, signal }) => {
        await writer.ahead(input.order);
        signal.throwIfAborted();
        const reply = await deps.send(input.order, signal).catch((error: unknown) => {
          if (!signal.aborted) writer.settle(input.order.order_id, false);
          throw error;
        });
        writer.settle(input.order.order_id, classifyOrderReply(reply).kind === 'transmitted');
        return reply;
      }),
    },
  });
  const ports = wiring.checkout;
  const checkout = checkoutMachine.provide({
    actors: {
      placeOrder: placement,
      ...(ports?.actors ?? {}),
    },
    ...(ports?.navigate
      ? { actions: { navigateToProvider: ({ context }) => ports.navigate?.(context.redirectUrl ?? '') } }
      : {}),
  });
  const network = wiring.network;
  const orders = createActor(
    ordersMachine.provide({
      actors: {
        checkout,
        placeOrder: placement,
        orderQueue: (logic.orderQueue ?? orderQueueMachine).provide({
          actors: {
            acquireLock: fromPromise(({ signal }) => lock.acquire(signal)),
            releaseLock: fromPromise(async () => lock.release()),
            sendOrder: fromPromise<OrderReply, SendOrderInput>(({ input, signal }) => deps.send(input.order, signal)),
          },
        }),
        // SPEC 4 "Offline orders", issue 6: what storage holds is sent on page load (or offered for confirmation).
        loadQueue: fromPromise(() => deps.queue.load()),
        network: fromCallback(({ sendBack }) => {
          const subscription = network.on('network.changed', ({ online }) =>
            sendBack({ type: online ? 'network.online' : 'network.offline' }),
          );
          return () => subscription.unsubscribe();
        }),
      },
    }),
    {
      systemId: ORDERS_SYSTEM_ID,
      input: {
        storeCode: wiring.storeCode ?? 'ee',
        online: wiring.online,
        automaticTransmission: deps.automaticTransmission,
        random: deps.random ?? Math.random,
        newOrderId: deps.newId,
        now: () => Date.parse(deps.now()),
      },
    },
  );
  orders.on('orders.persistQueue', ({ orders: queued, removed }) => void writer.queue(queued, removed));
  orders.on('orders.notify', ({ notice }) => notify(notice));
  orders.on('orders.registerSync', ({ tag }) => registerSync(tag));
  orders.on('orders.placed', ({ order, confirmation }) => announce({ type: 'order.placed', order, confirmation }));
  orders.on('orders.succeeded', ({ order, at }) => announce({ type: 'order.succeeded', order, at, code: 200 }));
  orders.on('orders.settled', ({ requestId, output }) => {
    pending.get(requestId)?.resolve(output);
    pending.delete(requestId);
  });
  orders.start();
  const children = orders.getSnapshot().children;
  const orderQueue = children.orderQueue as ActorRefFrom<typeof orderQueueMachine>;
  orderQueue.on('queue.transmitted', announce);
  orderQueue.on('queue.cancelled', announce);

  /** SPEC 4 "Order placing": places a draft (or resends an order with its id) and tells its outcome. */
  function place(order: OrderDraft | OrderRequest): Promise<OrderPlacementOutput> {
    if (stopped) return Promise.reject(new Error(ORDER_PLACEMENT_STOPPED));
    const requestId = String(++requests);
    return new Promise<OrderPlacementOutput>((resolve, reject) => {
      pending.set(requestId, { resolve, reject });
      orders.send({ type: 'orders.place', order, requestId });
    });
  }

  /** Listens to an outcome; returns the unsubscribe. */
  function on<T extends OrderActorsEvent['type']>(type: T, handler: Handler<T>): () => void {
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set);
    const listener = handler as (event: OrderActorsEvent) => void;
    set.add(listener);
    return () => set.delete(listener);
  }

  return {
    orders,
    orderQueue,
    checkout: children.checkout as ActorRefFrom<typeof checkoutMachine>,
    /** For the commerce composition root, which spreads its actors. */
    actors: { orders, orderQueue, checkout: children.checkout as ActorRefFrom<typeof checkoutMachine> },
    place,
    on,
    /** SPEC 4 step 8: a successful order (code absent or 200). */
    onSucceeded: (handler: Handler<'order.succeeded'>) => on('order.succeeded', handler),
    /** SPEC 9: the content hashes placed in this session. */
    placedHashes: (): string[] => [...orders.getSnapshot().context.placedHashes],
    /**
     * The page goes away: the actors stop (requests in flight are aborted), the lock is let go; resolves once the
     * storage writes already asked for are done (nothing is written after).
     */
    stop(): Promise<void> {
      stopped = true;
      orders.stop();
      for (const { reject } of pending.values()) reject(new Error(ORDER_PLACEMENT_STOPPED));
      pending.clear();
      lock.close();
      return writer.close();
    },
  };
}

export type OrderActors = ReturnType<typeof createOrderActors>;

const OK = { label: 'OK' };

const isListed = (orders: readonly OrderRequest[], orderId: string) =>
  orders.some((order) => order.order_id === orderId);

/** The cross-tab lock from `acquireLock` to `releaseLock`; a grant that comes after the page went away is let go. */
function heldLock(tryLock: OrderDeps['tryLock']) {
  let held: Release | null = null;
  let closed = false;
  const release = () => {
    const current = held;
    held = null;
    current?.();
  };
  return {
    async acquire(signal: AbortSignal): Promise<boolean> {
      const granted = await tryLock();
      if (!granted) return false;
      if (closed || signal.aborted) {
        granted();
        return false;
      }
      release();
      held = granted;
      return true;
    },
    release,
    close() {
      closed = true;
      release();
    },
  };
}

/**
 * The writes to the stored queue, one at a time and in order: the queue machine's latest whole queue, the orders
 * placements are sending, and the ids answered for good. A failed write keeps all of it for the next change.
 */
function queueWriter(storage: OrderDeps['queue']) {
  let queued: OrderRequest[] = [];
  const sending = new Map<string, OrderRequest>();
  const removed = new Set<string>();
  let dirty = false;
  let closed = false;
  let running: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (dirty) {
      dirty = false;
      const orders = [...queued];
      for (const order of sending.values()) if (!isListed(orders, order.order_id)) orders.push(order);
      const gone = [...removed].filter((id) => !isListed(orders, id));
      try {
        await storage.write({ orders, removed: gone });
        for (const id of gone) removed.delete(id);
      } catch {
        // Never lose an order: everything stays in memory and is written again with the next change.
        return;
      }
    }
  }
  function write(): Promise<void> {
    if (closed) return running ?? Promise.resolve();
    dirty = true;
    running ??= flush().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** `queue.persist`: the whole queue and the ids it answered for. */
    queue(orders: OrderRequest[], ids: string[]): Promise<void> {
      queued = orders;
      for (const id of ids) removed.add(id);
      return write();
    },
    /** An order a placement is about to send; resolves when written (or when the write failed: it is sent anyway). */
    ahead(order: OrderRequest): Promise<void> {
      sending.set(order.order_id, order);
      removed.delete(order.order_id);
      return write();
    },
    /** A placement settled: transmitted orders leave storage; the others are the queue's now (or were never sent). */
    settle(orderId: string, transmitted: boolean): void {
      if (!sending.delete(orderId) || !transmitted) return;
      removed.add(orderId);
      void write();
    },
    /** The page goes away: what was asked for is still written (as IndexedDB commits what it was given). */
    close(): Promise<void> {
      closed = true;
      return running ?? Promise.resolve();
    },
  };
}

// The orders part of the composition root (src/app/root/order-actors.ts) with fakes for the network, the stored queue and
// the cross-tab lock: SPEC 4 "Order placing" and "Offline orders and going online" as the app wires them — outcomes
// told to the app, notices shown, the queue restored and drained on page load, one sender at a time across tabs, and
// no order lost to a reload or a failed storage write.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { networkMachine } from '../../machines/network.machine';
import { notificationsMachine } from '../../machines/notifications.machine';
import {
  ORDER_PLACEMENT_STOPPED,
  type OrderActorsEvent,
  type OrderDeps,
  type OrderQueueWrite,
  type Release,
  answeringOrderSend,
  createOrderActors,
} from '../../src/app/root/order-actors';
import type { OrderRequest } from '../../src/domain/contract/order';
import { orderContentHash } from '../../src/domain/order/hash';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import { ORDER_LOCK_RETRY_DELAY_MS, type OrderReply, orderRetryDelay } from '../../src/domain/order/outcome';
import { BAD_CONTENT_TYPE_MESSAGE } from '../../src/domain/sync-tasks';
import {
  CART,
  ORDER_TIME,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  filledDetails,
  sampleDraft,
  sampleOrder,
} from '../unit/order-fixtures';

interface Send {
  order: OrderRequest;
  signal: AbortSignal;
  /** The stored queue's ids when the request left. */
  storedAtSend: string[];
  resolve(reply: OrderReply): void;
  reject(error: Error): void;
}

const OK: OrderReply = { code: 200, result: { backendOrderId: 7, orderNumber: 'EE000007' } };

/** The store view's IndexedDB queue with the `persist` semantics; `failWrites` makes the next writes fail. */
function fakeStorage(initial: OrderRequest[] = []) {
  const rows = new Map(initial.map((order) => [order.order_id, order]));
  const storage = {
    failWrites: 0,
    writes: [] as OrderQueueWrite[],
    ids: () => [...rows.keys()],
    async load() {
      return [...rows.values()];
    },
    async write(persist: OrderQueueWrite) {
      storage.writes.push(persist);
      if (storage.failWrites > 0) {
        storage.failWrites -= 1;
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      }
      for (const order of persist.orders) if (!rows.has(order.order_id)) rows.set(order.order_id, order);
      for (const id of persist.removed) rows.delete(id);
    },
  };
  return storage;
}

/** Web Locks between tabs: one holder at a time, `ifAvailable`. */
function fakeLocks() {
  let holder: object | null = null;
  return {
    holder: () => holder,
    tryLock: async (): Promise<Release | null> => {
      if (holder) return null;
      const token = {};
      holder = token;
      return () => {
        if (holder === token) holder = null;
      };
    },
  };
}

let ids = 0;

/** A draft with other content (another hash) than sampleDraft(). */
function anotherDraft() {
  const draft = sampleDraft();
  return { ...draft, products: draft.products.map((product) => ({ ...product, qty: product.qty + 1 })) };
}

/** One tab: the order actors over the given storage and lock, with a network that answers when the test says. */
function tab(
  options: {
    storage?: ReturnType<typeof fakeStorage>;
    locks?: ReturnType<typeof fakeLocks>;
    online?: boolean;
    automaticTransmission?: boolean;
    translate?: boolean;
  } = {},
) {
  const storage = options.storage ?? fakeStorage();
  const locks = options.locks ?? fakeLocks();
  const online = options.online ?? true;
  const sends: Send[] = [];
  const syncTags: string[] = [];
  const network = createActor(networkMachine, { input: { online } }).start();
  const notifications = createActor(notificationsMachine).start();
  const deps: OrderDeps = {
    send: (order, signal) =>
      new Promise((resolve, reject) => {
        sends.push({ order, signal, storedAtSend: storage.ids(), resolve, reject });
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
    queue: storage,
    tryLock: locks.tryLock,
    registerSync: async (tag) => {
      syncTags.push(tag);
    },
    newId: () => `order-${String(++ids).padStart(4, '0')}`,
    now: () => ORDER_TIME,
    random: () => 1,
    automaticTransmission: options.automaticTransmission ?? true,
  };
  const orders = createOrderActors(deps, {
    online,
    network,
    notifications,
    ...(options.translate ? { notification: (notice) => ({ type: notice.type, message: `[et] ${notice.key}` }) } : {}),
  });
  const told: OrderActorsEvent[] = [];
  for (const type of ['order.placed', 'order.succeeded', 'queue.transmitted', 'queue.cancelled'] as const) {
    orders.on(type, (event) => told.push(event));
  }
  const messages = () => notifications.getSnapshot().context.notifications.map((shown) => shown.message);
  const queued = () => orders.orderQueue.getSnapshot().context.orders.map((order) => order.order_id);
  return { orders, sends, syncTags, network, storage, locks, told, messages, queued };
}

/** Lets promises and IndexedDB-like writes settle (fake timers do not run microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('order actors (SPEC 4 "Order placing", "Offline orders and going online")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('places an order: stored before it leaves, removed after its 200, success told to the app', async () => {
    const { orders, sends, storage, told } = tab();
    await settle();
    const placing = orders.place(sampleDraft());
    await settle();
    expect(sends).toHaveLength(1);
    const order = sends[0]?.order as OrderRequest;
    expect(sends[0]?.storedAtSend, 'a reload mid-send finds the order in storage').toEqual([order.order_id]);

    sends[0]?.resolve(OK);
    const output = await placing;
    await settle();
    expect(output).toMatchObject({ outcome: 'placed', confirmation: { backendOrderId: 7, orderNumber: 'EE000007' } });
    expect(storage.ids(), 'a transmitted order leaves storage').toEqual([]);
    expect(told.map((event) => event.type)).toEqual(['order.placed', 'order.succeeded']);
    expect(orders.placedHashes()).toEqual([orderContentHash(order)]);
  });

  it('ignores the same draft placed twice in a row in this session, sending it once', async () => {
    const { orders, sends } = tab();
    const first = orders.place(sampleDraft());
    const second = orders.place(sampleDraft());
    expect(await second).toMatchObject({ outcome: 'ignored' });
    await settle();
    sends[0]?.resolve(OK);
    expect(await first).toMatchObject({ outcome: 'placed' });
    expect(await orders.place(sampleDraft())).toMatchObject({ outcome: 'ignored' });
    expect(sends).toHaveLength(1);
  });

  it('queues an order the server did not answer, notifies, registers orderSync and resends the same order_id', async () => {
    const { orders, sends, syncTags, storage, messages, queued, told } = tab();
    await settle();
    const placing = orders.place(sampleDraft());
    await settle();
    sends[0]?.reject(new TypeError('Failed to fetch'));
    expect(await placing).toMatchObject({ outcome: 'failed', error: 'Failed to fetch' });
    await settle();
    const id = sends[0]?.order.order_id as string;
    expect(queued()).toEqual([id]);
    expect(storage.ids()).toEqual([id]);
    expect(messages()).toEqual([ORDER_NOTICES.ee.queuedAfterServerError.message]);
    expect(syncTags).toEqual(['orderSync']);
    // Issue 12: the hash stays placed while the queue holds the order: the same cart is not ordered twice.
    expect(orders.placedHashes()).toHaveLength(1);
    expect(await orders.place(sampleDraft())).toMatchObject({ outcome: 'ignored' });

    // The queue sends it (automatic transmission): the same order, the same id.
    expect(sends.map((send) => send.order.order_id)).toEqual([id, id]);
    sends[1]?.resolve(OK);
    await settle();
    expect(queued()).toEqual([]);
    expect(storage.ids()).toEqual([]);
    // Sent now: SPEC 4 step 8 follows only this success (the cart is cleared).
    expect(told.map((event) => event.type)).toEqual(['queue.transmitted', 'order.succeeded']);
  });

  it('queues an order offline as a success without sending, and sends it when the network returns', async () => {
    const { orders, sends, network, storage, told } = tab({ online: false });
    await settle();
    expect(await orders.place(sampleDraft())).toMatchObject({ outcome: 'queued', code: 200 });
    await settle();
    expect(sends).toEqual([]);
    expect(storage.ids()).toHaveLength(1);
    expect(told.map((event) => event.type)).toEqual(['order.succeeded']);

    network.send({ type: 'network.online' });
    await settle();
    expect(sends).toHaveLength(1);
    // A placement made online now is sent at once.
    void orders.place(anotherDraft());
    await settle();
    expect(sends).toHaveLength(2);
  });

  it('restores the stored queue on page load and offers the confirmation when automatic transmission is off', async () => {
    const storage = fakeStorage([sampleOrder('stored-1'), sampleOrder('stored-2')]);
    const { orders, sends, queued } = tab({ storage, automaticTransmission: false });
    await settle();
    expect(queued()).toEqual(['stored-1', 'stored-2']);
    expect(orders.orderQueue.getSnapshot().hasTag('confirm')).toBe(true);
    expect(sends).toEqual([]);

    orders.orderQueue.send({ type: 'queue.confirm' });
    await settle();
    expect(sends.map((send) => send.order.order_id)).toEqual(['stored-1']);
  });

  it('drains the stored queue on page load with automatic transmission, telling cancellations with SPEC 8 notices', async () => {
    const storage = fakeStorage([sampleOrder('stored-1'), sampleOrder('stored-2')]);
    const { sends, storage: stored, told, messages } = tab({ storage, translate: true });
    await settle();
    sends[0]?.resolve(OK);
    await settle();
    sends[1]?.resolve({ code: 400, result: 'addressInformation.shippingAddress.city: Too small' });
    await settle();
    expect(stored.ids()).toEqual([]);
    expect(told.map((event) => event.type)).toEqual(['queue.transmitted', 'queue.cancelled']);
    expect(messages(), 'notices in the shopper’s language').toEqual(['[et] invalidAddressCancelled']);
  });

  it('lets one tab send at a time: the other waits for the lock and never sends the same order at once', async () => {
    const storage = fakeStorage([sampleOrder('stored-1')]);
    const locks = fakeLocks();
    const first = tab({ storage, locks });
    const second = tab({ storage, locks });
    await settle();
    expect(first.sends.length + second.sends.length, 'one sender while the lock is held').toBe(1);
    const [sender, waiter] = first.sends.length ? [first, second] : [second, first];

    sender.sends[0]?.resolve(OK);
    await settle();
    expect(locks.holder(), 'released after the answer').toBeNull();
    await vi.advanceTimersByTimeAsync(ORDER_LOCK_RETRY_DELAY_MS);
    // The other tab restored the same order before it was sent: a resend the server answers with the first result.
    expect(waiter.sends.map((send) => send.order.order_id)).toEqual(['stored-1']);
    waiter.sends[0]?.resolve(OK);
    await settle();
    expect([first.queued(), second.queued(), storage.ids()]).toEqual([[], [], []]);
  });

  it('retries an order after its backoff and keeps it stored meanwhile', async () => {
    const storage = fakeStorage([sampleOrder('stored-1')]);
    const { sends, queued } = tab({ storage });
    await settle();
    sends[0]?.resolve({ code: 502, result: BAD_CONTENT_TYPE_MESSAGE });
    await settle();
    await vi.advanceTimersByTimeAsync(orderRetryDelay(1, 1) - 1);
    expect(sends).toHaveLength(1);
    expect(storage.ids()).toEqual(['stored-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends.map((send) => send.order.order_id)).toEqual(['stored-1', 'stored-1']);
    sends[1]?.resolve(OK);
    await settle();
    expect(queued()).toEqual([]);
  });

  it('keeps an order in memory when storage fails and writes it with the next change', async () => {
    const { orders, sends, storage, queued } = tab({ online: false });
    await settle();
    storage.failWrites = 1;
    await orders.place(sampleDraft());
    await settle();
    const [firstId] = queued();
    expect(storage.ids(), 'the failed write stored nothing').toEqual([]);
    expect(queued(), 'still queued in memory').toHaveLength(1);

    await orders.place(anotherDraft());
    await settle();
    expect(storage.ids()).toEqual(queued());
    expect(storage.ids()).toContain(firstId);
    expect(sends).toEqual([]);
  });

  it('writes a removal again after a failed write, so a sent order does not come back on the next page load', async () => {
    const storage = fakeStorage([sampleOrder('stored-1'), sampleOrder('stored-2')]);
    const { sends } = tab({ storage });
    await settle();
    storage.failWrites = 1;
    sends[0]?.resolve(OK);
    await settle();
    expect(storage.ids(), 'the removal failed').toEqual(['stored-1', 'stored-2']);
    sends[1]?.resolve(OK);
    await settle();
    expect(storage.ids()).toEqual([]);
  });

  it('on a reload mid-send aborts the request, lets the lock go, and the next page resends the same order', async () => {
    const storage = fakeStorage();
    const locks = fakeLocks();
    const before = tab({ storage, locks });
    await settle();
    const placing = before.orders.place(sampleDraft());
    await settle();
    const sent = before.sends[0] as Send;

    await before.orders.stop();
    await expect(placing).rejects.toThrow(ORDER_PLACEMENT_STOPPED);
    expect(sent.signal.aborted).toBe(true);
    expect(storage.ids()).toEqual([sent.order.order_id]);

    const after = tab({ storage, locks });
    await settle();
    expect(after.sends.map((send) => send.order)).toEqual([sent.order]);
    after.sends[0]?.resolve(OK);
    await settle();
    expect([storage.ids(), locks.holder()]).toEqual([[], null]);
  });

  it('lets go of a lock granted after the page went away', async () => {
    const locks = fakeLocks();
    let grant: (release: Release | null) => void = () => undefined;
    const slow = { ...locks, tryLock: () => new Promise<Release | null>((resolve) => (grant = resolve)) };
    const storage = fakeStorage([sampleOrder('stored-1')]);
    const { orders } = tab({ storage, locks: slow });
    await settle();
    await orders.stop();
    grant(await locks.tryLock());
    await settle();
    expect(locks.holder()).toBeNull();
  });
});

describe('answeringOrderSend', () => {
  it('answers a reply that is not JSON as a reply and rejects only when no reply came', async () => {
    const notJson = Object.assign(new Error(BAD_CONTENT_TYPE_MESSAGE), { code: 502 });
    const send = answeringOrderSend(async () => {
      throw notJson;
    });
    const signal = new AbortController().signal;
    expect(await send(sampleOrder('x-1'), signal)).toEqual({ code: 502, result: BAD_CONTENT_TYPE_MESSAGE });
    const offline = answeringOrderSend(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline(sampleOrder('x-1'), signal)).rejects.toThrow('Failed to fetch');
  });
});

// Issue 14 "Must show": the checkout → placement → queue hand-offs through the real composition (the orders machine
// with its checkout and queue children, the real placement), with fake I/O: the checkout branches on the placement's
// typed output — sent (200), queued offline, refused (400), failed (500, no reply) — and the queue's outcome for the
// order it holds comes back to the checkout.
describe('the composed orders machine: checkout → placement → queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function atReview(options: Parameters<typeof tab>[0] = {}) {
    const sut = tab(options);
    const { checkout } = sut.orders;
    checkout.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
    checkout.send({ type: 'checkout.paymentMethods', methods: PAYMENT_METHODS });
    checkout.send({ type: 'checkout.cart', cart: CART, ready: true });
    checkout.send({ type: 'checkout.restore', details: filledDetails(), modifiedAt: null });
    for (let step = 0; step < 3; step += 1) checkout.send({ type: 'checkout.next' });
    await settle();
    expect(checkout.getSnapshot().value).toEqual({ editing: 'review' });
    return sut;
  }

  it('200: the thank-you page with the number; the hash is the session’s', async () => {
    const sut = await atReview();
    sut.orders.checkout.send({ type: 'checkout.placeOrder' });
    await settle();
    sut.sends[0]?.resolve(OK);
    await settle();
    const { context } = sut.orders.checkout.getSnapshot();
    expect([context.isThankYouPage, context.confirmation?.orderNumber]).toEqual([true, 'EE000007']);
    expect(sut.orders.placedHashes()).toHaveLength(1);
    expect(sut.told.map((event) => event.type)).toEqual(['order.placed', 'order.succeeded']);
  });

  it('offline: queued as a success, then sent by the queue when the network returns', async () => {
    const sut = await atReview({ online: false });
    sut.orders.checkout.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(sut.sends, 'SPEC 4 step 4: not sent offline').toEqual([]);
    expect(sut.orders.checkout.getSnapshot().hasTag('thankYou')).toBe(true);
    expect(sut.queued()).toHaveLength(1);
    sut.network.send({ type: 'network.online' });
    await settle();
    sut.sends[0]?.resolve(OK);
    await settle();
    expect(sut.queued()).toEqual([]);
    expect(sut.orders.checkout.getSnapshot().context.confirmation?.orderNumber, 'its number once sent').toBe(
      'EE000007',
    );
  });

  it('400: back to the review with the reason, the order queued and the hash released', async () => {
    const sut = await atReview();
    sut.orders.checkout.send({ type: 'checkout.placeOrder' });
    await settle();
    sut.sends[0]?.resolve({ code: 400, result: 'Failed to fetch' });
    await settle();
    expect(sut.orders.checkout.getSnapshot().value).toEqual({ editing: 'review' });
    expect(sut.orders.checkout.getSnapshot().context.error).toBe('Failed to fetch');
    expect(sut.orders.placedHashes()).toEqual([]);
  });

  for (const [name, answer] of [
    ['500', (send: Send) => send.resolve({ code: 500, result: 'Internal Server Error' })],
    ['no reply', (send: Send) => send.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`${name}: the checkout waits while the queue resends, then shows the number`, async () => {
      const sut = await atReview();
      sut.orders.checkout.send({ type: 'checkout.placeOrder' });
      await settle();
      const first = sut.sends[0] as Send;
      answer(first);
      await settle();
      expect(sut.orders.checkout.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(orderRetryDelay(1, 1));
      const resent = sut.sends.at(-1) as Send;
      expect(resent.order.order_id, 'the same order_id').toBe(first.order.order_id);
      resent.resolve(OK);
      await settle();
      expect(sut.orders.checkout.getSnapshot().hasTag('thankYou')).toBe(true);
      expect(sut.told.map((event) => event.type)).toContain('order.succeeded');
    });
  }
});

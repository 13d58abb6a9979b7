import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import type { SendOrderInput } from '../../machines/order-placement.machine';
import { type OrderQueueInput, orderQueueMachine } from '../../machines/order-queue.machine';
import { ORDER_OUT_OF_STOCK_ERROR, type OrderRequest } from '../../src/domain/contract/order';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import {
  ORDER_LOCK_RETRY_DELAY_MS,
  ORDER_RETRY_BASE_DELAY_MS,
  type OrderReply,
  orderRetryDelay,
} from '../../src/domain/order/outcome';
import { BAD_CONTENT_TYPE_MESSAGE } from '../../src/domain/sync-tasks';
import { sampleOrder } from '../unit/order-fixtures';

interface Send {
  order: OrderRequest;
  resolve(reply: OrderReply): void;
  reject(error: Error): void;
}

const FIRST = sampleOrder('order-0001');
const SECOND = { ...sampleOrder('order-0002'), store_code: 'lv' as const };
const OK: OrderReply = { code: 200, result: { backendOrderId: 41, orderNumber: '000000041' } };

/** A queue whose storage is a fake fed by `queue.persist`, with a lock this tab gets unless `lockHeldElsewhere`. */
function queue(input: Partial<OrderQueueInput> = {}) {
  const sends: Send[] = [];
  const stored = new Map<string, OrderRequest>();
  const lock = { heldElsewhere: false, acquired: 0, released: 0 };
  const actor = createActor(
    orderQueueMachine.provide({
      actors: {
        sendOrder: fromPromise<OrderReply, SendOrderInput>(
          ({ input: { order } }) => new Promise((resolve, reject) => sends.push({ order, resolve, reject })),
        ),
        acquireLock: fromPromise<boolean>(async () => {
          if (lock.heldElsewhere) return false;
          lock.acquired += 1;
          return true;
        }),
        releaseLock: fromPromise<void>(async () => {
          lock.released += 1;
        }),
      },
    }),
    { input: { online: true, random: () => 1, ...input } },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
    if (event.type !== 'queue.persist') return;
    for (const order of event.orders) stored.set(order.order_id, order);
    for (const id of event.removed) stored.delete(id);
  });
  actor.start();
  return { actor, sends, emitted, lock, stored: () => [...stored.keys()].sort() };
}

/** Lets the promise actors answer (fake timers do not run microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('order queue machine (SPEC 4 "Offline orders and going online", step 6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the offline-order confirmation on going online when automatic transmission is off (the default)', async () => {
    const { actor, sends } = queue({ online: false });
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(actor.getSnapshot().context.orders).toEqual([FIRST]);
    await settle();
    expect(sends, 'nothing is sent before the shopper confirms').toEqual([]);

    actor.send({ type: 'queue.confirm' });
    await settle();
    expect(sends.map((send) => send.order.order_id)).toEqual(['order-0001']);
  });

  it('sends at once on page load when automatic transmission is on, one order at a time, oldest first', async () => {
    const { actor, sends, emitted, lock, stored } = queue({ automaticTransmission: true });
    actor.send({ type: 'queue.restore', orders: [FIRST, SECOND] });
    await settle();
    expect(sends.map((send) => send.order.order_id)).toEqual(['order-0001']);

    sends[0]?.resolve(OK);
    await settle();
    expect(stored(), 'the transmitted order leaves storage before the next is sent').toEqual(['order-0002']);
    expect(sends.map((send) => send.order.order_id)).toEqual(['order-0001', 'order-0002']);
    expect(emitted.find((event) => event.type === 'queue.transmitted')).toEqual({
      type: 'queue.transmitted',
      order: FIRST,
      confirmation: { backendOrderId: 41, orderNumber: '000000041' },
    });

    sends[1]?.resolve(OK);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stored()).toEqual([]);
    expect([lock.acquired, lock.released], 'the lock is held per send and released').toEqual([2, 2]);
  });

  it('sends when the thank-you page is shown even with automatic transmission off', async () => {
    const { actor, sends } = queue();
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    actor.send({ type: 'queue.thankYouPage', shown: true });
    await settle();
    expect(sends).toHaveLength(1);
  });

  it('cancels a queued order on 400 and on 500 out of stock, with SPEC 8 notices in the order store view', async () => {
    const { actor, sends, emitted, stored } = queue({ automaticTransmission: true });
    actor.send({ type: 'queue.restore', orders: [FIRST, SECOND] });
    await settle();
    sends[0]?.resolve({ code: 400, result: 'addressInformation.billingAddress.city: Too small' });
    await settle();
    sends[1]?.resolve({ code: 500, result: ORDER_OUT_OF_STOCK_ERROR });
    await settle();
    expect(stored()).toEqual([]);
    expect(emitted.filter((event) => event.type === 'queue.notify').map((event) => event.notice)).toEqual([
      ORDER_NOTICES.ee.invalidAddressCancelled,
      ORDER_NOTICES.lv.outOfStockCancelled,
    ]);
    expect(emitted.filter((event) => event.type === 'queue.transmitted')).toEqual([]);
  });

  it('keeps an order on another answer and retries the same order_id after a growing backoff', async () => {
    const { actor, sends, stored } = queue({ automaticTransmission: true });
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    await settle();
    sends[0]?.resolve({ code: 502, result: BAD_CONTENT_TYPE_MESSAGE });
    await settle();
    expect(actor.getSnapshot().matches({ sending: 'backoff' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(BAD_CONTENT_TYPE_MESSAGE);
    expect(stored(), 'still stored, untransmitted').toEqual(['order-0001']);

    await vi.advanceTimersByTimeAsync(orderRetryDelay(1, 1) - 1);
    expect(sends, 'not before the backoff is over').toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends.map((send) => send.order.order_id)).toEqual(['order-0001', 'order-0001']);

    sends[1]?.resolve({ code: 503, result: 'Service unavailable' });
    await settle();
    expect(actor.getSnapshot().context.retryDelay).toBe(2 * ORDER_RETRY_BASE_DELAY_MS);
  });

  it('registers the background sync when a send gets no reply, and stops while offline', async () => {
    const { actor, sends, emitted } = queue({ automaticTransmission: true });
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    await settle();
    sends[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(emitted.filter((event) => event.type === 'queue.registerSync')).toEqual([
      { type: 'queue.registerSync', tag: 'orderSync' },
    ]);
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(sends, 'nothing is sent offline').toHaveLength(1);
    actor.send({ type: 'network.online' });
    await settle();
    expect(sends).toHaveLength(2);
  });

  it('waits while another tab holds the lock (it is sending), then asks again', async () => {
    const { actor, sends, lock } = queue({ automaticTransmission: true });
    lock.heldElsewhere = true;
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    await settle();
    expect(actor.getSnapshot().matches({ sending: 'lockWait' })).toBe(true);
    expect(sends).toEqual([]);
    lock.heldElsewhere = false;
    await vi.advanceTimersByTimeAsync(ORDER_LOCK_RETRY_DELAY_MS);
    expect(sends).toHaveLength(1);
  });

  it('stores each order once, keeping orders queued before storage answered', async () => {
    const { actor, stored } = queue({ online: false });
    actor.send({ type: 'order.queue', order: SECOND });
    actor.send({ type: 'order.queue', order: SECOND });
    expect(stored()).toEqual(['order-0002']);
    actor.send({ type: 'queue.restore', orders: [FIRST, SECOND] });
    expect(stored()).toEqual(['order-0001', 'order-0002']);
  });

  it('keeps the orders when the shopper dismisses the confirmation', () => {
    const { actor, stored } = queue();
    actor.send({ type: 'queue.restore', orders: [FIRST] });
    actor.send({ type: 'queue.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stored()).toEqual(['order-0001']);
    actor.send({ type: 'queue.drain' });
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
  });
});

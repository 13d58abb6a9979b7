// The order-queue machine's model (ARCHITECTURE §3; SPEC 4 "Offline orders and going online" and "Order placing"
// step 6-7, SPEC 8 "Order and cart notifications"): two sample orders (Estonian and Latvian), storage answering with
// one or none, the network going and coming, page loads, the offline-order confirmation confirmed or dismissed, the
// thank-you page, the cross-tab lock held here or elsewhere, POST /api/order answering in every way SPEC names, the
// lock wait and the backoff running out; issue 12: an order placed online whose send failed (sent without asking,
// its 200 is step 8's success); what each state promises. To be registered in tests/model/models.ts.
import { type OrderQueueEmitted, orderQueueMachine } from '../../machines/order-queue.machine';
import { ORDER_OUT_OF_STOCK_ERROR, type OrderRequest } from '../../src/domain/contract/order';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import type { OrderReply } from '../../src/domain/order/outcome';
import { BAD_CONTENT_TYPE_MESSAGE } from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';
import { sampleOrder } from '../unit/order-fixtures';

type OrderQueueMachine = typeof orderQueueMachine;
type Snapshot = ReturnType<OrderQueueMachine['getInitialSnapshot']>;
type Event = Parameters<OrderQueueMachine['transition']>[1];

export const SAMPLE_ORDERS = {
  ee: sampleOrder('order-ee-0001'),
  lv: { ...sampleOrder('order-lv-0002'), store_code: 'lv' as const },
} satisfies Record<string, OrderRequest>;

const nameOf = (order: Pick<OrderRequest, 'order_id'>) =>
  Object.entries(SAMPLE_ORDERS).find(([, sample]) => sample.order_id === order.order_id)?.[0] ?? order.order_id;

/** POST /api/order's answers (SPEC 7 envelope; SPEC 8 out of stock and bad content-type). */
export const REPLIES = {
  ok: { code: 200, result: { backendOrderId: 41, orderNumber: '000000041' } },
  invalid: { code: 400, result: 'addressInformation.billingAddress.city: Too small' },
  outOfStock: { code: 500, result: ORDER_OUT_OF_STOCK_ERROR },
  badContentType: { code: 502, result: BAD_CONTENT_TYPE_MESSAGE },
} satisfies Record<string, OrderReply>;

const replyName = (reply: OrderReply) => Object.entries(REPLIES).find(([, known]) => known === reply)?.[0] ?? 'reply';

/** The synthetic events of the two waits (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const LOCK_WAIT_EVENT_TYPE = 'xstate.after.lockRetryDelay.orderQueue.sending.lockWait';
export const BACKOFF_EVENT_TYPE = 'xstate.after.retryDelay.orderQueue.sending.backoff';

function queueEvents(snapshot: Snapshot): Event[] {
  // The Latvian order queued while the Estonian one comes from storage: at most two orders keeps the graph small
  // (queueing an order_id twice is an action's branch, covered by the machine tests).
  const queue = snapshot.context.orders.some((order) => order.order_id === SAMPLE_ORDERS.lv.order_id)
    ? []
    : [
        { type: 'order.queue' as const, order: SAMPLE_ORDERS.lv },
        { type: 'order.queue' as const, order: SAMPLE_ORDERS.lv, placedOnline: true },
      ];
  return [
    ...queue,
    { type: 'queue.restore', orders: [SAMPLE_ORDERS.ee] },
    { type: 'queue.restore', orders: [] },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'queue.drain' },
    { type: 'queue.confirm' },
    { type: 'queue.dismiss' },
    { type: 'queue.thankYouPage', shown: true },
    { type: 'queue.thankYouPage', shown: false },
    { type: 'xstate.done.actor.acquireLock', output: true } as never,
    { type: 'xstate.done.actor.acquireLock', output: false } as never,
    { type: 'xstate.error.actor.acquireLock', error: new Error('Lock manager unavailable') } as never,
    ...Object.values(REPLIES).map((output) => ({ type: 'xstate.done.actor.sendOrder', output }) as never),
    { type: 'xstate.error.actor.sendOrder', error: new TypeError('Failed to fetch') } as never,
    { type: 'xstate.done.actor.releaseLock' } as never,
    { type: 'xstate.error.actor.releaseLock', error: new Error('not held') } as never,
    { type: 'xstate.done.actor.releaseLockForRetry' } as never,
    { type: 'xstate.error.actor.releaseLockForRetry', error: new Error('not held') } as never,
    { type: LOCK_WAIT_EVENT_TYPE } as never,
    { type: BACKOFF_EVENT_TYPE } as never,
  ];
}

/** A comparable digest of what the queue emitted (persist writes are checked against storage by the test). */
export function digest(event: OrderQueueEmitted): string {
  switch (event.type) {
    case 'queue.persist':
      return `persist [${event.orders.map(nameOf).join(', ')}] removing [${event.removed.join(', ')}]`;
    case 'queue.transmitted':
      return `transmitted ${nameOf(event.order)} #${event.confirmation.orderNumber}`;
    case 'queue.succeeded':
      return `succeeded ${nameOf(event.order)} #${event.confirmation.orderNumber}`;
    case 'queue.cancelled':
      return `cancelled ${nameOf(event.order)} (${event.reason})`;
    case 'queue.notify':
      return `notify ${event.notice.key}: ${event.notice.message}`;
    case 'queue.registerSync':
      return `register sync ${event.tag}`;
  }
}

/** The oracle: what an answer must make the queue announce, from the state before it (SPEC 4 step 6-7, SPEC 8);
 * storage writes are checked by the test against its fake store. */
export function expectedAnnouncements(previous: Snapshot, event: Event): string[] {
  const type: string = event.type;
  const order = previous.context.current;
  if (!order) return [];
  const name = nameOf(order);
  if (type === 'xstate.error.actor.sendOrder') return ['register sync orderSync'];
  if (type !== 'xstate.done.actor.sendOrder') return [];
  const reply = (event as unknown as { output: OrderReply }).output;
  const notices = ORDER_NOTICES[order.store_code];
  if (reply === REPLIES.ok) {
    // Issue 12: an order placed online whose first send failed succeeds now (SPEC 4 step 8 follows).
    const placedOnline = previous.context.placedOnline.includes(order.order_id);
    return [`transmitted ${name} #000000041`, ...(placedOnline ? [`succeeded ${name} #000000041`] : [])];
  }
  if (reply === REPLIES.invalid)
    return [
      `cancelled ${name} (invalid)`,
      `notify invalidAddressCancelled: ${notices.invalidAddressCancelled.message}`,
    ];
  if (reply === REPLIES.outOfStock)
    return [`cancelled ${name} (outOfStock)`, `notify outOfStockCancelled: ${notices.outOfStockCancelled.message}`];
  return [];
}

export const orderQueueModel: ModelEntry<OrderQueueMachine> = {
  machine: orderQueueMachine,
  inputs: [
    { online: true, random: () => 1 },
    { online: false, automaticTransmission: true, random: () => 1 },
  ],
  events: queueEvents,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      c.orders.map(nameOf),
      c.current ? nameOf(c.current) : null,
      c.online,
      c.automaticTransmission,
      c.isThankYouPage,
      c.placedOnline.map((id) => nameOf({ order_id: id })),
      // Retries are alike after the first (only the delay grows).
      Math.min(c.attempts, 1),
    ]);
  },
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'order.queue')
      return `queue the ${nameOf(event.order)} order${event.placedOnline ? ' (placed online, its send failed)' : ''}`;
    if (event.type === 'queue.restore')
      return event.orders.length ? `storage holds ${event.orders.map(nameOf).join(', ')}` : 'storage holds nothing';
    if (event.type === 'queue.thankYouPage')
      return event.shown ? 'the thank-you page shows' : 'the thank-you page goes';
    if (type === 'xstate.done.actor.acquireLock')
      return (event as unknown as { output: boolean }).output ? 'this tab gets the lock' : 'another tab holds the lock';
    if (type === 'xstate.error.actor.acquireLock') return 'the lock cannot be asked for';
    if (type === 'xstate.done.actor.sendOrder')
      return `the server answers ${replyName((event as unknown as { output: OrderReply }).output)}`;
    if (type === 'xstate.error.actor.sendOrder') return 'the request fails (network)';
    if (type.startsWith('xstate.done.actor.releaseLock')) return 'the lock is released';
    if (type.startsWith('xstate.error.actor.releaseLock')) return 'releasing the lock fails';
    if (type === LOCK_WAIT_EVENT_TYPE) return 'the lock wait runs out';
    if (type === BACKOFF_EVENT_TYPE) return 'the backoff runs out';
    return type;
  },
  describeState: (snapshot) => {
    const c = snapshot.context;
    const facts = [
      c.online ? 'online' : 'offline',
      c.automaticTransmission ? 'automatic' : '',
      c.isThankYouPage ? 'thank-you page' : '',
      c.attempts ? `${c.attempts} failed` : '',
      c.placedOnline.length ? `placed online: ${c.placedOnline.map((id) => nameOf({ order_id: id })).join(', ')}` : '',
    ];
    return `${stateName(snapshot)} [${c.orders.map(nameOf).join(', ')}] (${facts.filter(Boolean).join(', ')})`;
  },
  legend: [
    'ee: an Estonian order, lv: a Latvian one; inputs: online without automatic transmission (the default),',
    'offline with it on; answers: ok (200), invalid (400), outOfStock (500 Error while adding products), badContentType',
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the queue keeps running').toBe('active');
      const ids = snapshot.context.orders.map((order) => order.order_id);
      expect(new Set(ids).size, 'an order is queued once').toBe(ids.length);
      for (const id of snapshot.context.placedOnline) {
        expect(ids, 'issue 12: an order placed online stays queued until answered').toContain(id);
      }
      if (previous && event) {
        const announced = (emitted as OrderQueueEmitted[])
          .filter((entry) => entry.type !== 'queue.persist')
          .map(digest);
        expect(announced, 'what SPEC 4 and 8 announce').toEqual(expectedAnnouncements(previous, event));
      }
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.current).toBeNull();
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.current).toBeNull();
    },
    offline: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('offline')).toBe(true);
      expect(snapshot.context.online).toBe(false);
    },
    awaitingConfirmation: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect(snapshot.hasTag('confirm')).toBe(true);
      expect(c.orders.length, 'the confirmation lists the orders').toBeGreaterThan(0);
      expect(c.automaticTransmission || c.isThankYouPage, 'SPEC 4: asked only without automatic sending').toBe(false);
      expect(
        c.orders.some((order) => c.placedOnline.includes(order.order_id)),
        'issue 12: an order placed online is never asked about again',
      ).toBe(false);
      expect(c.current).toBeNull();
    },
    'sending.locking': ({ snapshot }, expect) => {
      const { current, orders } = snapshot.context;
      expect(current?.order_id, 'the oldest order goes first').toBe(orders[0]?.order_id);
      expect(snapshot.children.acquireLock).toBeDefined();
    },
    'sending.lockWait': ({ snapshot, pendingTimers }, expect) => {
      expect(snapshot.children.sendOrder, 'another tab is sending').toBeUndefined();
      expect(pendingTimers, 'the lock is asked for again later').toBe(1);
    },
    'sending.transmitting': ({ snapshot }, expect) => {
      const { current, orders } = snapshot.context;
      expect(snapshot.hasTag('transmitting')).toBe(true);
      expect(current?.order_id).toBe(orders[0]?.order_id);
      expect(snapshot.children.sendOrder, 'one order in flight').toBeDefined();
    },
    'sending.releasing': ({ snapshot }, expect) => {
      expect(snapshot.context.current, 'the answered order is done').toBeNull();
      expect(snapshot.context.attempts).toBe(0);
    },
    'sending.releasingForRetry': ({ snapshot }, expect) => {
      expect(snapshot.context.orders.length, 'never lose an order: it stays queued').toBeGreaterThan(0);
      expect(snapshot.context.attempts).toBeGreaterThan(0);
    },
    'sending.backoff': ({ snapshot, pendingTimers }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).not.toBeNull();
      expect(snapshot.context.retryDelay).toBeGreaterThan(0);
      expect(pendingTimers, 'the retry is scheduled').toBe(1);
    },
  },
};

// The orders machine's model (issue 14; SPEC 4 "Order placing" steps 2, 5, 7, 8 and "Offline orders and going
// online"; SPEC 9 placed hashes per session): what its children report through the system — hashes placed and
// released, notices, background sync, the after-placed event, step 8 for a cash-on-delivery and for a Montonio order,
// a spawned placement settling, the queue's writes and outcomes — the stored queue answering or failing, the network
// going and coming; what each report must turn into (emitted I/O, the session's hashes). To be registered in
// tests/model/models.ts.
import { type OrdersEmitted, ordersMachine } from '../../machines/orders.machine';
import { orderContentHash } from '../../src/domain/order/hash';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import { ORDER_SYNC_TAG } from '../../src/domain/order/outcome';
import { type ModelEntry, stateName } from '../helpers/model';
import { ORDER_TIME, sampleDraft, sampleOrder } from '../unit/order-fixtures';

type OrdersMachine = typeof ordersMachine;
type Event = Parameters<OrdersMachine['transition']>[1];

export const COD_ORDER = sampleOrder('orders-cod-0001');
const draft = sampleDraft();
export const MONTONIO_ORDER = sampleOrder('orders-montonio-0002', {
  ...draft,
  addressInformation: { ...draft.addressInformation, payment_method_code: 'montonio_vsf' },
});
export const HASH = orderContentHash(COD_ORDER);
const CONFIRMATION = { backendOrderId: 41, orderNumber: '000000041' };
const NOTICE = ORDER_NOTICES.ee.queuedAfterServerError;
const OUTPUT = {
  outcome: 'placed' as const,
  order: COD_ORDER,
  hash: HASH,
  placedHashes: [HASH],
  confirmation: CONFIRMATION,
  code: 200,
  error: null,
};

export const ORDERS_EVENTS: Event[] = [
  { type: 'xstate.done.actor.loadQueue', output: [COD_ORDER] } as never,
  { type: 'xstate.error.actor.loadQueue', error: new Error('IndexedDB unavailable') } as never,
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: 'order.hashPlaced', hash: HASH },
  { type: 'order.hashReleased', hash: HASH },
  { type: 'order.notify', notice: NOTICE },
  { type: 'order.registerSync', tag: ORDER_SYNC_TAG },
  { type: 'order.placed', order: COD_ORDER, confirmation: CONFIRMATION },
  { type: 'order.succeeded', order: COD_ORDER, at: ORDER_TIME, code: 200 },
  { type: 'order.succeeded', order: MONTONIO_ORDER, at: ORDER_TIME, code: 200 },
  { type: 'order.settled', placementId: 'placement:7', output: OUTPUT },
  { type: 'order.settled', placementId: 'placeOrder', output: OUTPUT },
  { type: 'queue.persist', orders: [COD_ORDER], removed: [] },
  { type: 'queue.notify', notice: NOTICE },
  { type: 'queue.registerSync', tag: ORDER_SYNC_TAG },
  { type: 'queue.transmitted', order: COD_ORDER, confirmation: CONFIRMATION },
  { type: 'queue.cancelled', order: COD_ORDER, reason: 'invalid' },
  { type: 'queue.succeeded', order: COD_ORDER, confirmation: CONFIRMATION },
  { type: 'orders.place', order: draft, requestId: '7' },
];

const emittedTypes = (emitted: readonly unknown[]) => (emitted as OrdersEmitted[]).map((event) => event.type);

export const ordersModel: ModelEntry<OrdersMachine> = {
  machine: ordersMachine,
  inputs: [{ storeCode: 'ee', online: true, newOrderId: () => 'orders-new-0003', now: () => Date.parse(ORDER_TIME) }],
  events: ORDERS_EVENTS,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.online, snapshot.context.placedHashes]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (type.includes('loadQueue')) return type.includes('done') ? 'storage holds an order' : 'storage fails';
    if (event.type === 'order.succeeded') return `step 8 for ${event.order.addressInformation.payment_method_code}`;
    if (event.type === 'order.settled') return `${event.placementId} settles`;
    return type;
  },
  describeState: (snapshot) =>
    `${stateName(snapshot)} (${snapshot.context.online ? 'online' : 'offline'}, ${snapshot.context.placedHashes.length} hashes)`,
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      if (!previous || !event) return;
      const c = snapshot.context;
      const types = emittedTypes(emitted);
      if (event.type === 'order.hashPlaced') expect(c.placedHashes, 'SPEC 9: the hash is placed').toContain(HASH);
      if (event.type === 'order.hashReleased' || event.type === 'queue.cancelled') {
        expect(c.placedHashes, 'issue 12: released, the cart may be placed again').not.toContain(HASH);
      }
      if (event.type === 'order.notify' || event.type === 'queue.notify') expect(types).toEqual(['orders.notify']);
      if (event.type === 'order.registerSync' || event.type === 'queue.registerSync') {
        expect(types, 'SPEC 4 step 7').toEqual(['orders.registerSync']);
      }
      if (event.type === 'queue.persist') expect(types).toEqual(['orders.persistQueue']);
      if (event.type === 'order.placed')
        expect(types, 'SPEC 4 step 5: the after-placed event').toEqual(['orders.placed']);
      if (event.type === 'order.succeeded' || event.type === 'queue.succeeded') {
        expect(types, 'SPEC 4 step 8').toEqual(['orders.succeeded']);
      }
      if (event.type === 'order.settled') {
        expect(types, 'only a placement it spawned is answered').toEqual(
          event.placementId.startsWith('placement:') ? ['orders.settled'] : [],
        );
      }
      if (event.type === 'network.offline' || event.type === 'network.online') {
        expect(c.online).toBe(event.type === 'network.online');
      }
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    running: ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
    },
  },
};

// The order-placement machine's model (ARCHITECTURE §3; SPEC 4 "Order placing" steps 1-8, SPEC 8 "Order and cart
// notifications"): the same draft placed online, offline, and online when its content was already placed in this
// session; POST /api/order answering 200, 400, 500 out of stock and not JSON, or failing without a reply; what each
// state promises; issue 12: after a failure other than 400 the order is queued for a resend without asking and
// its hash stays placed (no second order of the same cart while it waits). To be registered in tests/model/models.ts.
import {
  type OrderPlacementEmitted,
  type OrderPlacementInput,
  orderPlacementMachine,
} from '../../machines/order-placement.machine';
import { ORDER_OUT_OF_STOCK_ERROR } from '../../src/domain/contract/order';
import { orderContentHash } from '../../src/domain/order/hash';
import { ORDER_NOTICES, ORDER_PROCESSING_MESSAGE } from '../../src/domain/order/notices';
import type { OrderReply } from '../../src/domain/order/outcome';
import { BAD_CONTENT_TYPE_MESSAGE } from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';
import { ORDER_TIME, sampleDraft, sampleOrder } from '../unit/order-fixtures';

type OrderPlacementMachine = typeof orderPlacementMachine;
type Snapshot = ReturnType<OrderPlacementMachine['getInitialSnapshot']>;
type Event = Parameters<OrderPlacementMachine['transition']>[1];

export const PLACEMENT_ORDER_ID = 'c0ffee00-0000-4000-8000-00000000000a';
const DRAFT = sampleDraft();
/** The draft's content hash, whatever id it gets. */
export const DRAFT_HASH = orderContentHash(sampleOrder('any-id', DRAFT));
const OTHER_HASH = 'f'.repeat(56);

const base = { order: DRAFT, newOrderId: () => PLACEMENT_ORDER_ID, now: () => ORDER_TIME };
export const PLACEMENT_INPUTS: OrderPlacementInput[] = [
  { ...base, online: true, placedHashes: [OTHER_HASH] },
  { ...base, online: false, placedHashes: [] },
  { ...base, online: true, placedHashes: [DRAFT_HASH] },
];

/** POST /api/order's answers (SPEC 7 envelope; SPEC 8 out of stock and bad content-type). */
export const REPLIES = {
  ok: { code: 200, result: { backendOrderId: 41, orderNumber: '000000041' } },
  invalid: { code: 400, result: 'addressInformation.shippingAddress.postcode: Too small' },
  outOfStock: { code: 500, result: ORDER_OUT_OF_STOCK_ERROR },
  badContentType: { code: 502, result: BAD_CONTENT_TYPE_MESSAGE },
} satisfies Record<string, OrderReply>;
const NETWORK_ERROR = new TypeError('Failed to fetch');

const replyName = (reply: OrderReply) => Object.entries(REPLIES).find(([, known]) => known === reply)?.[0] ?? 'reply';

/** A comparable digest of what the placement emitted. */
export function digest(event: OrderPlacementEmitted): string {
  switch (event.type) {
    case 'order.notify':
      return `notify ${event.notice.key}: ${event.notice.message}`;
    case 'order.queue':
      return `${event.type} ${event.order.order_id}${event.placedOnline ? ' (resend)' : ''}`;
    case 'order.succeeded':
      return `${event.type} ${event.order.order_id}`;
    case 'order.placed':
      return `placed ${event.order.order_id} #${event.confirmation.orderNumber}`;
    case 'order.hashPlaced':
    case 'order.hashReleased':
      return `${event.type} ${event.hash === DRAFT_HASH ? 'draft' : event.hash}`;
    case 'order.registerSync':
      return `register sync ${event.tag}`;
  }
}

const notices = ORDER_NOTICES.ee;
/** SPEC 4 step 5: a 400 releases the hash and queues the order. */
const refusal = [
  'order.hashReleased draft',
  `notify validationError: ${notices.validationError.message}`,
  `order.queue ${PLACEMENT_ORDER_ID}`,
];
/** SPEC 4 step 5 "other failure", issue 12: notified, queued for a resend; the hash stays placed while it waits. */
const failure = [
  `notify queuedAfterServerError: ${notices.queuedAfterServerError.message}`,
  `order.queue ${PLACEMENT_ORDER_ID} (resend)`,
];

/** The oracle: what an answer must make the placement announce (SPEC 4, 8), or, at start, what reaching `start`
 * must have announced (which start the input leads to is checked by the test). */
export function expectedAnnouncements(event: Event | undefined, start: string): string[] {
  if (!event) {
    if (start === 'ignored') return [];
    if (start === 'queued')
      return ['order.hashPlaced draft', `order.queue ${PLACEMENT_ORDER_ID}`, `order.succeeded ${PLACEMENT_ORDER_ID}`];
    return ['order.hashPlaced draft'];
  }
  const type: string = event.type;
  if (type === 'xstate.error.actor.sendOrder') return [...failure, 'register sync orderSync'];
  const reply = (event as unknown as { output: OrderReply }).output;
  if (reply === REPLIES.ok) return [`placed ${PLACEMENT_ORDER_ID} #000000041`, `order.succeeded ${PLACEMENT_ORDER_ID}`];
  if (reply === REPLIES.invalid) return refusal;
  return failure;
}

/** SPEC 4 steps 2 and 4: where an input starts. */
export function expectedStart(input: OrderPlacementInput): string {
  if (input.placedHashes.includes(DRAFT_HASH)) return 'ignored';
  return input.online ? 'sending' : 'queued';
}

export const orderPlacementModel: ModelEntry<OrderPlacementMachine> = {
  machine: orderPlacementMachine,
  inputs: PLACEMENT_INPUTS,
  events: [
    ...Object.values(REPLIES).map((output) => ({ type: 'xstate.done.actor.sendOrder', output }) as never),
    { type: 'xstate.error.actor.sendOrder', error: NETWORK_ERROR } as never,
  ],
  serializeState: (snapshot: Snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.outcome, c.placedHashes.length, c.code, c.error, c.confirmation]);
  },
  describeEvent: (event) => {
    const type: string = event.type;
    if (type === 'xstate.done.actor.sendOrder')
      return `the server answers ${replyName((event as unknown as { output: OrderReply }).output)}`;
    if (type === 'xstate.error.actor.sendOrder') return 'the request fails (network)';
    return type;
  },
  describeState: (snapshot) => {
    const c = snapshot.context;
    return `${stateName(snapshot)} (${c.online ? 'online' : 'offline'}${c.code === null ? '' : `, code ${c.code}`})`;
  },
  legend: [
    'inputs: online, offline, and online with the same content already placed in this session;',
    'answers: ok (200), invalid (400), outOfStock (500 Error while adding products), badContentType (not JSON)',
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      const c = snapshot.context;
      expect(c.order.order_id, 'SPEC 4 step 1: the order has its id and timestamps').toBe(PLACEMENT_ORDER_ID);
      expect([c.order.created_at, c.order.updated_at]).toEqual([ORDER_TIME, ORDER_TIME]);
      expect(c.hash, 'SPEC 4 step 1: the content hash').toBe(DRAFT_HASH);
      expect((emitted as OrderPlacementEmitted[]).map(digest), 'what SPEC 4 and 8 announce').toEqual(
        expectedAnnouncements(previous ? event : undefined, stateName(snapshot)),
      );
    },
    sending: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing'), `SPEC 4 step 3: '${ORDER_PROCESSING_MESSAGE}'`).toBe(true);
      expect(snapshot.context.placedHashes).toContain(DRAFT_HASH);
      expect(snapshot.children.sendOrder).toBeDefined();
    },
    ignored: ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output?.outcome).toBe('ignored');
    },
    queued: ({ snapshot }, expect) => {
      expect(snapshot.output).toMatchObject({ outcome: 'queued', code: 200, placedHashes: [DRAFT_HASH] });
    },
    placed: ({ snapshot }, expect) => {
      expect(snapshot.output).toMatchObject({
        outcome: 'placed',
        code: 200,
        confirmation: { backendOrderId: 41, orderNumber: '000000041' },
      });
      expect(snapshot.output?.placedHashes).toContain(DRAFT_HASH);
    },
    rejected: ({ snapshot }, expect) => {
      expect(snapshot.output).toMatchObject({ outcome: 'rejected', code: 400 });
      expect(snapshot.output?.error, 'the server’s message names the field to fix').toBe(REPLIES.invalid.result);
      expect(snapshot.output?.placedHashes, 'SPEC 4: the hash is released').not.toContain(DRAFT_HASH);
    },
    failed: ({ snapshot }, expect) => {
      expect(snapshot.output?.outcome).toBe('failed');
      expect(
        snapshot.output?.placedHashes,
        'issue 12: the hash stays placed while the queue holds the order (no second order of the same cart)',
      ).toContain(DRAFT_HASH);
      expect(snapshot.hasTag('error')).toBe(true);
    },
  },
};

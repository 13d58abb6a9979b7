// SPEC 4 "Order placing" steps 1-8, SPEC 8 "Order and cart notifications": one order, from the checkout's draft to
// an outcome. The order gets an id, timestamps and a content hash (step 1); a hash already placed in this session is
// ignored (step 2); while it is sent the UI shows 'Processing order...' (step 3, tag `processing`). Offline it is
// queued untransmitted and reported as success with code 200 (step 4). Online it is sent (step 5): 200 keeps the
// confirmation and announces `order.placed`; 400 releases the hash, shows the validation notice and queues the order;
// any other answer or a thrown error releases the hash, shows 'The order can not be transfered…' and queues it
// untransmitted. A request that got no reply (network) also registers the background sync `orderSync` (step 7).
// After a success (code absent or 200) `order.succeeded` asks the app for step 8: record a timestamp, clear the cart
// without sync, and the checkout drops the password and create-account flag and blanks the payment details. The
// order_id is the server's idempotency key: the queue resends the same id.
// Issue 12: after another failure (500, no reply) the order waits in the queue, which resends it without asking
// (`order.queue` with `placedOnline`: the shopper already confirmed it); its hash stays placed meanwhile, so the same
// cart cannot be placed a second time (the app releases it when the queue cancels the order), and step 8 waits for
// the queue's success. A 400 keeps its server message (`error`), which names the field to fix.
// Issue 14: inside the composed `orders` machine (machines/orders.machine.ts) a placement talks to the others through
// the actor system: hashes, notices, background sync and step 8 go to `orders` (systemId), the order to queue goes to
// `orderQueue`; the checkout that invoked it branches on its typed output. Alone (tests, stories) it only emits.
import {
  type ActorSystem,
  type AnyActorRef,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import type { OrderRequest } from '../src/domain/contract/order';
import { orderContentHash } from '../src/domain/order/hash';
import {
  ORDER_NOTICES,
  type OrderNotice,
  type OrderNoticeKey,
  UNHANDLED_PLACE_ORDER_ERROR,
} from '../src/domain/order/notices';
import {
  ORDER_SYNC_TAG,
  type OrderConfirmation,
  type OrderReply,
  classifyOrderReply,
} from '../src/domain/order/outcome';
import { type OrderDraft, createOrderRequest } from '../src/domain/order/payload';
import { errorText } from '../src/domain/session';
import { resultMessage } from '../src/domain/sync-tasks';

export interface OrderPlacementInput {
  /** The checkout's draft, or an order that already has its id (kept: the idempotency key). */
  order: OrderDraft | OrderRequest;
  online: boolean;
  /** SPEC 9 "Order confirmation hashing … per session": the hashes placed in this session. */
  placedHashes: readonly string[];
  /** A random UUID per call (crypto.randomUUID in the app). */
  newOrderId: () => string;
  /** The current time, ISO 8601. */
  now: () => string;
}

export type OrderPlacementOutcome = 'ignored' | 'queued' | 'placed' | 'rejected' | 'failed';

export interface OrderPlacementContext {
  /** Where the placement ended; null until then. */
  outcome: OrderPlacementOutcome | null;
  order: OrderRequest;
  hash: string;
  online: boolean;
  placedHashes: string[];
  confirmation: OrderConfirmation | null;
  /** SPEC 4 step 4: an order reported as success carries code 200; null while unknown or on a failure. */
  code: number | string | null;
  error: string | null;
  /** When step 8 happened (the app records it), ISO 8601. */
  succeededAt: string | null;
  now: () => string;
}

export interface OrderPlacementOutput {
  outcome: OrderPlacementOutcome;
  order: OrderRequest;
  hash: string;
  placedHashes: string[];
  confirmation: OrderConfirmation | null;
  code: number | string | null;
  error: string | null;
}

export interface SendOrderInput {
  order: OrderRequest;
}

export type OrderPlacementEmitted =
  /** The app adds the hash to the session's placed hashes. */
  | { type: 'order.hashPlaced'; hash: string }
  /** SPEC 4 step 5: the hash is released (400 and other failures), so the shopper can try again. */
  | { type: 'order.hashReleased'; hash: string }
  /**
   * The app hands the order to the order queue (`order.queue`), untransmitted; `placedOnline`: sent once and failed,
   * so the queue resends it without the offline-order confirmation.
   */
  | { type: 'order.queue'; order: OrderRequest; placedOnline: boolean }
  | { type: 'order.notify'; notice: OrderNotice }
  /** SPEC 4 step 5: 200, the after-placed event with the confirmation. */
  | { type: 'order.placed'; order: OrderRequest; confirmation: OrderConfirmation }
  /** SPEC 4 step 7: register the service worker's background sync. */
  | { type: 'order.registerSync'; tag: typeof ORDER_SYNC_TAG }
  /** SPEC 4 step 8 (code absent or 200): record `at`, clear the cart without sync; the checkout resets its fields. */
  | { type: 'order.succeeded'; order: OrderRequest; at: string; code: 200 };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

/** The composed system's actors a placement reports to (machines/orders.machine.ts); absent when it runs alone. */
export const ORDERS_SYSTEM_ID = 'orders';
export const ORDER_QUEUE_SYSTEM_ID = 'orderQueue';

/** Sends to a system actor when there is one (a placement or queue running alone has none). */
// biome-ignore lint/suspicious/noExplicitAny: the system's actors are of any logic
export function systemActor(system: ActorSystem<any>, systemId: string) {
  // No system at all while a model graph computes transitions without running anything.
  return system?.get(systemId) as AnyActorRef | undefined;
}

const settle = (outcome: OrderPlacementOutcome) => ({ type: 'settle', params: outcome }) as const;

/** Emitted (for whoever listens to this actor), and sent to the system actor `to` when the placement runs inside one. */
function tell(
  enqueue: { emit(event: OrderPlacementEmitted): void; sendTo(to: AnyActorRef, event: AnyEventObject): void },
  // biome-ignore lint/suspicious/noExplicitAny: the system's actors are of any logic
  system: ActorSystem<any>,
  to: string,
  event: OrderPlacementEmitted,
): void {
  enqueue.emit(event);
  const target = systemActor(system, to);
  if (target) enqueue.sendTo(target, event);
}

export const orderPlacementMachine = setup({
  types: {
    context: {} as OrderPlacementContext,
    input: {} as OrderPlacementInput,
    emitted: {} as OrderPlacementEmitted,
    output: {} as OrderPlacementOutput,
  },
  actors: {
    // Supplied by the composition root: POST /api/order (SPEC 7) with the order as it is. Resolves with any reply
    // ({ code, result }; not JSON: { code: status, result: BAD_CONTENT_TYPE_MESSAGE }); rejects when none came.
    sendOrder: fromPromise<OrderReply, SendOrderInput>(notProvided('sendOrder')),
  },
  guards: {
    isAlreadyPlaced: ({ context }) => context.placedHashes.includes(context.hash),
    isOffline: ({ context }) => !context.online,
    isAccepted: (_, reply: OrderReply) => classifyOrderReply(reply).kind === 'transmitted',
    isInvalid: (_, reply: OrderReply) => reply.code === 400 && classifyOrderReply(reply).kind === 'cancelled',
  },
  actions: {
    // Settled: the composed `orders` machine hears the output of a placement it spawned (issue 14).
    settle: enqueueActions(({ context, enqueue, self, system }, outcome: OrderPlacementOutcome) => {
      enqueue.assign({ outcome });
      const orders = systemActor(system, ORDERS_SYSTEM_ID);
      if (orders)
        enqueue.sendTo(orders, { type: 'order.settled', placementId: self.id, output: outputOf(context, outcome) });
    }),
    recordHash: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ placedHashes: [...context.placedHashes, context.hash] });
      tell(enqueue, system, ORDERS_SYSTEM_ID, { type: 'order.hashPlaced', hash: context.hash });
    }),
    releaseHash: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ placedHashes: context.placedHashes.filter((hash) => hash !== context.hash) });
      tell(enqueue, system, ORDERS_SYSTEM_ID, { type: 'order.hashReleased', hash: context.hash });
    }),
    queueOrder: enqueueActions(({ context, enqueue, system }) =>
      tell(enqueue, system, ORDER_QUEUE_SYSTEM_ID, { type: 'order.queue', order: context.order, placedOnline: false }),
    ),
    queueForResend: enqueueActions(({ context, enqueue, system }) =>
      tell(enqueue, system, ORDER_QUEUE_SYSTEM_ID, { type: 'order.queue', order: context.order, placedOnline: true }),
    ),
    notify: enqueueActions(({ context, enqueue, system }, key: OrderNoticeKey) =>
      tell(enqueue, system, ORDERS_SYSTEM_ID, {
        type: 'order.notify',
        notice: ORDER_NOTICES[context.order.store_code][key],
      }),
    ),
    storeConfirmation: assign((_, reply: OrderReply) => {
      const outcome = classifyOrderReply(reply);
      return { confirmation: outcome.kind === 'transmitted' ? outcome.confirmation : null, code: 200 };
    }),
    announcePlaced: enqueueActions(({ context, enqueue, system }) =>
      tell(enqueue, system, ORDERS_SYSTEM_ID, {
        type: 'order.placed',
        order: context.order,
        confirmation: context.confirmation ?? { backendOrderId: null, orderNumber: null },
      }),
    ),
    // SPEC 4 step 4: queued offline is reported as success with result code 200.
    reportQueuedSuccess: assign({ code: 200 }),
    succeed: enqueueActions(({ context, enqueue, system }) => {
      const at = context.now();
      enqueue.assign({ succeededAt: at });
      tell(enqueue, system, ORDERS_SYSTEM_ID, { type: 'order.succeeded', order: context.order, at, code: 200 });
    }),
    recordReplyFailure: assign((_, reply: OrderReply) => {
      const outcome = classifyOrderReply(reply);
      // A 400's message names the field (SPEC 5: the server's check is the only one); the checkout shows it.
      const refusal = reply.code === 400 ? resultMessage(reply.result) : undefined;
      return {
        code: reply.code,
        error: outcome.kind === 'retry' ? outcome.error : (refusal ?? UNHANDLED_PLACE_ORDER_ERROR),
      };
    }),
    recordThrown: assign((_, { error }: { error: unknown }) => ({ code: null, error: errorText(error) })),
    registerSync: enqueueActions(({ enqueue, system }) =>
      tell(enqueue, system, ORDERS_SYSTEM_ID, { type: 'order.registerSync', tag: ORDER_SYNC_TAG }),
    ),
  },
}).createMachine({
  id: 'orderPlacement',
  context: ({ input }) => {
    // SPEC 4 step 1: an id, the created and updated timestamps and the content hash.
    const order = createOrderRequest(input.order, { newId: input.newOrderId, now: input.now() });
    return {
      outcome: null,
      order,
      hash: orderContentHash(order),
      online: input.online,
      placedHashes: [...input.placedHashes],
      confirmation: null,
      code: null,
      error: null,
      succeededAt: null,
      now: input.now,
    };
  },
  initial: 'checking',
  states: {
    // Decides; never rests here.
    checking: {
      always: [
        // SPEC 4 step 2: the same content already placed in this session is ignored.
        { guard: 'isAlreadyPlaced', target: 'ignored' },
        // SPEC 4 step 4: offline, queued untransmitted and reported as success (code 200), so step 8 follows.
        {
          guard: 'isOffline',
          target: 'queued',
          actions: ['recordHash', 'queueOrder', 'reportQueuedSuccess', 'succeed'],
        },
        { target: 'sending', actions: 'recordHash' },
      ],
    },
    // SPEC 4 step 3: 'Processing order...'.
    sending: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: ({ context }) => ({ order: context.order }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'placed',
            actions: [{ type: 'storeConfirmation', params: ({ event }) => event.output }, 'announcePlaced', 'succeed'],
          },
          // SPEC 4 step 5: 400 releases the hash, shows the validation notice and queues the order.
          {
            guard: { type: 'isInvalid', params: ({ event }) => event.output },
            target: 'rejected',
            actions: [
              { type: 'recordReplyFailure', params: ({ event }) => event.output },
              'releaseHash',
              { type: 'notify', params: 'validationError' },
              'queueOrder',
            ],
          },
          // SPEC 4 step 5: any other answer (a bad content-type included): notified, queued untransmitted. Issue 12:
          // the hash stays placed while the queue holds the order (no second order of the same cart).
          {
            target: 'failed',
            actions: [
              { type: 'recordReplyFailure', params: ({ event }) => event.output },
              { type: 'notify', params: 'queuedAfterServerError' },
              'queueForResend',
            ],
          },
        ],
        // A thrown error (no reply: network, timeout): the same, and SPEC 4 step 7's background sync.
        onError: {
          target: 'failed',
          actions: [
            { type: 'recordThrown', params: ({ event }) => event },
            { type: 'notify', params: 'queuedAfterServerError' },
            'queueForResend',
            'registerSync',
          ],
        },
      },
    },
    ignored: { type: 'final', entry: settle('ignored'), tags: ['settled'] },
    queued: { type: 'final', entry: settle('queued'), tags: ['settled', 'success'] },
    placed: { type: 'final', entry: settle('placed'), tags: ['settled', 'success'] },
    rejected: { type: 'final', entry: settle('rejected'), tags: ['settled', 'error'] },
    failed: { type: 'final', entry: settle('failed'), tags: ['settled', 'error'] },
  },
  output: ({ context }) => outputOf(context, context.outcome ?? 'failed'),
});

function outputOf(context: OrderPlacementContext, outcome: OrderPlacementOutcome): OrderPlacementOutput {
  return {
    outcome,
    order: context.order,
    hash: context.hash,
    placedHashes: context.placedHashes,
    confirmation: context.confirmation,
    code: context.code,
    error: context.error,
  };
}

// Issue 16 "Order tracking" (SPEC 2 /order-tracking, 'Track my Order'): the order number and the e-mail it was
// placed with are looked up; the order's status and lines are shown, or the one message for every pair that names no
// order (nothing tells whether the number exists), or 'too many attempts', or a failure to try again. The look-up is
// an actor from the composition root (HTTP in the browser).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderTrackingRequest, TrackedOrder } from '../src/domain/contract/order-tracking';

/** What the look-up answers: the order, no such pair, or too many attempts. */
export type TrackingOutcome = { kind: 'found'; order: TrackedOrder } | { kind: 'notFound' } | { kind: 'tooMany' };

export type TrackingProblem = 'notFound' | 'tooMany' | 'failed';

export interface OrderTrackingContext {
  request: OrderTrackingRequest | null;
  order: TrackedOrder | null;
  problem: TrackingProblem | null;
}

export type OrderTrackingEvent =
  | { type: 'tracking.submit'; request: OrderTrackingRequest }
  /** 'Track another order'. */
  | { type: 'tracking.again' };

export const orderTrackingMachine = setup({
  types: { context: {} as OrderTrackingContext, events: {} as OrderTrackingEvent },
  actors: {
    trackOrder: fromPromise<TrackingOutcome, OrderTrackingRequest>(async () => {
      throw new Error('trackOrder must be provided by the composition root');
    }),
  },
  guards: {
    isFound: ({ event }) => (event as { output?: TrackingOutcome }).output?.kind === 'found',
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'tracking.submit');
      return { request: event.request, order: null, problem: null };
    }),
  },
}).createMachine({
  id: 'orderTracking',
  initial: 'form',
  context: { request: null, order: null, problem: null },
  states: {
    form: {
      on: { 'tracking.submit': { target: 'searching', actions: 'remember' } },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'trackOrder',
        src: 'trackOrder',
        input: ({ context }) => context.request as OrderTrackingRequest,
        onDone: [
          {
            guard: 'isFound',
            target: 'found',
            actions: assign(({ event }) => ({ order: event.output.kind === 'found' ? event.output.order : null })),
          },
          {
            target: 'form',
            actions: assign(({ event }) => ({ problem: event.output.kind === 'tooMany' ? 'tooMany' : 'notFound' })),
          },
        ],
        onError: { target: 'form', actions: assign({ problem: 'failed' as const }) },
      },
    },
    found: {
      on: { 'tracking.again': { target: 'form', actions: assign({ request: null, order: null, problem: null }) } },
    },
  },
});

// SPEC 1 "a loyalty card page" (issue 16), /my-account/loyalty-card: the signed-in customer's card is loaded; without
// one the page offers to join (the rules shown), joining makes the card (an EAN-13 the page draws as a barcode) and
// shows it with the points. A failed load or join can be retried. The I/O (with the customer's token) is provided by
// src/app/loyalty-actors.ts.
import { assign, fromPromise, setup } from 'xstate';
import type { LoyaltyCard } from '../src/domain/contract/loyalty';

export interface LoyaltyCardContext {
  card: LoyaltyCard | null;
  error: string | null;
}

export type LoyaltyCardEvent = { type: 'loyalty.join' } | { type: 'loyalty.retry' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const loyaltyCardMachine = setup({
  types: {
    context: {} as LoyaltyCardContext,
    events: {} as LoyaltyCardEvent,
  },
  actors: {
    loadCard: fromPromise<LoyaltyCard | null>(async () => {
      throw new Error('loadCard must be provided by the composition root');
    }),
    joinCard: fromPromise<LoyaltyCard>(async () => {
      throw new Error('joinCard must be provided by the composition root');
    }),
  },
  guards: {
    hasCard: ({ event }) => (event as { output?: LoyaltyCard | null }).output != null,
  },
}).createMachine({
  id: 'loyaltyCard',
  initial: 'loading',
  context: { card: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        onDone: [
          { guard: 'hasCard', target: 'member', actions: assign(({ event }) => ({ card: event.output, error: null })) },
          { target: 'notMember', actions: assign({ card: null, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
      },
    },
    notMember: {
      on: { 'loyalty.join': 'joining' },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinCard',
        src: 'joinCard',
        onDone: { target: 'member', actions: assign(({ event }) => ({ card: event.output, error: null })) },
        onError: { target: 'notMember', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
      },
    },
    member: {},
    loadFailed: {
      on: { 'loyalty.retry': 'loading' },
    },
  },
});

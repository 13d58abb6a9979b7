// Issue 16 "Paper catalogue" (SPEC 1 "a paper catalogue order", SPEC 2 /paper-catalogue): anyone, a guest too, orders
// the printed catalogue to an address (POST /api/ext/paper-catalogue: stored and mailed to the shop). The form shows
// that the order was taken, or why not (too many orders from this client, or a failure to try again). Sending is an
// actor from the composition root (HTTP in the browser). The signed-in customer's page, /my-account/paper-catalogue,
// has its own machine (paper-catalogue.machine.ts: a sync task that also leaves offline).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PaperCatalogueOrder } from '../src/domain/contract/paper-catalogue';

export type PaperCatalogueOutcome = 'sent' | 'tooMany';
export type PaperCatalogueProblem = 'tooMany' | 'failed';

export interface PaperCatalogueRequestContext {
  order: PaperCatalogueOrder | null;
  problem: PaperCatalogueProblem | null;
}

export type PaperCatalogueRequestEvent =
  | { type: 'catalogueRequest.submit'; order: PaperCatalogueOrder }
  /** 'Order another catalogue'. */
  | { type: 'catalogueRequest.again' };

export const paperCatalogueRequestMachine = setup({
  types: { context: {} as PaperCatalogueRequestContext, events: {} as PaperCatalogueRequestEvent },
  actors: {
    sendOrder: fromPromise<PaperCatalogueOutcome, PaperCatalogueOrder>(async () => {
      throw new Error('sendOrder must be provided by the composition root');
    }),
  },
  guards: {
    isSent: ({ event }) => (event as { output?: PaperCatalogueOutcome }).output === 'sent',
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'catalogueRequest.submit');
      return { order: event.order, problem: null };
    }),
  },
}).createMachine({
  id: 'paperCatalogueRequest',
  initial: 'form',
  context: { order: null, problem: null },
  states: {
    form: {
      on: { 'catalogueRequest.submit': { target: 'sending', actions: 'remember' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: ({ context }) => context.order as PaperCatalogueOrder,
        onDone: [
          // The address is no longer needed once the shop has it (nothing personal kept in memory).
          { guard: 'isSent', target: 'sent', actions: assign({ order: null }) },
          { target: 'form', actions: assign({ problem: 'tooMany' as const }) },
        ],
        onError: { target: 'form', actions: assign({ problem: 'failed' as const }) },
      },
    },
    sent: {
      on: { 'catalogueRequest.again': { target: 'form', actions: assign({ order: null, problem: null }) } },
    },
  },
});

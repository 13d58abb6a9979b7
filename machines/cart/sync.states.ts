// The cart machine's `ready.server.syncing` (machines/cart.machine.ts), SPEC 4 "Sync" and "Merge outcomes": pull the
// server's lines when they are not known, plan the merge (src/domain/cart/sync-plan.ts), make its update and delete
// calls one by one, then read the totals and save the hash. No answer waits for the network; a refused pull retries
// as a guest cart while the bypass count is under the maximum, then sync is disabled.
import { PERSIST, headDelete, headUpdate, ref } from './cart-setup';
import { cartMachineSetup } from './cart-server-actions';

const WAITING = '#cart.ready.server.waiting';
const IDLE = '#cart.ready.server.idle';

export const syncingState = cartMachineSetup.createStateConfig({
  tags: ['syncing'],
  initial: 'planning',
  states: {
    planning: {
      always: [
        { guard: 'needsPull', target: 'pulling' },
        { target: 'applying', actions: [{ type: 'plan', params: null }, PERSIST] },
      ],
    },
    pulling: {
      invoke: {
        id: 'pullCart',
        src: 'pullCart',
        input: ({ context }) => ref(context),
        onDone: {
          target: 'applying',
          actions: [{ type: 'plan', params: ({ event }) => event.output }, PERSIST],
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => event },
            target: WAITING,
            actions: { type: 'interruptSync', params: ({ event }) => event },
          },
          // SPEC 4: a non-200 sync retries as a guest cart while the bypass count is under the maximum.
          { guard: 'canBypass', target: IDLE, actions: ['bypass', PERSIST] },
          {
            target: '#cart.ready.server.disabled',
            actions: { type: 'recordError', params: ({ event }) => event },
          },
        ],
      },
    },
    // The plan's calls, serial.
    applying: {
      always: [
        { guard: 'hasNoCallsLeft', target: 'totals' },
        { guard: 'isNextDelete', target: 'deleting' },
        { target: 'updating' },
      ],
    },
    updating: {
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) => ({ ...ref(context), cartItem: headUpdate(context) }),
        onDone: {
          target: 'applying',
          actions: [{ type: 'confirmUpdate', params: ({ event }) => event.output }, PERSIST],
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => event },
            target: WAITING,
            actions: [{ type: 'interruptSync', params: ({ event }) => event }, PERSIST],
          },
          { target: 'applying', actions: [{ type: 'revertUpdate', params: ({ event }) => event }, PERSIST] },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ ...ref(context), cartItem: headDelete(context) }),
        onDone: { target: 'applying', actions: 'confirmDelete' },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => event },
            target: WAITING,
            actions: [{ type: 'interruptSync', params: ({ event }) => event }, PERSIST],
          },
          { target: 'applying', actions: ['skipCall', { type: 'notifyFailure', params: ({ event }) => event }] },
        ],
      },
    },
    totals: {
      invoke: {
        id: 'pullTotals',
        src: 'pullTotals',
        input: ({ context }) => ref(context),
        onDone: {
          target: IDLE,
          actions: [{ type: 'finishSync', params: ({ event }) => event.output }, PERSIST],
        },
        onError: [
          // The lines are synced; the totals come with the next sync, forced when back online.
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => event },
            target: WAITING,
            actions: [{ type: 'finishSync', params: null }, 'forceSync', PERSIST],
          },
          {
            target: IDLE,
            actions: [
              { type: 'finishSync', params: null },
              { type: 'recordError', params: ({ event }) => event },
              PERSIST,
            ],
          },
        ],
      },
    },
  },
});

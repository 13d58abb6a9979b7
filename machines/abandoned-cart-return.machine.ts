// Issue 14, SPEC 2 "Abandoned-cart return": the return page's composition, which the page's container did by hand.
// It invokes the abandoned-cart machine (machines/abandoned-cart.machine.ts, systemId `abandonedCart`) and decides
// what it is told from what the shop reports: the session (`return.session`: restored yet, logged in, its token) and
// the cart (`return.cart`: the customer token its sync finished for, and its lines), as the page's container
// reports them (src/pages/abandoned-cart/; or a provided `followShop` actor): they only report, never decide. Once
// the session is restored the child starts (`abandoned.start`, a guest or a customer, phone or not); a login while the child asks for one goes to it
// (`session.authorized`); and while the child waits for the sync, the cart synced for the customer's token gives it
// the lines (`cart.synced`). The child's own changes come back through `relayChild` (`return.childChanged`), so
// what was known before the child was ready is given to it then. Pure: the I/O is the provided actors'.
import { type AnyActorRef, assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { CartLineQty } from '../src/domain/abandoned-cart';
import { abandonedCartMachine } from './abandoned-cart.machine';

export interface AbandonedCartReturnInput {
  /** Below SPEC 9's 768 px when the page opened: the mini cart at the end instead of the checkout. */
  mobile: boolean;
  maxPolls?: number;
}

export interface AbandonedCartReturnContext {
  mobile: boolean;
  maxPolls: number | undefined;
  authorized: boolean;
  /** The session's access token (null: a guest). */
  token: string | null;
  /** The customer token the cart last finished its sync for (null: not synced for a customer), and its lines. */
  syncedFor: string | null;
  lines: CartLineQty[];
}

export type AbandonedCartReturnEvent =
  | { type: 'return.session'; restored: boolean; authorized: boolean; token: string | null }
  | { type: 'return.cart'; syncedFor: string | null; lines: CartLineQty[] }
  /** The child moved on (from `relayChild`). */
  | { type: 'return.childChanged' }
  /** The shopper asks for the login modal again (the page's button). */
  | { type: 'abandoned.login' };

export const ABANDONED_CART_CHILD = 'abandonedCart';

type ChildSnapshot = ReturnType<(typeof abandonedCartMachine)['getInitialSnapshot']>;

export const abandonedCartReturnMachine = setup({
  types: {
    context: {} as AbandonedCartReturnContext,
    input: {} as AbandonedCartReturnInput,
    events: {} as AbandonedCartReturnEvent,
  },
  actors: {
    abandonedCart: abandonedCartMachine,
    // Provided by the app: reports the session and the cart as `return.session` / `return.cart` when they change.
    followShop: fromCallback(() => undefined),
    // The child's changes come back as `return.childChanged`.
    relayChild: fromCallback(({ system, sendBack }) => {
      const child = system.get(ABANDONED_CART_CHILD) as AnyActorRef | undefined;
      const subscription = child?.subscribe(() => sendBack({ type: 'return.childChanged' }));
      return () => subscription?.unsubscribe();
    }),
  },
  guards: {
    isRestored: ({ event }) => event.type === 'return.session' && event.restored,
  },
  actions: {
    rememberSession: assign(({ event }) =>
      event.type === 'return.session' ? { authorized: event.authorized, token: event.token } : {},
    ),
    rememberCart: assign(({ event }) =>
      event.type === 'return.cart' ? { syncedFor: event.syncedFor, lines: event.lines } : {},
    ),
    // What the child is told, from its state and what is known (each at most once: it moves on when told).
    route: enqueueActions(({ context, enqueue, self }) => {
      const child = self.getSnapshot()?.children?.[ABANDONED_CART_CHILD] as
        | { getSnapshot(): ChildSnapshot }
        | undefined;
      const state = child?.getSnapshot();
      if (!state) return;
      if (state.matches('waiting')) {
        enqueue.sendTo(ABANDONED_CART_CHILD, {
          type: 'abandoned.start',
          authorized: context.authorized,
          mobile: context.mobile,
        });
      } else if (state.matches('loginRequired') && context.authorized) {
        enqueue.sendTo(ABANDONED_CART_CHILD, { type: 'session.authorized' });
      } else if (state.matches('syncing') && context.token && context.syncedFor === context.token) {
        enqueue.sendTo(ABANDONED_CART_CHILD, { type: 'cart.synced', lines: context.lines });
      }
    }),
  },
}).createMachine({
  id: 'abandonedCartReturn',
  context: ({ input }) => ({
    mobile: input.mobile,
    maxPolls: input.maxPolls,
    authorized: false,
    token: null,
    syncedFor: null,
    lines: [],
  }),
  invoke: [
    {
      id: ABANDONED_CART_CHILD,
      systemId: ABANDONED_CART_CHILD,
      src: 'abandonedCart',
      input: ({ context }) => ({ maxPolls: context.maxPolls }),
    },
    { id: 'relayChild', src: 'relayChild' },
    { id: 'followShop', src: 'followShop' },
  ],
  on: {
    'return.cart': { actions: 'rememberCart' },
    'abandoned.login': { actions: sendTo(ABANDONED_CART_CHILD, { type: 'abandoned.login' }) },
  },
  initial: 'awaitingSession',
  states: {
    // SPEC 2: nothing starts before the session is known (a stored login must not be asked for again).
    awaitingSession: {
      on: {
        'return.session': [
          { guard: 'isRestored', target: 'returning', actions: ['rememberSession', 'route'] },
          { actions: 'rememberSession' },
        ],
      },
    },
    returning: {
      on: {
        'return.session': { actions: ['rememberSession', 'route'] },
        'return.cart': { actions: ['rememberCart', 'route'] },
        'return.childChanged': { actions: 'route' },
      },
    },
  },
});

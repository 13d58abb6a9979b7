// SPEC 2 "Abandoned-cart return" (SPEC 9: poll 500 ms, mobile breakpoint 768 px): the shopper follows the reminder
// mail. A guest is asked to log in ('Please log in to continue with checkout ...') and the login modal opens; after
// login and the cart's sync, every line's stock is checked, polling every 500 ms until every record is back (at
// most ABANDONED_CART_MAX_POLLS times); lines out of stock are removed and lines over the stock reduced, each with
// SPEC 2's message; then the checkout, or the mini cart on a phone. The session, the cart and the navigation are
// the app's (src/pages/abandoned-cart/): it sends what happened and provides the actions.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  ABANDONED_CART_MAX_POLLS,
  ABANDONED_CART_POLL_MS,
  type CartLineQty,
  LOGIN_TO_CONTINUE,
  type StockAdjustment,
  isStockSettled,
  stockAdjustments,
} from '../src/domain/abandoned-cart';
import type { StockItem } from '../src/domain/contract/stock';

export interface AbandonedCartInput {
  /** Polls before the stock is taken as it is; ABANDONED_CART_MAX_POLLS by default. */
  maxPolls?: number;
}

export interface AbandonedCartContext {
  maxPolls: number;
  /** Below SPEC 9's 768 px: the mini cart opens at the end instead of the checkout. */
  mobile: boolean;
  /** The synced cart's lines. */
  lines: CartLineQty[];
  stock: StockItem[];
  polls: number;
  adjustments: StockAdjustment[];
}

export type AbandonedCartEvent =
  /** The page is in the browser and the session is known. */
  | { type: 'abandoned.start'; authorized: boolean; mobile: boolean }
  /** The shopper asks for the login modal again. */
  | { type: 'abandoned.login' }
  /** The session logged in. */
  | { type: 'session.authorized' }
  /** The customer's cart finished its sync after login, with these lines. */
  | { type: 'cart.synced'; lines: CartLineQty[] };

export type AbandonedCartDestination = 'checkout' | 'miniCart';

export const abandonedCartMachine = setup({
  types: {
    context: {} as AbandonedCartContext,
    input: {} as AbandonedCartInput,
    events: {} as AbandonedCartEvent,
  },
  actors: {
    // Supplied by the app: SPEC 7 stock list for the skus (what came back; a missing sku is not known yet).
    checkStock: fromPromise<StockItem[], { skus: string[] }>(async () => {
      throw new Error('checkStock must be provided by the app');
    }),
  },
  delays: { poll: ABANDONED_CART_POLL_MS },
  actions: {
    // Supplied by the app (no-ops here, so the graph and the stories run the definition as is).
    /** SPEC 2: the prompt as a notification. */
    notify: (_, _message: string) => {},
    /** SPEC 2: the login modal opens. */
    openLogin: () => {},
    /** SPEC 2: remove or reduce the cart's lines, each with its message. */
    applyAdjustments: (_, _adjustments: StockAdjustment[]) => {},
    /** SPEC 2: /checkout, or the mini cart under 768 px. */
    finish: (_, _destination: AbandonedCartDestination) => {},
    storeStart: assign(({ event }) => {
      assertEvent(event, 'abandoned.start');
      return { mobile: event.mobile };
    }),
    storeLines: assign(({ event }) => {
      assertEvent(event, 'cart.synced');
      return { lines: event.lines };
    }),
    storeStock: assign(({ context, event }) => ({
      stock: 'output' in event ? (event.output as StockItem[]) : context.stock,
    })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    planAdjustments: assign(({ context }) => ({ adjustments: stockAdjustments(context.lines, context.stock) })),
  },
  guards: {
    isAuthorized: ({ event }) => event.type === 'abandoned.start' && event.authorized,
    hasLines: ({ event }) => event.type === 'cart.synced' && event.lines.length > 0,
    isSettled: ({ context, event }) => 'output' in event && isStockSettled(context.lines, event.output as StockItem[]),
    hasPollsLeft: ({ context }) => context.polls < context.maxPolls,
  },
}).createMachine({
  id: 'abandonedCart',
  context: ({ input }) => ({
    maxPolls: Math.max(1, input.maxPolls ?? ABANDONED_CART_MAX_POLLS),
    mobile: false,
    lines: [],
    stock: [],
    polls: 0,
    adjustments: [],
  }),
  initial: 'waiting',
  states: {
    // Server-rendered and hydrating; the session is being restored.
    waiting: {
      tags: ['busy'],
      on: {
        'abandoned.start': [
          { guard: 'isAuthorized', target: 'syncing', actions: 'storeStart' },
          { target: 'loginRequired', actions: 'storeStart' },
        ],
      },
    },
    // SPEC 2: 'Please log in to continue with checkout ...' and the login modal.
    loginRequired: {
      entry: [{ type: 'notify', params: LOGIN_TO_CONTINUE }, 'openLogin'],
      on: {
        'abandoned.login': { actions: 'openLogin' },
        'session.authorized': { target: 'syncing' },
      },
    },
    // SPEC 2: after login and cart sync.
    syncing: {
      tags: ['busy'],
      on: {
        'cart.synced': [
          { guard: 'hasLines', target: 'checkingStock', actions: 'storeLines' },
          { target: 'done', actions: 'storeLines' },
        ],
      },
    },
    checkingStock: {
      tags: ['busy', 'checkingStock'],
      entry: 'countPoll',
      invoke: {
        id: 'checkStock',
        src: 'checkStock',
        input: ({ context }) => ({ skus: context.lines.map((line) => line.sku) }),
        onDone: [
          { guard: 'isSettled', target: 'adjusting', actions: 'storeStock' },
          { target: 'polling', actions: 'storeStock' },
        ],
        onError: { target: 'polling' },
      },
    },
    // SPEC 9: the next check 500 ms later; after the last poll the stock is taken as it is.
    polling: {
      tags: ['busy', 'checkingStock'],
      after: {
        poll: [{ guard: 'hasPollsLeft', target: 'checkingStock' }, { target: 'adjusting' }],
      },
    },
    adjusting: {
      entry: 'planAdjustments',
      always: {
        target: 'done',
        actions: { type: 'applyAdjustments', params: ({ context }) => context.adjustments },
      },
    },
    done: {
      tags: ['done'],
      entry: { type: 'finish', params: ({ context }) => (context.mobile ? 'miniCart' : 'checkout') },
    },
  },
});

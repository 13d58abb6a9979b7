// SPEC 4 "Cart", SPEC 5 "Cart and product", SPEC 8 cart notifications: the shopper's cart. It loads once from
// storage, then two regions run side by side: `adding` (validation, stock check, the local line, notices) and
// `server`, which does the server work one call at a time: create the cart (guest, or customer with the token; a
// 401 retries as a guest up to the max bypass attempts, then sync is disabled), sync when the items hash changed or
// a sync is forced (pull, a pure merge plan, its update/delete calls one by one, totals), the lines' stock status
// (SPEC 4 "Stock status", after the load, a sync and the mini cart's opening), coupons, shipping and payment
// methods. Local changes are applied at once and synced after (a minimal diff: one update and one totals call per
// add when in sync). An add before the cart has loaded is deferred, not lost. A login sums the guest's lines into
// the customer's cart once (the guest cart id is recorded as merged). Every change of the persisted shape is emitted
// (`cart.persist`) for IndexedDB and the other tabs; another tab's state (`cart.externalChange`) replaces ours
// without a sync. Pure: calls are named actors.
//
// One machine, laid out in machines/cart/: cart-types.ts (context, events, actor inputs), cart-context.ts (context
// changes), cart-setup.ts (actors, guards, delay), cart-actions.ts (storage, session, local changes),
// cart-server-actions.ts (sync, stock status, coupons, methods), adding.states.ts, server.states.ts, sync.states.ts,
// checkout-calls.states.ts. This file is the chart's top: loading, then the two regions.
import { addingStates } from './cart/adding.states';
import { PERSIST } from './cart/cart-setup';
import { cartMachineSetup } from './cart/cart-server-actions';
import { initialContext } from './cart/cart-context';
import { serverStates } from './cart/server.states';

export type * from './cart/cart-types';
export { CART_RETRY_DELAY_MS } from './cart/cart-setup';

export const cartMachine = cartMachineSetup.createMachine({
  id: 'cart',
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'network', src: 'network' },
    { id: 'otherTabs', src: 'otherTabs' },
  ],
  on: {
    'network.online': { actions: 'reloadOnline' },
    'network.offline': { actions: 'setOffline' },
    'cart.openMicrocart': { actions: 'openMicrocart' },
    'cart.closeMicrocart': { actions: 'closeMicrocart' },
    'cart.toggleMicrocart': { actions: 'toggleMicrocart' },
    // SPEC 5 "required": Apply with no code; the field's message goes once a code is typed.
    'cart.applyCoupon': { guard: 'isEmptyCoupon', actions: 'refuseEmptyCoupon' },
    'cart.typeCoupon': { guard: 'isCodeTypedAfterProblem', actions: 'clearCouponProblem' },
  },
  initial: 'loading',
  states: {
    // SPEC 4: the cart loads once, then is marked loaded; a session event or an add meanwhile is applied after.
    loading: {
      tags: ['loading', 'busy'],
      on: {
        'cart.connect': { actions: 'rememberSession' },
        'cart.disconnect': { actions: 'rememberSession' },
        'cart.add': { actions: 'deferAdd' },
        // Issue 15: an order's end (a paid return verified before storage answered) is applied to the loaded cart.
        'cart.clear': { actions: 'rememberOrderEnd' },
        'cart.converted': { actions: 'rememberOrderEnd' },
      },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: 'hasPendingWork',
            target: 'ready',
            actions: [
              { type: 'restore', params: ({ event }) => event.output },
              'applyPendingOrderEnds',
              'applyPendingSession',
              PERSIST,
            ],
          },
          { target: 'ready', actions: { type: 'restore', params: ({ event }) => event.output } },
        ],
        // Unreadable storage: an empty cart that works for this visit.
        onError: [
          {
            guard: 'hasPendingWork',
            target: 'ready',
            actions: [{ type: 'restore', params: null }, 'applyPendingOrderEnds', 'applyPendingSession'],
          },
          { target: 'ready', actions: { type: 'restore', params: null } },
        ],
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'cart.changeQty': { actions: 'changeQty' },
        'cart.remove': { actions: ['removeItem', PERSIST] },
        'cart.setPayment': { actions: ['setPayment', PERSIST] },
        'cart.checkLineStock': { actions: 'requestLineStock' },
      },
      states: {
        adding: addingStates,
        server: serverStates,
      },
    },
  },
});

// The cart machine's `ready.server` region (machines/cart.machine.ts): the server work, one call at a time. From
// `idle` it connects (SPEC 4 "Connect": a guest or customer cart; a 401 retries as a guest up to the max bypass
// attempts, then sync is disabled), syncs (sync.states.ts), takes the checkout's queued asks (checkout-calls.states.ts)
// and checks the lines' stock (SPEC 4 "Stock status"); with no answer it waits for the network or the retry delay.
import { and, not } from 'xstate';
import { stockChunk } from '../../src/domain/cart/line-stock';
import { PERSIST } from './cart-setup';
import { cartMachineSetup } from './cart-server-actions';
import {
  applyingCouponState,
  loadingPaymentMethodsState,
  loadingShippingMethodsState,
  removingCouponState,
  savingShippingState,
} from './checkout-calls.states';
import { syncingState } from './sync.states';

export const serverStates = cartMachineSetup.createStateConfig({
  initial: 'idle',
  on: {
    // Whatever was in flight belonged to the old session or cart: it is dropped.
    'cart.connect': { target: '.idle', actions: ['connect', PERSIST] },
    'cart.disconnect': { target: '.idle', actions: ['disconnect', PERSIST] },
    // Two guest carts made at once for the same lines: both tabs keep the one with the smaller id. Another tab's
    // copy of this very cart (it syncs the same change): ignored, so a sync going on is not started over (each tab
    // restarting on the other's steps, neither would finish); whichever ends first saves the hash, the other takes it.
    'cart.externalChange': [
      { guard: 'keepsOwnGuestCart' },
      { guard: 'isSameCartState' },
      { target: '.idle', actions: 'takeOtherTab' },
    ],
    'cart.clear': { target: '.idle', actions: ['clearCart', PERSIST] },
    // Issue 15: the converted server cart is dropped, a new one made for the same lines (never a pull of it: 404).
    'cart.converted': { target: '.idle', actions: ['forgetConvertedCart', PERSIST] },
    'cart.sync': { actions: 'forceSync' },
    // Issue 12: asked while other server work runs (or before the cart exists): kept for when it is idle.
    'cart.loadMethods': { actions: 'queueMethodsRequest' },
    'cart.setShipping': { actions: 'queueShipping' },
  },
  states: {
    idle: {
      always: [
        { guard: 'needsCart', target: 'connecting' },
        { guard: 'needsSync', target: 'syncing' },
        { guard: 'hasQueuedMethodsRequest', target: 'loadingShippingMethods', actions: 'takeQueuedMethodsRequest' },
        { guard: 'hasQueuedShipping', target: 'savingShipping', actions: 'takeQueuedShipping' },
        { guard: 'needsLineStock', target: 'checkingLineStock' },
      ],
      on: {
        // An empty code is not sent: the machine's own handler refuses it (cart.machine.ts).
        'cart.applyCoupon': {
          guard: and(['hasCart', not('isEmptyCoupon')]),
          target: 'applyingCoupon',
          actions: 'rememberCoupon',
        },
        'cart.removeCoupon': { guard: 'hasCart', target: 'removingCoupon' },
        // Without a server cart or a known session yet, the server region's own handlers keep the ask for later.
        'cart.loadMethods': {
          guard: 'hasSessionCart',
          target: 'loadingShippingMethods',
          actions: 'rememberMethodsRequest',
        },
        'cart.setShipping': { guard: 'hasSessionCart', target: 'savingShipping', actions: 'rememberShipping' },
      },
    },
    // SPEC 4 "Connect: obtain a token (guest or user)".
    connecting: {
      tags: ['syncing'],
      invoke: {
        id: 'createCart',
        src: 'createCart',
        input: ({ context }) => ({ token: context.token, storeCode: context.storeCode }),
        onDone: { target: 'idle', actions: [{ type: 'storeCart', params: ({ event }) => event.output }, PERSIST] },
        onError: [
          // SPEC 4: on 401, while the bypass count is under the maximum, retry as a guest cart.
          {
            guard: { type: 'canBypassUnauthorized', params: ({ event }) => event },
            target: 'idle',
            actions: ['bypass', PERSIST],
          },
          // Otherwise cart sync is disabled.
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => event },
            target: 'disabled',
            actions: { type: 'recordError', params: ({ event }) => event },
          },
          { target: 'waiting', actions: { type: 'recordError', params: ({ event }) => event } },
        ],
      },
    },
    syncing: syncingState,
    // SPEC 4 "Stock status", SPEC 7 GET /api/stock/list: the next 15 skus of the lines; then the next chunk, if any.
    checkingLineStock: {
      tags: ['stockChecking'],
      invoke: {
        id: 'checkLineStock',
        src: 'checkLineStock',
        input: ({ context }) => ({ skus: stockChunk(context.stockPending) }),
        onDone: { target: 'idle', actions: { type: 'applyLineStock', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'dropLineStock' },
      },
    },
    applyingCoupon: applyingCouponState,
    removingCoupon: removingCouponState,
    loadingShippingMethods: loadingShippingMethodsState,
    loadingPaymentMethods: loadingPaymentMethodsState,
    savingShipping: savingShippingState,
    // No answer (or a server error on create): changes stay local until the network returns, or the retry delay
    // passes while online.
    waiting: {
      tags: ['waitingForNetwork'],
      on: { 'network.online': { target: 'idle', actions: 'reloadOnline' } },
      after: { retryDelay: { guard: 'isOnline', target: 'idle', actions: 'forceSync' } },
    },
    // SPEC 4: after the last guest retry cart sync is disabled; the local cart still works.
    disabled: {
      tags: ['syncDisabled'],
      on: {
        'cart.connect': { actions: 'keepToken' },
        'cart.externalChange': { actions: 'takeOtherTab' },
        'cart.clear': { actions: ['clearCart', PERSIST] },
        'cart.converted': { actions: ['forgetConvertedCart', PERSIST] },
      },
    },
  },
});

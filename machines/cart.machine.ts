// SPEC 4 "Cart", SPEC 5 "Cart and product", SPEC 8 cart notifications: the shopper's cart. It loads once from
// storage, then two regions run side by side: `adding` (validation, stock check, the local line, notices) and
// `server`, which does the server work one call at a time: create the cart (guest, or customer with the token; a
// 401 retries as a guest up to the max bypass attempts, then sync is disabled), sync when the items hash changed or
// a sync is forced (pull, a pure merge plan, its update/delete calls one by one, totals), coupons, shipping and
// payment methods. Local changes are applied at once and synced after (a minimal diff: one update and one totals
// call per add when in sync). A login sums the guest's lines into the customer's cart once (the guest cart id is
// recorded as merged). Every change of the persisted shape is emitted (`cart.persist`) for IndexedDB and the other
// tabs; another tab's state (`cart.externalChange`) replaces ours without a sync. Pure: calls are named actors.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartCall } from '../src/domain/cart/merge';
import { serverAfterCall } from '../src/domain/cart/merge';
import { cartFailure, isNetworkFailure, isUnauthorizedFailure } from '../src/domain/cart/errors';
import { itemsHash } from '../src/domain/cart/items-hash';
import {
  addBlockers,
  addToCart,
  changeLineQty,
  confirmUpdate,
  removeLine,
  revertFailedUpdate,
} from '../src/domain/cart/lines';
import { CART_NOTICES, type CartNotice, cartServerNotice } from '../src/domain/cart/notices';
import { EMPTY_PERSISTED_CART, type PersistedCart } from '../src/domain/cart/persisted';
import { hasLocalChanges, planSync } from '../src/domain/cart/sync-plan';
import type { StockItem } from '../src/domain/contract/stock';
import {
  bypassed,
  cartCreated,
  connected,
  disconnected,
  fromOtherTab,
  initialContext,
  isSameCartState,
  keepsOwnGuestCart,
  persistedCart,
  restored,
} from './cart/cart-context';
import type {
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartRefInput,
  CartTotals,
  CouponInput,
  CreateCartInput,
  DeleteItemInput,
  PaymentMethod,
  PulledCart,
  ServerCartItem,
  ShippingInformationInput,
  ShippingInformationOutput,
  ShippingMethod,
  ShippingMethodsInput,
  UpdateItemInput,
} from './cart/cart-types';

export type * from './cart/cart-types';

/** How long a cart that could not reach the server waits before trying again while online. */
export const CART_RETRY_DELAY_MS = 30_000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

const ref = (context: CartContext): CartRefInput => ({ token: context.token, cartId: context.cartServerToken ?? '' });
const head = (context: CartContext): CartCall | undefined => context.calls[0];
const headUpdate = (context: CartContext): UpdateItemInput['cartItem'] => {
  const call = head(context);
  return call?.kind === 'update' ? call.item : { sku: '', qty: 0 };
};
const headDelete = (context: CartContext): DeleteItemInput['cartItem'] => {
  const call = head(context);
  return call?.kind === 'delete' ? call.item : { sku: '', item_id: 0 };
};

// SPEC 4: every change of the persisted shape goes to storage and the other tabs.
const PERSIST = { type: 'persist' } as const;
const persistOf = (context: CartContext) => ({ type: 'cart.persist' as const, cart: persistedCart(context) });

type Failure = { error: unknown };

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    input: {} as CartInput,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  // Supplied by the composition root: IndexedDB for loadCart, SPEC 7's /api/cart/* and /api/stock/check for the
  // rest. A reply that is not 200 rejects with a CartCallError (src/domain/cart/errors.ts); no answer rejects
  // without a code.
  actors: {
    loadCart: fromPromise<PersistedCart | null>(notProvided('loadCart')),
    createCart: fromPromise<string, CreateCartInput>(notProvided('createCart')),
    pullCart: fromPromise<PulledCart, CartRefInput>(notProvided('pullCart')),
    updateItem: fromPromise<ServerCartItem, UpdateItemInput>(notProvided('updateItem')),
    deleteItem: fromPromise<boolean, DeleteItemInput>(notProvided('deleteItem')),
    pullTotals: fromPromise<CartTotals, CartRefInput>(notProvided('pullTotals')),
    checkStock: fromPromise<StockItem, { sku: string }>(notProvided('checkStock')),
    applyCoupon: fromPromise<boolean, CouponInput>(notProvided('applyCoupon')),
    removeCoupon: fromPromise<boolean, CartRefInput>(notProvided('removeCoupon')),
    loadShippingMethods: fromPromise<ShippingMethod[], ShippingMethodsInput>(notProvided('loadShippingMethods')),
    loadPaymentMethods: fromPromise<PaymentMethod[], CartRefInput>(notProvided('loadPaymentMethods')),
    saveShippingInformation: fromPromise<ShippingInformationOutput, ShippingInformationInput>(
      notProvided('saveShippingInformation'),
    ),
  },
  delays: { retryDelay: CART_RETRY_DELAY_MS },
  guards: {
    isOnline: ({ context }) => context.online,
    hasCart: ({ context }) => context.cartServerToken !== null,
    hasQueuedMethodsRequest: ({ context }) =>
      context.cartServerToken !== null && context.methodsRequest?.waiting === true,
    hasQueuedShipping: ({ context }) =>
      context.cartServerToken !== null && context.shippingWaiting && context.pendingShipping !== null,
    // SPEC 4 "A server cart is then created if items exist and no token exists"; a customer always gets theirs
    // (their server cart may hold lines), and a guest cart seen by a customer is replaced by the customer's.
    needsCart: ({ context: c }) =>
      c.sessionKnown &&
      c.online &&
      (c.cartServerToken === null ? c.token !== null || c.items.length > 0 : c.token !== null && c.guestCart),
    // SPEC 4 "Sync runs only when … the hash changed or a sync is forced"; a cart new to these lines is synced too.
    needsSync: ({ context: c }) =>
      c.sessionKnown &&
      c.online &&
      c.cartServerToken !== null &&
      (c.forceSync || c.syncedCartId !== c.cartServerToken || hasLocalChanges(c)),
    // Planning against the server's last known lines saves the pull when only the shopper changed something.
    needsPull: ({ context: c }) =>
      c.forceSync || c.knownServer === null || c.syncedCartId !== c.cartServerToken || c.guestMerge !== null,
    hasNoCallsLeft: ({ context }) => context.calls.length === 0,
    isNextDelete: ({ context }) => head(context)?.kind === 'delete',
    isNetworkFailure: (_, { error }: Failure) => isNetworkFailure(error),
    // SPEC 4: a failed sync (an answer that is not 200) retries as a guest while the bypass count is under the max.
    canBypass: ({ context }) => context.bypassCount < context.maxBypassAttempts,
    // SPEC 4 "Connect": on 401, while the bypass count is under the maximum, retry as a guest cart.
    canBypassUnauthorized: ({ context }, { error }: Failure) =>
      isUnauthorizedFailure(error) && context.bypassCount < context.maxBypassAttempts,
    isUnauthorized: (_, { error }: Failure) => isUnauthorizedFailure(error),
    isAddBlocked: ({ context, event }) =>
      event.type === 'cart.add' && addBlockers(context.items, event.product, event.qty).length > 0,
    hasPendingSession: ({ context }) => context.pendingSession !== null,
    isSameCartState: ({ context, event }) =>
      event.type === 'cart.externalChange' && isSameCartState(context, event.cart),
    keepsOwnGuestCart: ({ context, event }) =>
      event.type === 'cart.externalChange' && keepsOwnGuestCart(context, event.cart),
  },
  actions: {
    persist: emit(({ context }) => persistOf(context)),
    notify: emit((_, notice: CartNotice) => ({ type: 'cart.notify' as const, notice })),
    restore: assign((_, stored: PersistedCart | null) => restored(stored)),
    rememberSession: assign(({ event }) => {
      assertEvent(event, ['cart.connect', 'cart.disconnect']);
      return {
        pendingSession:
          event.type === 'cart.connect'
            ? { kind: 'connect' as const, token: event.token }
            : { kind: 'disconnect' as const },
      };
    }),
    applyPendingSession: assign(({ context }) => {
      const pending = context.pendingSession;
      if (!pending) return {};
      const applied = pending.kind === 'connect' ? connected(context, pending.token) : disconnected(context);
      return { ...applied, pendingSession: null };
    }),
    connect: assign(({ context, event }) => {
      assertEvent(event, 'cart.connect');
      return connected(context, event.token);
    }),
    // In `disabled` the token is only kept: sync stays off until a logout (SPEC 4 "Otherwise cart sync is disabled").
    keepToken: assign(({ event }) => {
      assertEvent(event, 'cart.connect');
      return { sessionKnown: true, token: event.token };
    }),
    disconnect: assign(({ context }) => disconnected(context)),
    takeOtherTab: assign(({ context, event }) => {
      assertEvent(event, 'cart.externalChange');
      return fromOtherTab(context, event.cart);
    }),
    forceSync: assign({ forceSync: true }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    // SPEC 4 "On going online … the cart is reloaded from the server".
    reloadOnline: assign({ online: true, forceSync: true }),
    openMicrocart: assign({ microcartOpen: true }),
    closeMicrocart: assign({ microcartOpen: false }),
    toggleMicrocart: assign(({ context }) => ({ microcartOpen: !context.microcartOpen })),
    // ---- local changes (SPEC 4: applied at once, synced after) ----
    notifyAddBlockers: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'cart.add');
      for (const notice of addBlockers(context.items, event.product, event.qty))
        enqueue.emit({ type: 'cart.notify', notice });
    }),
    rememberAdd: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      return { pendingAdd: { product: event.product, qty: event.qty } };
    }),
    // SPEC 4 "Add flow" after the stock answer (null: the check failed or ran offline: volatile).
    finishAdd: enqueueActions(({ context, enqueue }, stock: StockItem | null) => {
      const pending = context.pendingAdd;
      if (!pending) return;
      const result = addToCart(context.items, pending.product, pending.qty, stock);
      enqueue.assign({ items: result.items, pendingAdd: null });
      for (const notice of result.notices) enqueue.emit({ type: 'cart.notify', notice });
      if (result.changed) enqueue.emit(persistOf({ ...context, items: result.items }));
    }),
    changeQty: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'cart.changeQty');
      const change = changeLineQty(context.items, event.sku, event.qty);
      enqueue.assign({ items: change.items });
      if (change.capped) enqueue.emit({ type: 'cart.notify', notice: CART_NOTICES.maxQtyExceeded });
      enqueue.emit(persistOf({ ...context, items: change.items }));
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return { items: removeLine(context.items, event.sku) };
    }),
    // SPEC 4 step 8: without sync the server cart is left as it is (an order used it) and a new one comes later.
    clearCart: assign(({ event }) => {
      assertEvent(event, 'cart.clear');
      if (event.sync) return { items: [] };
      return {
        ...EMPTY_PERSISTED_CART,
        itemsHash: itemsHash([]),
        forceSync: false,
        knownServer: null,
        calls: [],
        syncingHash: null,
        couponError: null,
      };
    }),
    setPayment: assign(({ event }) => {
      assertEvent(event, 'cart.setPayment');
      return { paymentMethod: { code: event.method.code } };
    }),
    // ---- server work ----
    bypass: assign(({ context }) => bypassed(context)),
    storeCart: assign(({ context }, cartId: string) => ({ ...cartCreated(context, cartId), error: null })),
    // SPEC 4 "Merge outcomes": the plan against the server's lines; a guest merge is consumed here, once.
    plan: assign(({ context }, pulled: PulledCart | null) => {
      const server = pulled?.items ?? context.knownServer ?? [];
      const { plan, mergedGuestCartId } = planSync(context, server);
      return {
        items: plan.items,
        calls: plan.calls,
        knownServer: server,
        syncingHash: itemsHash(plan.items),
        syncedCartId: context.cartServerToken,
        mergedGuestCartId,
        guestMerge: null,
        forceSync: false,
        lastSyncAt: pulled?.at ?? context.lastSyncAt,
        error: null,
      };
    }),
    confirmUpdate: assign(({ context }, answer: ServerCartItem) => {
      const call = head(context);
      if (!call) return {};
      return {
        items: confirmUpdate(context.items, call, answer),
        knownServer: serverAfterCall(context.knownServer ?? [], call, answer),
        calls: context.calls.slice(1),
      };
    }),
    // SPEC 4: a failed server item update restores the previous quantity, or removes the item if it had none.
    revertUpdate: enqueueActions(({ context, enqueue }, { error }: Failure) => {
      const call = head(context);
      if (!call) return;
      enqueue.assign({ items: revertFailedUpdate(context.items, call), calls: context.calls.slice(1) });
      enqueue.emit({ type: 'cart.notify', notice: cartServerNotice(cartFailure(error).message) });
    }),
    confirmDelete: assign(({ context }) => {
      const call = head(context);
      if (!call) return {};
      return { knownServer: serverAfterCall(context.knownServer ?? [], call, null), calls: context.calls.slice(1) };
    }),
    // A refused delete: the line stays on the server; the next pull shows it again.
    skipCall: assign(({ context }) => ({ calls: context.calls.slice(1), knownServer: null })),
    // No answer: nothing is undone and the server's lines are unknown until pulled again. A plan cut short counts as
    // a local change (no saved hash): the next sync pushes the client's lines, absolute quantities, never sums again.
    interruptSync: assign(({ context }, { error }: Failure) => ({
      calls: [],
      knownServer: null,
      itemsHash: context.syncingHash === null ? context.itemsHash : null,
      syncingHash: null,
      error: cartFailure(error).message,
    })),
    // SPEC 4 "then the hash is saved".
    finishSync: assign(({ context }, totals: CartTotals | null) => ({
      itemsHash: context.syncingHash ?? context.itemsHash,
      syncingHash: null,
      ...(totals ? { totals, couponCode: totals.coupon_code, error: null } : {}),
    })),
    recordError: assign((_, { error }: Failure) => ({ error: cartFailure(error).message })),
    notifyFailure: emit((_, { error }: Failure) => ({
      type: 'cart.notify' as const,
      notice: cartServerNotice(cartFailure(error).message),
    })),
    // SPEC 4: after a successful coupon apply or removal, totals are force-synced.
    rememberCoupon: assign(({ event }) => {
      assertEvent(event, 'cart.applyCoupon');
      return { pendingCoupon: event.code, couponError: null };
    }),
    couponApplied: assign(({ context }) => ({ couponCode: context.pendingCoupon, pendingCoupon: null })),
    couponRemoved: assign({ couponCode: null, couponError: null }),
    couponRefused: assign((_, { error }: Failure) => ({
      couponError: cartFailure(error).message,
      pendingCoupon: null,
    })),
    storeShippingMethods: assign((_, methods: ShippingMethod[]) => ({ shippingMethods: methods, error: null })),
    storePaymentMethods: assign((_, methods: PaymentMethod[]) => ({ paymentMethods: methods, error: null })),
    rememberShipping: assign(({ event }) => {
      assertEvent(event, 'cart.setShipping');
      return {
        pendingShipping: { method: event.method, address: event.address, locationId: event.locationId },
        shippingWaiting: false,
      };
    }),
    // Issue 12: asked while the cart is busy (connecting, syncing…): done once it is idle, the latest ask only.
    queueShipping: assign(({ event }) => {
      assertEvent(event, 'cart.setShipping');
      return {
        pendingShipping: { method: event.method, address: event.address, locationId: event.locationId },
        shippingWaiting: true,
      };
    }),
    takeQueuedShipping: assign({ shippingWaiting: false }),
    rememberMethodsRequest: assign(({ event }) => {
      assertEvent(event, 'cart.loadMethods');
      return { methodsRequest: { address: event.address ?? null, waiting: false } };
    }),
    queueMethodsRequest: assign(({ event }) => {
      assertEvent(event, 'cart.loadMethods');
      return { methodsRequest: { address: event.address ?? null, waiting: true } };
    }),
    takeQueuedMethodsRequest: assign(({ context }) => ({
      methodsRequest: context.methodsRequest ? { ...context.methodsRequest, waiting: false } : null,
    })),
    storeShippingInformation: assign(({ context }, output: ShippingInformationOutput) => ({
      totals: output.totals,
      couponCode: output.totals.coupon_code,
      paymentMethods: output.payment_methods,
      shippingMethod: context.pendingShipping
        ? {
            method_code: context.pendingShipping.method.method_code,
            carrier_code: context.pendingShipping.method.carrier_code,
          }
        : context.shippingMethod,
      // A newer choice that came meanwhile is saved next.
      pendingShipping: context.shippingWaiting ? context.pendingShipping : null,
      error: null,
    })),
    forgetShipping: assign(({ context }) => ({
      pendingShipping: context.shippingWaiting ? context.pendingShipping : null,
    })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => initialContext(input),
  on: {
    'network.online': { actions: 'reloadOnline' },
    'network.offline': { actions: 'setOffline' },
    'cart.openMicrocart': { actions: 'openMicrocart' },
    'cart.closeMicrocart': { actions: 'closeMicrocart' },
    'cart.toggleMicrocart': { actions: 'toggleMicrocart' },
  },
  initial: 'loading',
  states: {
    // SPEC 4: the cart loads once, then is marked loaded; a session event meanwhile is applied after.
    loading: {
      tags: ['loading', 'busy'],
      on: {
        'cart.connect': { actions: 'rememberSession' },
        'cart.disconnect': { actions: 'rememberSession' },
      },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          {
            guard: 'hasPendingSession',
            target: 'ready',
            actions: [{ type: 'restore', params: ({ event }) => event.output }, 'applyPendingSession', PERSIST],
          },
          { target: 'ready', actions: { type: 'restore', params: ({ event }) => event.output } },
        ],
        // Unreadable storage: an empty cart that works for this visit.
        onError: [
          {
            guard: 'hasPendingSession',
            target: 'ready',
            actions: [{ type: 'restore', params: null }, 'applyPendingSession'],
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
      },
      states: {
        adding: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cart.add': [
                  // SPEC 5: per-item validation first; its messages show as error notifications.
                  { guard: 'isAddBlocked', actions: 'notifyAddBlockers' },
                  { target: 'checkingStock', actions: 'rememberAdd' },
                ],
              },
            },
            // SPEC 4 "adding flag on, stock check per item, add only if ok or volatile, adding flag off".
            checkingStock: {
              tags: ['adding'],
              invoke: {
                id: 'checkStock',
                src: 'checkStock',
                input: ({ context }) => ({ sku: context.pendingAdd?.product.sku ?? '' }),
                onDone: { target: 'idle', actions: { type: 'finishAdd', params: ({ event }) => event.output } },
                // Offline or failed: volatile (added, with SPEC 8's warning).
                onError: { target: 'idle', actions: { type: 'finishAdd', params: null } },
              },
            },
          },
        },
        server: {
          initial: 'idle',
          on: {
            // Whatever was in flight belonged to the old session or cart: it is dropped.
            'cart.connect': { target: '.idle', actions: ['connect', PERSIST] },
            'cart.disconnect': { target: '.idle', actions: ['disconnect', PERSIST] },
            // Two guest carts made at once for the same lines: both tabs keep the one with the smaller id. Another
            // tab's copy of this very cart (it syncs the same change): ignored, so a sync going on is not started
            // over (each tab restarting on the other's steps, neither would finish); whichever ends first saves
            // the hash, and the other takes it.
            'cart.externalChange': [
              { guard: 'keepsOwnGuestCart' },
              { guard: 'isSameCartState' },
              { target: '.idle', actions: 'takeOtherTab' },
            ],
            'cart.clear': { target: '.idle', actions: ['clearCart', PERSIST] },
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
                {
                  guard: 'hasQueuedMethodsRequest',
                  target: 'loadingShippingMethods',
                  actions: 'takeQueuedMethodsRequest',
                },
                { guard: 'hasQueuedShipping', target: 'savingShipping', actions: 'takeQueuedShipping' },
              ],
              on: {
                'cart.applyCoupon': { guard: 'hasCart', target: 'applyingCoupon', actions: 'rememberCoupon' },
                'cart.removeCoupon': { guard: 'hasCart', target: 'removingCoupon' },
                // Without a server cart yet, the server region's own handlers keep the ask for later.
                'cart.loadMethods': {
                  guard: 'hasCart',
                  target: 'loadingShippingMethods',
                  actions: 'rememberMethodsRequest',
                },
                'cart.setShipping': { guard: 'hasCart', target: 'savingShipping', actions: 'rememberShipping' },
              },
            },
            // SPEC 4 "Connect: obtain a token (guest or user)".
            connecting: {
              tags: ['syncing'],
              invoke: {
                id: 'createCart',
                src: 'createCart',
                input: ({ context }) => ({ token: context.token, storeCode: context.storeCode }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'storeCart', params: ({ event }) => event.output }, PERSIST],
                },
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
            syncing: {
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
                        target: '#cart.ready.server.waiting',
                        actions: { type: 'interruptSync', params: ({ event }) => event },
                      },
                      // SPEC 4: a non-200 sync retries as a guest cart while the bypass count is under the maximum.
                      {
                        guard: 'canBypass',
                        target: '#cart.ready.server.idle',
                        actions: ['bypass', PERSIST],
                      },
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
                        target: '#cart.ready.server.waiting',
                        actions: [{ type: 'interruptSync', params: ({ event }) => event }, PERSIST],
                      },
                      {
                        target: 'applying',
                        actions: [{ type: 'revertUpdate', params: ({ event }) => event }, PERSIST],
                      },
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
                        target: '#cart.ready.server.waiting',
                        actions: [{ type: 'interruptSync', params: ({ event }) => event }, PERSIST],
                      },
                      {
                        target: 'applying',
                        actions: ['skipCall', { type: 'notifyFailure', params: ({ event }) => event }],
                      },
                    ],
                  },
                },
                totals: {
                  invoke: {
                    id: 'pullTotals',
                    src: 'pullTotals',
                    input: ({ context }) => ref(context),
                    onDone: {
                      target: '#cart.ready.server.idle',
                      actions: [{ type: 'finishSync', params: ({ event }) => event.output }, PERSIST],
                    },
                    onError: [
                      // The lines are synced; the totals come with the next sync, forced when back online.
                      {
                        guard: { type: 'isNetworkFailure', params: ({ event }) => event },
                        target: '#cart.ready.server.waiting',
                        actions: [{ type: 'finishSync', params: null }, 'forceSync', PERSIST],
                      },
                      {
                        target: '#cart.ready.server.idle',
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
            },
            applyingCoupon: {
              tags: ['couponBusy'],
              invoke: {
                id: 'applyCoupon',
                src: 'applyCoupon',
                input: ({ context }) => ({ ...ref(context), code: context.pendingCoupon ?? '' }),
                onDone: { target: 'idle', actions: ['couponApplied', 'forceSync', PERSIST] },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'couponRefused', params: ({ event }) => event },
                    { type: 'notifyFailure', params: ({ event }) => event },
                  ],
                },
              },
            },
            removingCoupon: {
              tags: ['couponBusy'],
              invoke: {
                id: 'removeCoupon',
                src: 'removeCoupon',
                input: ({ context }) => ref(context),
                onDone: { target: 'idle', actions: ['couponRemoved', 'forceSync', PERSIST] },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'couponRefused', params: ({ event }) => event },
                    { type: 'notifyFailure', params: ({ event }) => event },
                  ],
                },
              },
            },
            loadingShippingMethods: {
              tags: ['methodsLoading'],
              invoke: {
                id: 'loadShippingMethods',
                src: 'loadShippingMethods',
                input: ({ context }) => ({ ...ref(context), address: context.methodsRequest?.address ?? null }),
                onDone: {
                  target: 'loadingPaymentMethods',
                  actions: { type: 'storeShippingMethods', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => event } },
              },
            },
            loadingPaymentMethods: {
              tags: ['methodsLoading'],
              invoke: {
                id: 'loadPaymentMethods',
                src: 'loadPaymentMethods',
                input: ({ context }) => ref(context),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storePaymentMethods', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => event } },
              },
            },
            // SPEC 7 POST /api/cart/shipping-information: returns totals and payment methods.
            savingShipping: {
              tags: ['methodsLoading'],
              invoke: {
                id: 'saveShippingInformation',
                src: 'saveShippingInformation',
                input: ({ context }) => {
                  const pending = context.pendingShipping;
                  return {
                    ...ref(context),
                    addressInformation: {
                      shippingAddress: pending?.address ?? { country_id: '' },
                      shipping_method_code: pending?.method.method_code ?? '',
                      shipping_carrier_code: pending?.method.carrier_code ?? '',
                      ...(pending?.locationId ? { shipping_location_id: pending.locationId } : {}),
                    },
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'storeShippingInformation', params: ({ event }) => event.output }, PERSIST],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetShipping',
                    { type: 'recordError', params: ({ event }) => event },
                    { type: 'notifyFailure', params: ({ event }) => event },
                  ],
                },
              },
            },
            // No answer (or a server error on create): changes stay local until the network returns, or the
            // retry delay passes while online.
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
              },
            },
          },
        },
      },
    },
  },
});

// The cart machine's declarations (machines/cart.machine.ts): its types, the actors the composition root provides,
// the retry delay and the guards. Actions are added in cart-actions.ts and cart-server-actions.ts (`extend`), the
// states in the *.states.ts files beside this one; each reads only from here and from src/domain. Pure.
import { fromCallback, fromPromise, setup } from 'xstate';
import type { CartCall } from '../../src/domain/cart/merge';
import { isNetworkFailure, isUnauthorizedFailure } from '../../src/domain/cart/errors';
import { addBlockers } from '../../src/domain/cart/lines';
import { hasLocalChanges } from '../../src/domain/cart/sync-plan';
import type { PersistedCart } from '../../src/domain/cart/persisted';
import type { StockItem } from '../../src/domain/contract/stock';
import { isSameCartState, keepsOwnGuestCart } from './cart-context';
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
  LineStockInput,
  PaymentMethod,
  PulledCart,
  ServerCartItem,
  ShippingInformationInput,
  ShippingInformationOutput,
  ShippingMethod,
  ShippingMethodsInput,
  UpdateItemInput,
} from './cart-types';

/** How long a cart that could not reach the server waits before trying again while online. */
export const CART_RETRY_DELAY_MS = 30_000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

/** Which cart a call is about: the customer's token (null: guest) and the server cart's id. */
export const ref = (context: CartContext): CartRefInput => ({
  token: context.token,
  cartId: context.cartServerToken ?? '',
});
/** The merge plan's call in flight (SPEC 4 "Merge outcomes"). */
export const head = (context: CartContext): CartCall | undefined => context.calls[0];
export const headUpdate = (context: CartContext): UpdateItemInput['cartItem'] => {
  const call = head(context);
  return call?.kind === 'update' ? call.item : { sku: '', qty: 0 };
};
export const headDelete = (context: CartContext): DeleteItemInput['cartItem'] => {
  const call = head(context);
  return call?.kind === 'delete' ? call.item : { sku: '', item_id: 0 };
};

/** The parameter of the actions and guards that read a failed call's error. */
export type Failure = { error: unknown };

export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    input: {} as CartInput,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  // Supplied by the composition root: IndexedDB for loadCart, SPEC 7's /api/cart/*, /api/stock/check and
  // /api/stock/list for the rest. A reply that is not 200 rejects with a CartCallError (src/domain/cart/errors.ts);
  // no answer rejects without a code.
  actors: {
    loadCart: fromPromise<PersistedCart | null>(notProvided('loadCart')),
    createCart: fromPromise<string, CreateCartInput>(notProvided('createCart')),
    pullCart: fromPromise<PulledCart, CartRefInput>(notProvided('pullCart')),
    updateItem: fromPromise<ServerCartItem, UpdateItemInput>(notProvided('updateItem')),
    deleteItem: fromPromise<boolean, DeleteItemInput>(notProvided('deleteItem')),
    pullTotals: fromPromise<CartTotals, CartRefInput>(notProvided('pullTotals')),
    checkStock: fromPromise<StockItem, { sku: string }>(notProvided('checkStock')),
    // SPEC 4 "Stock status" of the lines: GET /api/stock/list, at most 15 skus a call (SPEC 7).
    checkLineStock: fromPromise<StockItem[], LineStockInput>(notProvided('checkLineStock')),
    applyCoupon: fromPromise<boolean, CouponInput>(notProvided('applyCoupon')),
    removeCoupon: fromPromise<boolean, CartRefInput>(notProvided('removeCoupon')),
    loadShippingMethods: fromPromise<ShippingMethod[], ShippingMethodsInput>(notProvided('loadShippingMethods')),
    loadPaymentMethods: fromPromise<PaymentMethod[], CartRefInput>(notProvided('loadPaymentMethods')),
    saveShippingInformation: fromPromise<ShippingInformationOutput, ShippingInformationInput>(
      notProvided('saveShippingInformation'),
    ),
    // Issue 14: what the world tells the cart, invoked for its whole life (the composition provides them; unprovided
    // they tell nothing). SPEC 4 "On going online … the cart is reloaded": the network machine's changes as
    // `network.online` / `network.offline`; SPEC 4 "Cart": another tab's stored cart as `cart.externalChange`.
    network: fromCallback<CartEvent>(() => undefined),
    otherTabs: fromCallback<CartEvent>(() => undefined),
  },
  delays: { retryDelay: CART_RETRY_DELAY_MS },
  guards: {
    isOnline: ({ context }) => context.online,
    hasCart: ({ context }) => context.cartServerToken !== null,
    // SPEC 5: an empty (or blank) code is refused by the cart itself, never sent.
    isEmptyCoupon: ({ event }) => event.type === 'cart.applyCoupon' && event.code.trim() === '',
    isCodeTypedAfterProblem: ({ context, event }) =>
      context.couponProblem !== null && event.type === 'cart.typeCoupon' && event.code.trim() !== '',
    // The checkout's asks wait for the session too: one sent before it (no token yet) is dropped by the connect.
    hasSessionCart: ({ context }) => context.cartServerToken !== null && context.sessionKnown,
    hasQueuedMethodsRequest: ({ context }) =>
      context.cartServerToken !== null && context.sessionKnown && context.methodsRequest?.waiting === true,
    hasQueuedShipping: ({ context }) =>
      context.cartServerToken !== null &&
      context.sessionKnown &&
      context.shippingWaiting &&
      context.pendingShipping !== null,
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
    // SPEC 4 "Stock status": lines are checked after the load, after a sync and when the mini cart opens; online.
    needsLineStock: ({ context: c }) => c.online && c.stockPending.length > 0,
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
    // An add that came while the cart was loading (or another add was checked): its turn, blocked or not.
    hasDeferredAdd: ({ context }) => context.deferredAdds.length > 0,
    isDeferredAddBlocked: ({ context }) => {
      const next = context.deferredAdds[0];
      return next !== undefined && addBlockers(context.items, next.product, next.qty).length > 0;
    },
    hasPendingSession: ({ context }) => context.pendingSession !== null,
    hasPendingWork: ({ context }) => context.pendingSession !== null || context.pendingOrderEnds.length > 0,
    isSameCartState: ({ context, event }) =>
      event.type === 'cart.externalChange' && isSameCartState(context, event.cart),
    keepsOwnGuestCart: ({ context, event }) =>
      event.type === 'cart.externalChange' && keepsOwnGuestCart(context, event.cart),
  },
});

// SPEC 4: every change of the persisted shape goes to storage and the other tabs.
export const PERSIST = { type: 'persist' } as const;

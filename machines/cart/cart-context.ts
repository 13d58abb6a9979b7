// The cart machine's context changes that are more than one field (machines/cart/*-actions.ts call them from
// `assign`): start, restore, connect, disconnect, guest retry, a new cart, another tab's state. Pure.
import { detachedFromServer } from '../../src/domain/cart/cart-item';
import { itemsHash } from '../../src/domain/cart/items-hash';
import { EMPTY_PERSISTED_CART, type PersistedCart, TAKEN_ADDS_KEPT } from '../../src/domain/cart/persisted';
import type { CartContext, CartInput } from './cart-types';

/** SPEC 9: max cart bypass attempts come from configuration; this when none is given. */
export const DEFAULT_MAX_BYPASS_ATTEMPTS = 3;

/** The persisted shape of a context (SPEC 4: current-cart and current-totals). */
export function persistedCart(context: CartContext): PersistedCart {
  return {
    items: context.items,
    cartServerToken: context.cartServerToken,
    guestCart: context.guestCart,
    itemsHash: context.itemsHash,
    syncedCartId: context.syncedCartId,
    lastSyncAt: context.lastSyncAt,
    totals: context.totals,
    couponCode: context.couponCode,
    shippingMethod: context.shippingMethod,
    paymentMethod: context.paymentMethod,
    mergedGuestCartId: context.mergedGuestCartId,
    guestMerge: context.guestMerge,
    clientIsTruth: context.clientIsTruth ?? false,
    // SPEC 4 "Add flow": the adds this cart holds the outcome of (only once there are any).
    ...(context.takenAdds?.length ? { takenAdds: context.takenAdds } : {}),
  };
}

/** SPEC 4 "Add flow": an add (by its write-ahead id) that the cart is checking, holds in turn, or took already. */
export function isKnownAdd(context: CartContext, id: string | undefined): boolean {
  if (id === undefined) return false;
  return (
    context.pendingAdd?.id === id ||
    context.deferredAdds.some((add) => add.id === id) ||
    (context.takenAdds ?? []).includes(id)
  );
}

type Work = Pick<
  CartContext,
  'forceSync' | 'knownServer' | 'calls' | 'syncingHash' | 'pendingShipping' | 'pendingCoupon' | 'shippingWaiting'
>;

/**
 * What no server work in flight leaves behind. The add being checked is not server work: a guest retry, a new
 * session or another tab's cart never loses it (its stock answer adds it to whatever cart there is then).
 */
const IDLE_WORK: Work = {
  forceSync: false,
  knownServer: null,
  calls: [],
  syncingHash: null,
  pendingShipping: null,
  pendingCoupon: null,
  shippingWaiting: false,
};

export function initialContext(input: CartInput): CartContext {
  return {
    ...EMPTY_PERSISTED_CART,
    ...IDLE_WORK,
    pendingAdd: null,
    storeCode: input.storeCode,
    maxBypassAttempts: input.maxBypassAttempts ?? DEFAULT_MAX_BYPASS_ATTEMPTS,
    online: input.online ?? true,
    sessionKnown: false,
    token: null,
    bypassCount: 0,
    pendingSession: null,
    pendingOrderEnds: [],
    deferredAdds: [],
    stockPending: [],
    lineStock: {},
    couponError: null,
    couponProblem: null,
    methodsRequest: null,
    shippingMethods: [],
    paymentMethods: [],
    microcartOpen: false,
    cartIsLoaded: false,
    error: null,
  };
}

/** The stored cart (SPEC 4 "The cart loads once, then is marked loaded"); the server's lines are pulled again. */
export function restored(stored: PersistedCart | null): Partial<CartContext> {
  return { ...(stored ?? {}), knownServer: null, cartIsLoaded: true };
}

/** SPEC 4 logout "disconnects and clears the cart": lines, token, cart id, totals and methods go. */
export function disconnected(context: CartContext): Partial<CartContext> {
  return {
    ...EMPTY_PERSISTED_CART,
    ...IDLE_WORK,
    // Kept: a stale tab's guest cart must still never be summed into the next customer's cart.
    mergedGuestCartId: context.mergedGuestCartId,
    // Kept: an add taken before the logout is never replayed into the emptied cart.
    takenAdds: context.takenAdds,
    sessionKnown: false,
    token: null,
    bypassCount: 0,
    stockPending: [],
    lineStock: {},
    couponError: null,
    couponProblem: null,
    methodsRequest: null,
    shippingMethods: [],
    paymentMethods: [],
    error: null,
  };
}

/**
 * Issue 15: an order paid on the provider's page was placed from this server cart, which the server turned into the
 * order. The lines stay (the payment may fail or be canceled: SPEC 2, back to the checkout with the cart), the
 * converted server cart is forgotten and a new one made for them, so the cart never pulls the converted one (a 404).
 */
export function converted(context: CartContext): Partial<CartContext> {
  return {
    ...IDLE_WORK,
    cartServerToken: null,
    guestCart: false,
    syncedCartId: null,
    guestMerge: null,
    couponCode: null,
    items: context.items.map(detachedFromServer),
  };
}

/**
 * SPEC 4 "Connect": the app says who the shopper is. A customer's cart seen by a guest is that customer's: it is
 * cleared. Otherwise the token is kept for the cart calls and a known cart is reloaded from the server ("on 200 …
 * sync"); a guest cart seen by a customer is replaced by the customer's (the machine creates it).
 */
export function connected(context: CartContext, token: string | null): Partial<CartContext> {
  if (token === null && context.cartServerToken !== null && !context.guestCart) {
    return { ...disconnected(context), sessionKnown: true };
  }
  return { sessionKnown: true, token, forceSync: context.cartServerToken !== null };
}

/**
 * SPEC 4: a 401 (or a failed sync) retries as a guest cart: the token is dropped for cart calls, the cart id too,
 * and the lines lose their ids (they name lines of the refused cart).
 */
export function bypassed(context: CartContext): Partial<CartContext> {
  return {
    ...IDLE_WORK,
    bypassCount: context.bypassCount + 1,
    token: null,
    cartServerToken: null,
    guestCart: false,
    syncedCartId: null,
    guestMerge: null,
    items: context.items.map(detachedFromServer),
  };
}

/**
 * SPEC 4 step 8: the cart emptied after an order. Without sync the server cart is left as it is (the order used it)
 * and a new one comes later; with sync (a paid order, issue 15) the empty cart is pushed to whatever server cart the
 * shopper has then (the client is the truth: never merged back from the server).
 */
export function cleared(sync: boolean | undefined): Partial<CartContext> {
  if (sync) return { items: [], stockPending: [], clientIsTruth: true };
  return {
    ...EMPTY_PERSISTED_CART,
    itemsHash: itemsHash([]),
    forceSync: false,
    knownServer: null,
    calls: [],
    syncingHash: null,
    couponError: null,
    stockPending: [],
  };
}

/** The order ends that came while the cart loaded, applied in turn to the restored cart. */
export function withOrderEnds(context: CartContext): Partial<CartContext> {
  let next: CartContext = context;
  for (const end of context.pendingOrderEnds) {
    next = { ...next, ...(end.type === 'cart.clear' ? cleared(end.sync) : converted(next)) };
  }
  return { ...next, pendingOrderEnds: [] };
}

/**
 * A cart was created (SPEC 4 "Connect" 200): with a token it is the customer's, and lines the shopper had as a
 * guest are to be summed into it once (issue: guest → customer), unless that guest cart was summed already.
 */
export function cartCreated(context: CartContext, cartId: string): Partial<CartContext> {
  const customer = context.token !== null;
  const guestCartId = context.guestCart ? context.cartServerToken : null;
  const alreadyMerged = guestCartId !== null && guestCartId === context.mergedGuestCartId;
  const items = cartId === context.cartServerToken ? context.items : context.items.map(detachedFromServer);
  return {
    cartServerToken: cartId,
    guestCart: !customer,
    forceSync: true,
    knownServer: null,
    calls: [],
    // An already merged guest cart's lines are in the customer's cart: they are dropped, not summed again.
    items: customer && alreadyMerged ? [] : items,
    guestMerge: customer && !alreadyMerged && items.length > 0 ? { guestCartId } : null,
  };
}

/** SPEC 4 "sync across browser tabs": another tab's state, never merged again; what it has not synced yet is still to push. */
export function fromOtherTab(context: CartContext, cart: PersistedCart): Partial<CartContext> {
  // A customer's cart seen by a tab whose session is still a guest's (the login happened in the other tab): this
  // tab cannot open it (401), and a guest retry would copy its lines into a new guest cart that the customer's tab
  // then sums in again. It is shown as synced; that tab syncs it.
  const customersCart = context.token === null && !cart.guestCart && cart.cartServerToken !== null;
  return {
    ...cart,
    ...IDLE_WORK,
    // Otherwise the other tab's sync state as it is: a change it has not synced yet (made offline) stays a change
    // to push here too, so a tab coming online never pulls it away. Pushes send absolute quantities (the server
    // sets, never adds), so two tabs pushing the same change leave one cart.
    itemsHash: customersCart ? itemsHash(cart.items) : cart.itemsHash,
    syncedCartId: customersCart ? cart.cartServerToken : cart.syncedCartId,
    guestMerge: null,
    // Merges are only ever recorded, never forgotten, whichever tab learnt of them.
    mergedGuestCartId: cart.mergedGuestCartId ?? context.mergedGuestCartId,
    // So are the adds taken: this tab's own stay taken when it takes the other tab's state.
    ...(context.takenAdds?.length || cart.takenAdds?.length
      ? { takenAdds: [...new Set([...(context.takenAdds ?? []), ...(cart.takenAdds ?? [])])].slice(-TAKEN_ADDS_KEPT) }
      : {}),
  };
}

/**
 * Another tab's state tells a tab that is syncing nothing new: the same server cart, lines and quantities, sync
 * marker, merges and choices (ids, prices and totals come with this tab's own sync). Why it matters:
 * two tabs syncing the same change (both came online with it) persist and broadcast every step; if each took the
 * other's step and started its sync over, neither would ever finish. Pushes are absolute, so both finishing is safe.
 */
export function isSameCartState(context: CartContext, cart: PersistedCart): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (
    cart.cartServerToken === context.cartServerToken &&
    cart.guestCart === context.guestCart &&
    cart.itemsHash === context.itemsHash &&
    itemsHash(cart.items) === itemsHash(context.items) &&
    cart.mergedGuestCartId === context.mergedGuestCartId &&
    same(cart.guestMerge, context.guestMerge) &&
    cart.couponCode === context.couponCode &&
    same(cart.shippingMethod, context.shippingMethod) &&
    same(cart.paymentMethod, context.paymentMethod)
  );
}

/**
 * Two tabs that got the same lines at once (both came online, or one took the other's new lines) may each create a
 * guest cart for them and broadcast it; taking each other's, they would swap carts for ever (and late messages swap
 * them back). So of two guest carts with the same lines, both tabs keep the one with the smaller id: this tab keeps
 * its own when it is the smaller. The other cart is left to nobody: a guest cart no tab holds.
 */
export function keepsOwnGuestCart(context: CartContext, cart: PersistedCart): boolean {
  const ours = context.cartServerToken;
  const theirs = cart.cartServerToken;
  return (
    ours !== null &&
    theirs !== null &&
    ours < theirs &&
    context.guestCart &&
    cart.guestCart &&
    itemsHash(cart.items) === itemsHash(context.items)
  );
}
